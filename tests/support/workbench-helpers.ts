/** Keyboard helpers of the workbench journeys (tests/e2e/workbench.test.ts). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const grid = (page: Page) => page.getByRole('grid', { name: 'Keywords of Winter Sale' });
export const counts = (page: Page) => page.locator('.wb-counts');
export const headers = (page: Page) => grid(page).locator('[role=columnheader] .wb-header-text').allTextContents();
export const activeCell = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);

/** Tabs from the page into the grid: one tab stop, the roving cell. */
export async function tabIntoGrid(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if ((await activeCell(page)) !== null) return;
  }
  throw new Error('Tab never reached the grid');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Moves the palette's highlight to the entry named `name`, as a person does who reads the list:
 * waits for the entry, then presses ArrowDown until it is the highlighted one.
 */
async function highlight(page: Page, name: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await dialog.getByRole('option', { name }).first().waitFor();
  for (let step = 0; step < 20; step++) {
    if ((await dialog.getByRole('option', { name, selected: true }).count()) > 0) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the palette never highlighted ${name}`);
}

/**
 * Runs a palette command by its title, keyboard only, as a person does: types once the palette's
 * field has the focus, and presses Enter once the highlighted entry is the one wanted (on a busy
 * machine the highlight can trail the typing; Enter before it has moved would run another entry).
 */
export async function runCommand(page: Page, title: string, option?: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').waitFor();
  // The palette's own field: a screen's combobox (a seed field) may have had the focus before.
  await page.waitForFunction(() => document.activeElement?.classList.contains('palette-input') === true);
  await page.keyboard.type(title);
  await highlight(page, new RegExp(`^${escaped(title)}`));
  await page.keyboard.press('Enter');
  if (option === undefined) return;
  await page.waitForFunction(() => document.activeElement?.classList.contains('palette-input') === true && (document.activeElement as HTMLInputElement).value === '');
  await page.keyboard.type(option);
  await highlight(page, new RegExp(escaped(option)));
  await page.keyboard.press('Enter');
}

export function domChangesInOneSecond(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let changes = 0;
    const observer = new MutationObserver((records) => {
      changes += records.length;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(changes);
    }, 1000);
  }));
}

export async function download(page: Page, run: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const waiting = page.waitForEvent('download');
  await run();
  const file = await waiting;
  // The journeys' Chromium is the run's (connected to, not launched), which keeps no local path
  // for a download: the file is copied over the connection.
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-download-'));
  try {
    const saved = path.join(folder, 'file');
    await file.saveAs(saved);
    return { name: file.suggestedFilename(), body: await fs.readFile(saved) };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

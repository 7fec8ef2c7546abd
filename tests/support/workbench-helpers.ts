/** Keyboard helpers of the workbench journeys (tests/e2e/workbench.test.ts). */
import fs from 'node:fs/promises';
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

/** Runs a palette command by its title, keyboard only. */
export async function runCommand(page: Page, title: string, option?: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await dialog.getByRole('combobox').waitFor();
  await page.keyboard.type(title);
  await dialog.getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().waitFor();
  await page.keyboard.press('Enter');
  if (option === undefined) return;
  await page.keyboard.type(option);
  await dialog.getByRole('option', { name: new RegExp(option) }).first().waitFor();
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
  const path = await file.path();
  return { name: file.suggestedFilename(), body: await fs.readFile(path) };
}

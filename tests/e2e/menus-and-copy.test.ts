import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoName, loggedInPage, seriousViolations, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { counts, grid, headers, tabIntoGrid } from '../support/workbench-helpers.ts';

/**
 * Issue 22: the copy for spreadsheets read back from the clipboard; the context menu inside the window
 * wherever it opens (edges, corners, a small window); the user menu and the bell close on a click outside.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const EMAIL = 'admin@demo.test';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
  scrolls: boolean;
}

/** Opens the row menu as a right click at (x, y) of the window would, on the first row, and measures it. */
async function menuAt(page: Page, x: number, y: number): Promise<Box & { window: { width: number; height: number } }> {
  await page.evaluate(([cx, cy]) => {
    const row = document.querySelector('[role=grid] [role=row][data-keyword]');
    row?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: cx, clientY: cy, button: 2 }));
  }, [x, y] as const);
  const menu = page.getByRole('menu', { name: 'Keyword actions' });
  await menu.getByRole('menuitem').first().waitFor();
  // Floating UI places the menu in a frame after it mounts: wait until it stands still.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const box = await menu.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, width: rect.width, height: rect.height,
      scrolls: element.scrollHeight > element.clientHeight,
      window: { width: window.innerWidth, height: window.innerHeight },
    };
  });
  // Escape from inside the menu, where a keyboard user is (the grid may have taken focus back on select).
  await menu.getByRole('menuitem').first().focus();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached', timeout: 5000 });
  return box;
}

function expectInside(box: Box & { window: { width: number; height: number } }, where: string): void {
  const inside = box.left >= 0 && box.top >= 0 && box.right <= box.window.width && box.bottom <= box.window.height && box.width > 0 && box.height > 0;
  expect(inside, `${where}: ${JSON.stringify(box)}`).toBe(true);
}

describe('menus and the spreadsheet copy', () => {
  it('copies the selected rows as a table for Sheets and Excel, keeps the menus inside the window and closes them on a click outside', async () => {
    const { context, page } = await loggedInPage(env, EMAIL, { viewport: { width: 1400, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
    await page.goto(`${env.server.url}/research/Winter%20Sale`);
    await grid(page).waitFor();
    await expect.poll(() => counts(page).textContent()).toMatch(/keywords$/u);

    await tabIntoGrid(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press(' ');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => counts(page).textContent()).toContain('3 selected');
    const keywords = await grid(page).locator('[role=row][aria-selected=true]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-keyword')));
    const shown = await headers(page);
    await page.keyboard.press('t');
    await page.keyboard.press('y');
    await page.getByRole('status').filter({ hasText: /^Copied 3 rows with \d+ columns/u }).waitFor();

    const pasted = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const text = await (await item!.getType('text/plain')).text();
      const html = await (await item!.getType('text/html')).text();
      const table = new DOMParser().parseFromString(html, 'text/html');
      return { text, cells: [...table.querySelectorAll('tr')].map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')) };
    });
    const lines = pasted.text.split('\r\n').map((line) => line.split('\t'));
    expect(lines[0]).toEqual(shown);
    expect(lines.slice(1).map((cells) => cells[shown.indexOf('Keyword')])).toEqual(keywords);
    expect(pasted.cells).toEqual(lines);
    // The volume is a German number without a thousands point (1234, not 1.234 or 1,234).
    const volumes = lines.slice(1).map((cells) => cells[shown.findIndex((h) => /volume/iu.test(h))] ?? '');
    expect(volumes.every((v) => /^\d+$/u.test(v)), volumes.join(' ')).toBe(true);

    // The row menu at every edge and corner of a large and of a small window stays whole inside it
    // (small: just above the width where the mobile notice covers the app).
    for (const size of [{ width: 1400, height: 900 }, { width: 800, height: 340 }]) {
      await page.setViewportSize(size);
      const { width: w, height: h } = size;
      const points: [string, number, number][] = [
        ['top left', 0, 0], ['top', w / 2, 0], ['top right', w - 1, 0], ['right', w - 1, h / 2],
        ['bottom right', w - 1, h - 1], ['bottom', w / 2, h - 1], ['bottom left', 0, h - 1], ['left', 0, h / 2], ['middle', w / 2, h / 2],
      ];
      for (const [where, x, y] of points) expectInside(await menuAt(page, x, y), `${where} of ${w}×${h}`);
      // In the small window the menu is taller than the room: it shrinks and scrolls.
      if (h < 400) expect((await menuAt(page, w / 2, h - 1)).scrolls).toBe(true);
    }

    // The user menu and the bell close on a click outside, and on Escape with focus back on their button.
    await page.setViewportSize({ width: 1000, height: 700 });
    const userButton = page.getByRole('button', { name: `User menu of ${demoName(EMAIL)}` });
    const userMenu = page.getByRole('region', { name: 'User menu' });
    const bell = page.getByRole('button', { name: /^Notifications/u });
    const bellPanel = page.getByRole('region', { name: 'Notifications' });
    const focused = (name: string) => page.evaluate((label) => document.activeElement?.getAttribute('aria-label')?.startsWith(label) ?? false, name);

    for (const [button, panel, label] of [[userButton, userMenu, 'User menu of'], [bell, bellPanel, 'Notifications']] as const) {
      await button.click();
      await panel.waitFor();
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 1000 && box.y + box.height <= 700, JSON.stringify(box)).toBe(true);
      if (label === 'Notifications') expect(await seriousViolations(page)).toEqual([]);
      // A click on the screen's heading (nothing to focus there) closes it; focus goes back to the button.
      await page.locator('main#main h1').click({ position: { x: 3, y: 3 } });
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => focused(label)).toBe(true);
      // A click inside does not close it; Escape does, and focus is back on the button.
      await button.click();
      await panel.waitFor();
      await panel.click({ position: { x: 5, y: 5 } });
      expect(await panel.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => focused(label)).toBe(true);
    }

    // Opening one and clicking the other's button leaves only the other open.
    await userButton.click();
    await userMenu.waitFor();
    await bell.click();
    await bellPanel.waitFor();
    expect(await userMenu.count()).toBe(0);
    await context.close();
  });
});

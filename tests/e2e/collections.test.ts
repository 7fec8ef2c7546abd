import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { runCommand } from '../support/workbench-helpers.ts';
import { keepScreenshot } from '../support/keep-screenshot.ts';

/** Issue 7: the seeded Winter Sale, its share link without login, rename/delete/undo and the palette page. */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const heading = (page: Page) => page.locator('main#main h1');

describe('collections', () => {
  it('opens Winter Sale, shares it, reads the link without login, renames, deletes and undoes, and goes there from the palette', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test');
    await page.goto(`${env.server.url}/collections`);
    await expect.poll(() => heading(page).textContent()).toBe('Collections');
    const winter = page.getByRole('link', { name: 'Winter Sale' });
    await winter.waitFor();
    // The narrowest window the app serves (768 px; narrower shows the mobile notice): the table scrolls
    // in its own box, the page never gets wider than the window, and the row's actions stay reachable.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 768, height: 700 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const deleteButton = page.getByRole('button', { name: 'Delete Winter Sale' });
    await deleteButton.scrollIntoViewIfNeeded();
    expect(await deleteButton.evaluate((button) => button.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    if (wide) await page.setViewportSize(wide);

    await winter.click();
    await expect.poll(() => heading(page).textContent()).toBe('Winter Sale');
    const counts = page.locator('.wb-counts');
    await expect.poll(() => counts.textContent()).toMatch(/^2\d\d keywords$/u);
    await expect.poll(() => page.getByRole('rowheader', { name: 'glühwein kaufen', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const status = page.getByRole('status').filter({ hasText: '/research/shared/' });
    const link = /(http\S+\/research\/shared\/[A-Za-z0-9_-]{22})/u.exec((await status.textContent()) ?? '')?.[1];
    expect(link).toBeDefined();
    // Custom columns (internal notes) stay out of the link until the owner switches them on.
    const customs = page.getByRole('button', { name: 'Custom columns in the link' });
    expect(await customs.getAttribute('aria-pressed')).toBe('false');
    await customs.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The shared link now shows the custom columns too.' }).waitFor();
    await expect.poll(() => customs.getAttribute('aria-pressed')).toBe('true');

    const stranger = await env.browser.newContext();
    const open = await stranger.newPage();
    await open.goto(link ?? '');
    await expect.poll(() => open.locator('main#main h1').textContent()).toBe('Winter Sale');
    await expect.poll(() => open.locator('.wb-counts').textContent()).toMatch(/^2\d\d keywords$/u);
    expect(await open.getByRole('grid', { name: 'Keywords of Winter Sale' }).getByRole('rowheader', { name: 'glühwein', exact: true }).count()).toBe(1);
    expect(await open.content()).not.toContain('Demo GmbH');
    await stranger.close();

    await page.goto(`${env.server.url}/collections`);
    await page.getByRole('button', { name: 'Rename Winter Sale' }).click();
    const nameField = page.getByRole('dialog').getByLabel('Name');
    await nameField.fill('Winter Sale 2');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByRole('link', { name: 'Winter Sale 2' }).waitFor();

    await page.getByRole('button', { name: 'Delete Winter Sale 2' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted “Winter Sale 2”' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Winter Sale 2' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Undo/ }).click();
    await page.getByRole('link', { name: 'Winter Sale 2' }).waitFor();

    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').waitFor();
    await page.keyboard.type('Go to collection…');
    // "Go to Collections" (the screen) matches too; pick the nested-page command by its exact title.
    await palette.getByRole('option', { name: /^Go to collection…/ }).click();
    await palette.getByRole('option', { name: /Winter Sale 2/ }).waitFor();
    // The nested page names what it lists (it once said "Companies" for every pick).
    expect(await palette.getByRole('group', { name: 'Collections' }).count()).toBe(1);
    await page.keyboard.type('Winter');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Winter Sale 2');
    await page.emulateMedia({ colorScheme: 'dark' });
    await keepScreenshot(page, 'research-dark');
    await context.close();
  });

  it('offers the row actions in a context menu opened from the keyboard (Shift+F10) and by right click', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const created = await page.request.post(`${env.server.url}/api/collections/create`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
      data: { company_id: 1, name: 'Menu test', location: 2276, language: 'de', keywords: ['punsch rezept', 'glühwein weiß', 'kinderpunsch'] },
    });
    expect(created.status()).toBe(200);
    await page.goto(`${env.server.url}/research/Menu%20test`);
    const counts = page.locator('.wb-counts');
    await expect.poll(() => counts.textContent()).toBe('3 keywords');
    const row = (keyword: string) => page.locator(`[role=row][data-keyword="${keyword}"]`);

    await page.getByRole('rowheader', { name: 'kinderpunsch' }).focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Keyword actions' });
    await menu.waitFor();
    // Opened on a row that was not selected, the menu acts on that row alone.
    await expect.poll(() => row('kinderpunsch').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual([
      'Add keywords to this collection',
      expect.stringMatching(/^Export the selected keywords as CSV/u),
      expect.stringMatching(/^Export the selected keywords as Excel/u),
      expect.stringMatching(/^Copy the selected rows/u),
      expect.stringMatching(/^Add the selected keywords to the keyword clipboard/u),
      expect.stringMatching(/^Add the selected keywords to a collection…/u),
      expect.stringMatching(/^Open keyword details/u),
      expect.stringMatching(/^Compare the selected keywords/u),
      expect.stringMatching(/^Remove the selected keywords/u),
      expect.stringMatching(/^Select all keywords/u),
      expect.stringMatching(/^Clear the selection/u),
    ]);
    expect(await counts.textContent()).toBe('3 keywords · 1 selected');
    await keepScreenshot(page, 'context-menu-light');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=row]')?.getAttribute('data-keyword'))).toBe('kinderpunsch');

    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    await menu.getByRole('menuitem', { name: /^Remove the selected keywords/u }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Removed 1 keyword.' }).waitFor();
    await expect.poll(() => counts.textContent()).toBe('2 keywords');

    await page.getByRole('rowheader', { name: 'punsch rezept' }).click({ button: 'right' });
    await menu.waitFor();
    await expect.poll(() => row('punsch rezept').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');

    // The power sequence s a selects every row; in advanced mode the menu shows it beside the command.
    await runCommand(page, 'Advanced Mode');
    await expect.poll(() => page.getByRole('dialog', { name: 'Command palette' }).count()).toBe(0);
    await page.getByRole('rowheader', { name: 'glühwein weiß' }).click();
    await page.keyboard.press('s');
    await page.keyboard.press('a');
    await expect.poll(() => counts.textContent()).toBe('2 keywords · 2 selected');
    await page.getByRole('rowheader', { name: 'glühwein weiß' }).focus();
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: /Select all keywords/ }).textContent()).toMatch(/S A$/iu);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seriousViolations, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';

/**
 * Issue 6, keyboard only: the palette, `g` sequences, the `?` sheet and the nested company page.
 * Nothing in this file clicks; every step is a key press, as a power user or a screen-reader user works.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

async function keyboardLogIn(email: string): Promise<Page> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}/login`);
  await page.getByLabel('E-mail').pressSequentially(email);
  await page.getByLabel('Password').pressSequentially(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('main#main h1').waitFor();
  return page;
}

// Scoped to the dialog: the top bar's company <select> is a combobox with options too.
const paletteDialog = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const palette = (page: Page) => paletteDialog(page).getByRole('combobox');

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  await expect.poll(() => palette(page).evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Opens the palette, types, and runs the first match with Enter. */
async function runFromPalette(page: Page, query: string): Promise<void> {
  await openPalette(page);
  await page.keyboard.type(query);
  await paletteDialog(page).getByRole('option', { selected: true }).waitFor();
  await page.keyboard.press('Enter');
}

async function expectScreen(page: Page, title: string): Promise<void> {
  await page.locator('main#main h1', { hasText: title }).waitFor();
  expect(await page.locator('main#main h1').textContent()).toBe(title);
}

const optionTitles = (page: Page) => page.locator('[cmdk-item] .palette-title').allTextContents();

describe('the command palette, keyboard only', () => {
  it('power@: three screens, dark mode on and off, g c, the ? sheet, log out', async () => {
    const page = await keyboardLogIn('power@demo.test');
    await runFromPalette(page, 'collections');
    await expectScreen(page, 'Collections');
    await runFromPalette(page, 'ideas');
    await expectScreen(page, 'Ideas');
    await runFromPalette(page, 'search volume');
    await expectScreen(page, 'Google Search Volume');

    await runFromPalette(page, 'dark mode');
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await runFromPalette(page, 'dark mode');
    await waitForHtmlAttribute(page, 'data-mode', 'light');

    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await expectScreen(page, 'Collections');

    // The sheet returns focus to where it was: here the side navigation's Ideas link.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Ideas', exact: true }).focus();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    expect(await sheet.locator('dd', { hasText: /^g c$/ }).count()).toBe(1);
    expect(await sheet.locator('dd', { hasText: /^Ctrl\+K$/ }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ideas');

    await runFromPalette(page, 'log out');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('multi@ switches company through the nested page (orange theme)', async () => {
    const page = await keyboardLogIn('multi@demo.test');
    await waitForHtmlAttribute(page, 'data-theme', 'default');
    await runFromPalette(page, 'switch company');
    await paletteDialog(page).getByRole('option', { name: /Orange Media/ }).waitFor();
    await page.keyboard.type('orange');
    await page.keyboard.press('Enter');
    await waitForHtmlAttribute(page, 'data-theme', 'orange');
    await page.context().close();
  });

  it('ideas@ (right 8) is offered Ideas, and no other research screen; the live region counts results', async () => {
    const page = await keyboardLogIn('ideas@demo.test');
    await openPalette(page);
    // The list renders only the rows in view: a search short enough to show every match is read,
    // and the live region's count proves nothing was left out of view.
    const allMatching = async (query: string) => {
      await page.keyboard.type(query);
      const status = page.getByRole('status').filter({ hasText: /^\d+ results?$/u });
      let titles: string[] = [];
      // Until the list shows as many rows as the count says (the count and the rows settle after the last key).
      await expect.poll(async () => {
        titles = await optionTitles(page);
        return `${titles.length} result${titles.length === 1 ? '' : 's'}` === (await status.textContent());
      }).toBe(true);
      for (let i = 0; i < query.length; i += 1) await page.keyboard.press('Backspace');
      return titles;
    };
    const goTo = await allMatching('go to');
    expect(goTo).toContain('Go to Ideas');
    for (const screen of ['Collections', 'Suggests', 'Google Search Volume', 'Questions', 'Brand Dashboards', 'Brand Index']) {
      expect(goTo).not.toContain(`Go to ${screen}`);
    }
    expect(await allMatching('switch')).not.toContain('Switch company');
    // Collections is not a screen of ideas@; only its help article (readable by anyone) matches.
    await page.keyboard.type('collections');
    await page.getByRole('status').filter({ hasText: /^1 result$/u }).waitFor();
    expect(await optionTitles(page)).toEqual(['Help: Collections']);
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'hidden' });

    await runFromPalette(page, 'ideas');
    await expectScreen(page, 'Ideas');
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/ideas');
    await runFromPalette(page, 'log out');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('axe: no serious or critical violation with the palette open, nor with the sheet open', async () => {
    const page = await keyboardLogIn('power@demo.test');
    await openPalette(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'hidden' });
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

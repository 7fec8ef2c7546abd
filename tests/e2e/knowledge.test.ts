import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landedScreen, loggedInPage, navigateInApp, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 21: the knowledge base by keyboard only. Search with `/`, the arrows and Enter, the search
 * kept in the URL, the empty result, the shortcut table and a "Help: …" entry from the palette, the
 * help key (F1) on another screen, and axe in light and dark.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'power@demo.test';
const search = (page: Page) => page.getByRole('combobox', { name: 'Search the articles' });
const selected = (page: Page) => page.getByRole('option', { selected: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('Knowledge base', () => {
  it('searches, opens articles and the shortcut table by keyboard, and passes axe in light and dark', async () => {
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1400, height: 900 } });
    await navigateInApp(page, '/knowledge', 'Knowledge base');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await seriousViolations(page), '/knowledge light').toEqual([]);

    // `/` focuses the search; typing ranks the articles, the arrows move, Enter opens.
    await page.keyboard.press('/');
    expect(await search(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('share of search');
    await selected(page).filter({ hasText: 'Brand dashboards and the brand index' }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('share of search');
    const found = await page.getByRole('option').count();
    if (found > 1) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selected(page).textContent()).not.toContain('Brand dashboards');
      await page.keyboard.press('ArrowUp');
    }
    await selected(page).filter({ hasText: 'Brand dashboards and the brand index' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Brand dashboards and the brand index' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Brand dashboards and the brand index');
    expect(new URL(page.url()).searchParams.get('article')).toBe('brands');

    // German words find the English articles; a search that finds nothing says what to try.
    await page.keyboard.press('/');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('zzqq sichtbarkeit');
    await page.getByText('No article mentions “zzqq sichtbarkeit”.').waitFor();
    await page.getByRole('button', { name: 'search for “sichtbarkeit”' }).focus();
    await page.keyboard.press('Enter');
    await selected(page).filter({ hasText: 'Monitoring and the visibility index' }).waitFor();

    // A link with the search reopens it.
    await navigateInApp(page, '/', 'Home');
    await navigateInApp(page, '/knowledge?q=suchvolumen', 'Knowledge base');
    expect(await search(page).inputValue()).toBe('suchvolumen');
    await selected(page).waitFor();

    // The shortcut table and a Help entry from the palette.
    await runCommand(page, 'Help: All keyboard shortcuts');
    const table = page.getByRole('table', { name: 'All keyboard shortcuts' });
    await table.waitFor();
    await table.getByRole('row', { name: /F1 Help for this screen Everywhere/u }).waitFor();
    await runCommand(page, 'Help: Collections');
    await page.getByRole('heading', { level: 2, name: 'Collections', exact: true }).waitFor();

    // The help key on another screen opens its article.
    await navigateInApp(page, '/searchvolume', 'Google Search Volume');
    await page.locator('main#main h1').focus();
    await page.keyboard.press('F1');
    await landedScreen(page, 'Knowledge base');
    await page.getByRole('heading', { level: 2, name: 'Google Search Volume' }).waitFor();
    expect(new URL(page.url()).searchParams.get('article')).toBe('search-volume');

    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page), '/knowledge dark').toEqual([]);
    await runCommand(page, 'Help: All keyboard shortcuts');
    await page.getByRole('table', { name: 'All keyboard shortcuts' }).waitFor();
    expect(await seriousViolations(page), '/knowledge shortcuts dark').toEqual([]);
    await context.close();
  });
});

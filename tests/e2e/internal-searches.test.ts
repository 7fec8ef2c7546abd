import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, navigateInApp, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';

/** Issue 19, Internal Searches: import a CSV on setup by keyboard, see its terms; axe on every screen, light and dark. */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const heading = (page: Page) => page.locator('main#main h1');
const CSV = ['Suchbegriff;Anzahl;Datum', 'Rodeln Schlitten;1.234;22.11.2026', 'kaputt;1,5;22.11.2026', 'thermoskanne;7;11/22/2026'].join('\n');

async function audit(page: Page, label: string): Promise<string[]> {
  return (await seriousViolations(page)).map((v) => `${label}: ${v}`);
}

describe('internal searches', () => {
  it('imports a pasted log by keyboard, names the refused line, shows the terms in the workbench; no serious axe finding in light or dark', async () => {
    const { context, page } = await loggedInPage(env, 'orange@demo.test');
    const found: string[] = [];
    await page.goto(`${env.server.url}/internal-searches`);
    await expect.poll(() => heading(page).textContent()).toBe('Internal Searches');
    await page.getByRole('heading', { name: 'Top 20 search terms' }).waitFor();
    found.push(...(await audit(page, 'overview light')));

    await page.getByRole('link', { name: 'Import a log' }).press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Import site searches');
    const box = page.getByLabel('CSV of the site search (search term, count, date)');
    await box.focus();
    await page.keyboard.insertText(CSV);
    await page.getByText('Line 3: the count "1,5" is not a whole number').waitFor();
    await expect.poll(() => page.locator('[data-count="accepted"]').textContent()).toBe('2');
    // The domain is the newest import's, which arrives with the imports list after the screen renders.
    await expect.poll(() => page.getByLabel('Domain of the site').inputValue()).toBe('www.demo-shop.de');
    found.push(...(await audit(page, 'setup light')));
    // Tab from the box: the file input, the domain, the two markets, then Import.
    await box.press('Tab');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Import');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Imported 2 lines: 2 terms, 1.241 searches for www.demo-shop.de.' }).waitFor();

    await page.getByRole('link', { name: 'Open all terms in the workbench' }).press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Internal search terms');
    const grid = page.getByRole('grid', { name: 'Internal search terms' });
    await grid.getByRole('rowheader', { name: 'rodeln schlitten', exact: true }).waitFor();
    found.push(...(await audit(page, 'project light')));

    // The project screen's dark palette is the workbench's, audited by its own journey; this machine's axe pass over the grid is the slowest step.
    await openUserMenu(page, 'orange@demo.test');
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await navigateInApp(page, '/quickseo/internal-searches', 'Internal Searches');
    await page.getByRole('heading', { name: 'Top 20 search terms' }).waitFor();
    found.push(...(await audit(page, 'quickseo overview dark')));
    await navigateInApp(page, '/internal-searches/setup', 'Import site searches');
    await page.getByRole('heading', { name: 'Imported logs' }).waitFor();
    found.push(...(await audit(page, 'setup dark')));
    await openUserMenu(page, 'orange@demo.test');
    await setSwitch(page, 'Dark Mode', false);
    await context.close();
    expect(found).toEqual([]);
  });
});

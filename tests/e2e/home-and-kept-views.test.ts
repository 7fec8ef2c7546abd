import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landedScreen, loggedInPage, navigateInApp, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { counts, runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 21: Home shows the suites' cards with their figures and the company's jobs; the last four
 * screens keep their state (SPEC §9): a filter set on a research table is still there after three
 * other screens and gone after five. Axe on Home in light and dark.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'power@demo.test';
const RESEARCH = '/research/Winter%20Sale';
const cardTitles = (page: Page) => page.locator('.home-card h3').allTextContents();
const filtersInUrl = (page: Page) => new URL(page.url()).searchParams.get('filters');

/** Starts a small bulk volume lookup through the API, as the Google Search Volume screen does. */
function startLookup(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/research/volume-jobs/start', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: 1, keywords: ['glühwein', 'punsch', 'winterjacke'], location: 2276, language: 'de' }),
    });
    return answer.status;
  });
}

async function visit(page: Page, screens: readonly (readonly [string, string])[]): Promise<void> {
  for (const [path, heading] of screens) await navigateInApp(page, path, heading);
}

describe('Home and kept views', () => {
  it('shows the suite cards and the jobs, and keeps a research table\'s filter for four screens', async () => {
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1400, height: 900 } });
    await landedScreen(page, 'Home');
    expect(await cardTitles(page)).toEqual(['Research', 'Brands', 'Monitoring', 'Content', 'AI Suite', 'AI Chat (beta)']);
    const card = (title: string) => page.locator('.home-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await card('Brands').getByText(/leads Sportmarken with [\d,]+ %/u).waitFor();
    await card('Monitoring').getByText('www.demo-shop.de').waitFor();
    expect(await card('Monitoring').textContent()).toMatch(/Visibility [\d.]+,\d\d, [+−±][\d.]+,\d\d in 7 days/u);
    await card('Research').getByText(/1 collection with 213 keywords/u).waitFor();
    // The content, AI Suite and AI Chat cards show the seeded projects' figures, not a placeholder.
    await card('Content').getByText(/^1 project, drafts score \d+ on average$/u).waitFor();
    await card('Content').getByText(/^Best draft: glühwein selber machen with \d+ \((Low|Medium|High)\)$/u).waitFor();
    await card('AI Suite').getByText(/^1 project with \d+ texts$/u).waitFor();
    await card('AI Suite').getByText('5 texts accepted').waitFor();
    await card('AI Chat (beta)').getByText(/^No conversation yet\. Ask a question/u).waitFor();
    expect(await page.locator('.home-cards').textContent()).not.toContain('not built yet');
    await page.getByRole('region', { name: 'Recent collections' }).getByRole('link', { name: 'Winter Sale' }).waitFor();

    // A job started anywhere in the company shows up with its screen and state, without a reload.
    await page.getByRole('region', { name: 'Running and recent jobs' }).getByText('No jobs yet.', { exact: false }).waitFor();
    expect(await startLookup(page)).toBe(200);
    const jobs = page.getByRole('region', { name: 'Running and recent jobs' });
    await jobs.getByRole('link', { name: /3 keywords/u }).waitFor({ timeout: 15_000 });
    await jobs.getByText(/^(Done|Running|Waiting)/u).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The card's palette command opens what the card links to.
    await runCommand(page, 'Open the Brands card');
    await landedScreen(page, 'Brand Dashboards');

    // A filter on the research table, by keyboard.
    await navigateInApp(page, RESEARCH, 'Winter Sale');
    await expect.poll(() => counts(page).textContent(), { timeout: 15_000 }).toMatch(/^213 keywords/u);
    await page.keyboard.press('f');
    const filterDialog = page.getByRole('dialog', { name: /Filter keywords/u });
    await filterDialog.getByLabel('Field').selectOption({ label: 'Keyword' });
    await filterDialog.getByLabel('Condition').selectOption({ label: 'includes' });
    await filterDialog.getByLabel('Value').focus();
    await page.keyboard.type('glühwein');
    await page.keyboard.press('Enter');
    await filterDialog.getByRole('button', { name: /Remove filter: Keyword/u }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => (url.searchParams.get('filters') ?? '').includes('glühwein'));
    const filtered = /^[\d.]+ of 213 keywords/u;
    await expect.poll(() => counts(page).textContent()).toMatch(filtered);

    // Three other screens, then back by a plain link: the filter is still there.
    await visit(page, [['/', 'Home'], ['/ideas', 'Ideas'], ['/collections', 'Collections']]);
    await page.getByRole('link', { name: 'Winter Sale', exact: true }).first().click();
    await landedScreen(page, 'Winter Sale');
    expect(filtersInUrl(page)).toContain('glühwein');
    await expect.poll(() => counts(page).textContent(), { timeout: 15_000 }).toMatch(filtered);

    // Five other screens: the research screen was the oldest of the kept four and is dropped.
    await visit(page, [['/', 'Home'], ['/ideas', 'Ideas'], ['/suggests', 'Suggests'], ['/searchvolume', 'Google Search Volume'], ['/collections', 'Collections']]);
    await page.getByRole('link', { name: 'Winter Sale', exact: true }).first().click();
    await landedScreen(page, 'Winter Sale');
    expect(filtersInUrl(page)).toBeNull();
    await expect.poll(() => counts(page).textContent(), { timeout: 15_000 }).toMatch(/^213 keywords/u);

    // Home in dark mode passes axe too.
    await navigateInApp(page, '/', 'Home');
    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await page.keyboard.press('Escape');
    await card('Brands').getByText(/leads Sportmarken/u).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

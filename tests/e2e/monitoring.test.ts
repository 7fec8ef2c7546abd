import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlAttribute, landedScreen, loggedInPage, navigateInApp, openUserMenu, closeUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { counts, download, runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 19, the monitoring screens by keyboard: create a project and see its first update arrive
 * through the bell, open a keyword's history, export with the full history, share the report (open
 * without login), the quick-SEO theme switch, and axe on every screen in light and dark.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const POWER = 'power@demo.test';
const DOMAIN = 'www.e2e-ski.de';
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/u });

/** Focuses a control by its label and types, as a keyboard user tabbing to it would. */
async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  await (typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label)).focus();
  await page.keyboard.type(text);
}

async function axeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('monitoring', () => {
  it('creates a project by keyboard, follows its first update through the bell, opens a history, exports it and shares the report', async () => {
    const { context, page } = await loggedInPage(env, POWER);
    await page.goto(`${env.server.url}/monitoring`);
    await landedScreen(page, 'Monitoring');
    await axeClean(page, '/monitoring light');

    await runCommand(page, 'New monitoring project');
    await landedScreen(page, 'New monitoring project');
    await axeClean(page, '/monitoring/setup light');
    // A bad competitor is named before anything is sent.
    await typeInto(page, 'Domain', `https://${DOMAIN.slice(4)}/shop`);
    await typeInto(page, /^Keywords, one a line/u, 'skischuhe kaufen\nskihelm\nskibrille test');
    await typeInto(page, /^Competitor domains/u, 'www.ski-profi.de\n');
    await typeInto(page, /^Tags for/u, 'ski');
    await runCommand(page, 'Save the monitoring project');

    await landedScreen(page, DOMAIN, 20_000);
    expect(new URL(page.url()).pathname).toMatch(/^\/monitoring\/project\/\d+$/u);
    // The first update started at once; the bell reports it, and the screen reads its results.
    await bell(page).and(page.locator('[aria-label$="unread"]')).waitFor({ timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: 'The update has finished' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.wb-counts').textContent(), { timeout: 15_000 }).toBe('3 keywords');
    await page.getByTestId('visibility-chart').waitFor();
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Notifications' }).textContent()).toContain(DOMAIN);
    await page.keyboard.press('Escape');

    await typeInto(page, 'Position history of', 'skihelm');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Position history: skihelm' }).waitFor();
    await page.getByTestId('position-history').waitFor();
    // The competitor's line has its column in the table beside the chart, with the same days.
    const historyTable = page.getByRole('region', { name: 'Positions of skihelm by day and domain' });
    expect(await historyTable.locator('thead th').allTextContents()).toEqual(['Day', `${DOMAIN} (yours)`, 'www.ski-profi.de', 'Your URL']);
    expect(await page.getByTestId('position-history').locator('.recharts-legend-item').count()).toBe(2);
    await axeClean(page, '/monitoring/project light');

    // Remove a keyword by keyboard (Delete on the selected row); undo brings it back with its history.
    await page.getByRole('grid', { name: `Rankings of ${DOMAIN}` }).locator('[data-cell][tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect.poll(() => counts(page).textContent()).toBe('3 keywords · 1 selected');
    expect(await page.getByRole('button', { name: 'Remove selected' }).isEnabled()).toBe(true);
    await page.keyboard.press('Delete');
    await page.getByRole('status').filter({ hasText: 'Removed 1 keyword and its history.' }).waitFor();
    await expect.poll(() => counts(page).textContent()).toBe('2 keywords');
    await axeClean(page, '/monitoring/project with undo light');
    await runCommand(page, 'Undo remove keywords');
    await page.getByRole('status').filter({ hasText: 'Restored 1 keyword with its history.' }).waitFor();
    await expect.poll(() => counts(page).textContent()).toBe('3 keywords');

    const csv = await download(page, () => runCommand(page, 'Export the rankings with full history (CSV)'));
    expect(csv.name).toMatch(/^www-e2e-ski-de-desktop-rankings-history-\d{4}-\d{2}-\d{2}\.csv$/u);
    const lines = csv.body.toString('utf8').replace(/^\uFEFF/u, '').split('\r\n');
    expect(lines[0]).toMatch(/^Keyword;Tags;Search volume;URL;\d{2}\.\d{2}\.\d{4}/u);
    expect(lines.filter((l) => l.startsWith('skihelm;ski;'))).toHaveLength(1);

    await runCommand(page, 'Share the project report (copy link)');
    const shared = page.getByRole('status').filter({ hasText: '/monitoring/shared/' });
    const link = /(http\S+\/monitoring\/shared\/[A-Za-z0-9_-]{22})/u.exec((await shared.textContent()) ?? '')?.[1];
    expect(link).toBeDefined();
    const stranger = await env.browser.newContext();
    const open = await stranger.newPage();
    await open.goto(link ?? '');
    await landedScreen(open, `Ranking report: ${DOMAIN}`);
    await expect.poll(() => open.locator('.wb-counts').textContent()).toBe('3 keywords');
    expect(await open.content()).not.toContain('Keyword Workbench');
    await expect.poll(() => open.title()).toBe(`Ranking report: ${DOMAIN}`);
    await axeClean(open, '/monitoring/shared light');
    await stranger.close();

    // Dark mode is the user's setting; every screen again.
    await openUserMenu(page, POWER);
    await setSwitch(page, 'Dark Mode', true);
    await closeUserMenu(page, POWER);
    await axeClean(page, '/monitoring/project dark');
    await navigateInApp(page, '/monitoring/setup', 'New monitoring project');
    await axeClean(page, '/monitoring/setup dark');
    await navigateInApp(page, '/monitoring', 'Monitoring');
    await axeClean(page, '/monitoring dark');

    // SPEC §2: the quick-SEO area has theme index 1; leaving it goes back to 0.
    expect(await htmlAttribute(page, 'data-theme-index')).toBe('0');
    await navigateInApp(page, '/quickseo/monitoring/setup', 'New monitoring project');
    await waitForHtmlAttribute(page, 'data-theme-index', '1');
    await runCommand(page, 'Cancel and back to the projects');
    await landedScreen(page, 'Monitoring');
    expect(new URL(page.url()).pathname).toBe('/quickseo/monitoring');
    expect(await htmlAttribute(page, 'data-theme-index')).toBe('1');
    await axeClean(page, '/quickseo/monitoring dark');
    await navigateInApp(page, '/collections', 'Collections');
    await waitForHtmlAttribute(page, 'data-theme-index', '0');
    await openUserMenu(page, POWER);
    await setSwitch(page, 'Dark Mode', false);
    await context.close();
  });

  it('shows the white-label partner its logo and no product name on the monitoring screens and the shared report', async () => {
    const { context, page } = await loggedInPage(env, 'white@demo.test');
    await page.goto(`${env.server.url}/monitoring`);
    await landedScreen(page, 'Monitoring');
    expect(await page.locator('header img[src="/logos/whitelabel-partner.svg"]').count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toContain('Keyword Workbench');
    expect(await htmlAttribute(page, 'data-theme')).toBe('whitelabel');
    await expect.poll(() => page.title()).toBe('Monitoring · Whitelabel Partner AG');

    // The report the partner hands its client: its logo, no product name, without login.
    await runCommand(page, 'Open a monitoring project…', 'www.partner-moebel.de');
    await landedScreen(page, 'www.partner-moebel.de');
    await runCommand(page, 'Share the project report (copy link)');
    const shared = page.getByRole('status').filter({ hasText: '/monitoring/shared/' });
    const link = /(http\S+\/monitoring\/shared\/[A-Za-z0-9_-]{22})/u.exec((await shared.textContent()) ?? '')?.[1];
    expect(link).toBeDefined();
    const stranger = await env.browser.newContext();
    const open = await stranger.newPage();
    await open.goto(link ?? '');
    await landedScreen(open, 'Ranking report: www.partner-moebel.de');
    expect(await open.locator('main img[src="/logos/whitelabel-partner.svg"]').count()).toBe(1);
    await expect.poll(() => open.locator('.wb-counts').textContent()).toBe('40 keywords');
    expect(await open.content()).not.toContain('Keyword Workbench');
    await axeClean(open, '/monitoring/shared white-label');
    await stranger.close();
    await context.close();
  });
});

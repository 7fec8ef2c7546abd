import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landedScreen, loggedInPage, navigateInApp, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 18: the Brands suite in the browser. One journey by keyboard from /add-dashboard through the
 * bell's link to the finished index, then axe on the four screens in light and dark over the seeded
 * `Sportmarken` dashboard. Set BRANDS_SCREENSHOTS=/tmp/shots to keep the pictures.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'power@demo.test';
const shots = process.env.BRANDS_SCREENSHOTS;
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const focused = (page: Page) => page.evaluate(() => {
  const element = document.activeElement;
  return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
});

async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/brands-${name}.png`, fullPage: true });
}

describe('Brands', () => {
  it('goes by keyboard from /add-dashboard to the finished index through the bell', async () => {
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1400, height: 900 } });

    // 1. The form, by keyboard only: name, brands one per line, market, "Show keywords".
    await navigateInApp(page, '/add-dashboard', 'Add dashboard');
    await page.getByLabel('Dashboard name').focus();
    await page.keyboard.type('Laufschuhe');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('asics\nbrooks\nhoka');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Show keywords');
    await page.keyboard.press('Enter');
    const preview = page.getByRole('region', { name: '2. Keywords of each brand' });
    await preview.waitFor({ timeout: 30_000 });
    await preview.locator('summary').filter({ hasText: 'brooks' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'add-dashboard-light');

    // Remove a keyword and add one of our own, by keyboard (many keywords start folded: Enter opens a brand).
    const hoka = preview.locator('details').filter({ has: page.locator('summary', { hasText: 'hoka' }) });
    if ((await hoka.getAttribute('open')) === null) {
      await hoka.locator('summary').focus();
      await page.keyboard.press('Enter');
    }
    await preview.getByRole('button', { name: 'Remove hoka from hoka' }).focus();
    await page.keyboard.press('Enter');
    await preview.getByRole('list', { name: 'Keywords of hoka' }).getByText('hoka', { exact: true }).waitFor({ state: 'detached' });
    await preview.getByLabel('Add a keyword for hoka').focus();
    await page.keyboard.type('hoka clifton');
    await page.keyboard.press('Enter');
    await preview.getByRole('list', { name: 'Keywords of hoka' }).getByText('hoka clifton', { exact: true }).waitFor();

    // 2. Start from the palette; the bell follows the job and links to the index when it is done.
    await runCommand(page, 'Create the dashboard and start the brand index');
    await page.getByText('is saved and its brand index runs in the background').waitFor({ timeout: 30_000 });
    await runCommand(page, 'Open notifications');
    await panel(page).waitFor();
    // The done entry (type 2) links to the index: /brand-index/{listname}.
    const done = panel(page).locator('a[href^="/brand-index/laufschuhe"]');
    await done.waitFor({ timeout: 60_000 });
    const href = await done.getAttribute('href');
    expect(href).toMatch(/^\/brand-index\/laufschuhe/u);
    await done.focus();
    await page.keyboard.press('Enter');
    await landedScreen(page, 'Laufschuhe');
    expect(new URL(page.url()).pathname).toBe(href);
    const chart = page.locator('.brand-share-chart');
    await chart.locator('.recharts-area-area').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('region', { name: 'Share of search per month' }).getByRole('columnheader').allTextContents()).toEqual(['Month', 'asics', 'brooks', 'hoka', 'All brands']);

    // The chart switches to lines by keyboard (a radio of the segmented control).
    await page.getByRole('radio', { name: 'Stacked area' }).focus();
    await page.keyboard.press('ArrowRight');
    await chart.locator('.recharts-line-curve').first().waitFor();
    expect(new URL(page.url()).searchParams.get('chart')).toBe('lines');

    await context.close();
  });

  it('passes axe on the four screens over the seeded Sportmarken dashboard, light and dark', async () => {
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1400, height: 900 } });
    await checkScreens(page, 'light');
    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await page.keyboard.press('Escape');
    await checkScreens(page, 'dark');
    await context.close();
  });
});

async function checkScreens(page: Page, mode: 'light' | 'dark'): Promise<void> {
  // A full load, so /brands gets nothing another screen loaded before it (its chart colours once).
  await page.goto(new URL('/brands', page.url()).href);
  await landedScreen(page, 'Brand Dashboards');
  const open = page.getByRole('link', { name: 'Open the brand index of Sportmarken' });
  await open.waitFor();
  const indexPath = await open.getAttribute('href');
  if (indexPath === null) throw new Error('the Sportmarken card has no link');
  await page.locator('.brand-sparkline').first().waitFor();
  // The line is drawn in its series colour (without the colour variables its stroke is none).
  const stroke = await page.locator('.brand-sparkline .recharts-line-curve').first().evaluate((line) => getComputedStyle(line).stroke);
  expect(stroke, `/brands ${mode}: sparkline stroke`).toMatch(/^rgb/u);
  expect(await seriousViolations(page), `/brands ${mode}`).toEqual([]);
  await screenshot(page, `brands-${mode}`);

  await navigateInApp(page, indexPath, 'Sportmarken');
  await page.locator('.brand-share-chart .recharts-surface').first().waitFor({ timeout: 20_000 });
  await page.getByRole('grid', { name: 'Keywords of Sportmarken' }).waitFor({ timeout: 20_000 });
  expect(await seriousViolations(page), `${indexPath} ${mode}`).toEqual([]);
  await screenshot(page, `index-${mode}`);

  const analysisPath = indexPath.replace('/brand-index/', '/brand-analysis/');
  await navigateInApp(page, analysisPath, 'Sportmarken: brand analysis');
  await page.getByRole('heading', { name: /^Top keywords of / }).waitFor();
  expect(await seriousViolations(page), `${analysisPath} ${mode}`).toEqual([]);
  await screenshot(page, `analysis-${mode}`);

  await navigateInApp(page, '/add-dashboard', 'Add dashboard');
  expect(await seriousViolations(page), `/add-dashboard ${mode}`).toEqual([]);
}

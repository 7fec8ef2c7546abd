import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeUserMenu, landedScreen, loggedInPage, navigateInApp, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 24, the content projects by keyboard: create a project on the setup screen (a bad keyword
 * gets the server's message at the field), follow the fetch until the competitors are in, deselect
 * one, share the project and open the link without login (read-only, nothing else of the company),
 * see the incomplete and the revoked link refused, and axe on the three screens in light and dark.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const POWER = 'power@demo.test';
const KEYWORD = 'kinderpunsch rezept';
/** Another project of the same company (the demo seed's): a shared link must not name it. */
const OTHER_PROJECT = 'glühwein selber machen';
const INCOMPLETE = 'This link is incomplete or no longer shared.';

async function axeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('content projects', () => {
  it('creates a project by keyboard, waits for its competitors, deselects one and shares it read-only', async () => {
    const { context, page } = await loggedInPage(env, POWER);
    await page.goto(`${env.server.url}/content-projects`);
    await landedScreen(page, 'Content Projects');
    await page.getByRole('grid', { name: 'Content projects' }).waitFor();
    await axeClean(page, '/content-projects light');

    await runCommand(page, 'New content project');
    await landedScreen(page, 'New content project');
    await axeClean(page, '/content-project/setup light');
    // Nothing typed: the server's message stands at the field and the field takes the focus.
    await runCommand(page, 'Create the content project');
    await page.getByRole('alert').filter({ hasText: 'Enter a keyword.' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.keyboard.type(KEYWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type('kinderpunsch ohne alkohol');
    await runCommand(page, 'Create the content project');

    await landedScreen(page, KEYWORD, 20_000);
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/content-project\/competitors\/\d+$/u);
    // The fetch job reads the top 10; the screen follows it until every page is tried.
    await page.locator('.content-status', { hasText: 'Ready' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('.wb-counts').textContent(), { timeout: 15_000 }).toBe('10 competitors');
    await page.getByRole('status').filter({ hasText: '10 of 10 competitors selected for the analysis' }).waitFor();
    await axeClean(page, '/content-project/competitors light');

    // Deselect the second page: Enter on its row opens it, the panel's button takes it out of the analysis.
    await page.getByRole('grid', { name: `Competitors for ${KEYWORD}` }).locator('[data-cell][tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('competitor-details-title');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: /^Deselected .+ \(position 2\): the analysis reads 9 of 10 pages\.$/u }).waitFor();
    await page.getByRole('status').filter({ hasText: '9 of 10 competitors selected for the analysis' }).waitFor();
    // The focus stays on the button, which now offers the way back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Select for the analysis');
    await expect.poll(() => page.locator('.content-frame-facts').textContent()).toContain('9 of 10 competitors selected');

    await runCommand(page, 'Share this content project (copy link)');
    const copied = page.getByRole('status').filter({ hasText: '/content-project/competitors/' });
    const link = /(http\S+\/content-project\/competitors\/\d+\/[A-Za-z0-9_-]{22})/u.exec((await copied.textContent()) ?? '')?.[1];
    expect(link).toBeDefined();
    const stranger = await env.browser.newContext();
    const open = await stranger.newPage();
    await open.goto(link ?? '');
    await landedScreen(open, KEYWORD);
    await open.getByText('Shared, read-only', { exact: true }).waitFor();
    await expect.poll(() => open.locator('.wb-counts').textContent(), { timeout: 15_000 }).toBe('10 competitors');
    const shown = await open.locator('body').innerText();
    expect(shown).toContain('9 of 10 competitors selected for the analysis');
    expect(shown).not.toContain(OTHER_PROJECT);
    expect(shown).not.toContain('All content projects');
    expect(await open.getByRole('button', { name: /Share|Stop sharing|Fetch again|Deselect|Select for/u }).count()).toBe(0);
    // The tabs keep the share id.
    expect(await open.getByRole('link', { name: 'Briefing' }).getAttribute('href')).toBe(`${new URL(link ?? '').pathname.replace('/content-project/competitors/', '/briefing/')}`);
    await axeClean(open, '/content-project/competitors shared light');

    // Without its share id the link opens nothing for a visitor without login.
    await open.goto(`${env.server.url}${path}`);
    await open.getByRole('alert').filter({ hasText: INCOMPLETE }).waitFor();
    expect(await open.locator('body').innerText()).not.toContain(KEYWORD);

    // Revoked, the same link says so.
    await runCommand(page, 'Stop sharing this content project');
    await page.getByRole('status').filter({ hasText: 'No longer shared' }).waitFor();
    await open.goto(link ?? '');
    await open.getByRole('alert').filter({ hasText: INCOMPLETE }).waitFor();
    expect(await open.locator('body').innerText()).not.toContain(KEYWORD);
    await stranger.close();

    // Dark mode is the user's setting (the user menu is in the shell); the three screens again.
    await navigateInApp(page, '/content-projects', 'Content Projects');
    await openUserMenu(page, POWER);
    await setSwitch(page, 'Dark Mode', true);
    await closeUserMenu(page, POWER);
    await page.getByRole('grid', { name: 'Content projects' }).waitFor();
    await axeClean(page, '/content-projects dark');
    await navigateInApp(page, '/content-project/setup', 'New content project');
    await axeClean(page, '/content-project/setup dark');
    // Enter on a row of the list opens its competitors (the newest project is the first row).
    await navigateInApp(page, '/content-projects', 'Content Projects');
    await page.getByRole('grid', { name: 'Content projects' }).locator('[data-cell][tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Enter');
    await landedScreen(page, KEYWORD);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => page.locator('.wb-counts').textContent(), { timeout: 15_000 }).toBe('10 competitors');
    await axeClean(page, '/content-project/competitors dark');
    await runCommand(page, 'Back to all content projects');
    await landedScreen(page, 'Content Projects');
    await openUserMenu(page, POWER);
    await setSwitch(page, 'Dark Mode', false);
    await context.close();
  }, 240_000);
});

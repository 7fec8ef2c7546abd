import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volumeJobStartResponseSchema } from '../../src/domain/contracts/volume-jobs.ts';
import { DEMO_PASSWORD, loggedInPage, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { runCommand } from '../support/workbench-helpers.ts';
import { postJson } from '../support/server-process.ts';
import { keepScreenshot } from '../support/keep-screenshot.ts';

/**
 * Issue 7, scope 5: a bulk volume job reports through the bell. The job is started through the
 * API (the search volume screen has its own journey); this file watches the bell only.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'power@demo.test';
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const bellName = (page: Page) => bell(page).getAttribute('aria-label');

/** Resolves once the bell has loaded its list `count` times: on start, and again when the socket joined its room. */
function listLoads(page: Page, count: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve) => {
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/notifications/list' && response.ok() && ++seen === count) resolve();
    });
  });
}

/** Every aria-valuenow a progress bar of the bell ever shows, from the moment this is installed. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    window.progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('.notification-panel [role="progressbar"]')) seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

async function startVolumeJob(keywords: string[]): Promise<string> {
  const login = await postJson(`${env.server.url}/api/user/login`, { email: USER, pass: DEMO_PASSWORD });
  const token = (login.json as { token: string }).token;
  const started = await postJson(`${env.server.url}/api/research/volume-jobs/start`, { company_id: 1, keywords, location: 2276, language: 'de' }, token);
  expect(started.status).toBe(200);
  return volumeJobStartResponseSchema.parse(started.json).job_id;
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('the notification bell', () => {
  it('follows a bulk volume job to done, keeps it over a reload, and marks it read', async () => {
    const { context, page } = await loggedInPage(env, USER);
    const joined = listLoads(page, 2);
    await page.reload();
    await page.locator('main#main h1').waitFor();
    await joined;
    expect(await bellName(page)).toBe('Notifications');

    await bell(page).click();
    await panel(page).waitFor();
    await panel(page).getByText('No notifications yet.').waitFor();
    await recordProgress(page);

    const keywords = Array.from({ length: 2000 }, (_, i) => `winterjacke modell ${i}`);
    const jobId = await startVolumeJob(keywords);
    const entry = panel(page).getByRole('listitem');
    // Numbers are written the German way (SPEC §9), as the server's messages do.
    await entry.getByRole('link', { name: 'Open result: Search volume: 2.000 keywords' }).waitFor({ timeout: 60_000 });
    expect(await bellName(page)).toBe('Notifications, 1 unread');
    expect(await entry.count()).toBe(1);
    expect(await entry.getByRole('link').getAttribute('href')).toBe(`/searchvolume?job=${encodeURIComponent(jobId)}`);
    await entry.getByText('2.000 keywords looked up.').waitFor();
    await entry.getByText('a few seconds ago').waitFor();
    expect(await entry.locator('.notification-icon-done').count()).toBe(1);
    // The job may finish before a frame shows it in progress; whatever showed never went backwards.
    const seen = await page.evaluate(() => window.progressSeen);
    if (!seen) throw new Error('the progress probe was not installed');
    expect(seen).toEqual(seen.slice().sort((a, b) => a - b));
    expect(seen.every((value) => value >= 0 && value <= 100)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'notifications-light');

    // Escape closes the panel and gives focus back to the bell.
    await entry.getByRole('link').focus();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Notifications, 1 unread');

    // Stored: a reload shows the same entry, still unread.
    await page.reload();
    await page.locator('main#main h1').waitFor();
    await expect.poll(() => bellName(page), { timeout: 15_000 }).toBe('Notifications, 1 unread');

    // The commands: open the panel (focus moves into it), Tab reaches its controls, mark all read.
    await runCommand(page, 'Open notifications');
    await panel(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('notification-panel') ?? false)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Mark all read');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Open result: Search volume: 2.000 keywords');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });

    const readAll = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/read-all');
    await runCommand(page, 'Mark all notifications read');
    expect((await readAll).ok()).toBe(true);
    await expect.poll(() => bellName(page)).toBe('Notifications');

    await page.reload();
    await page.locator('main#main h1').waitFor();
    await bell(page).click();
    await panel(page).getByRole('listitem').waitFor();
    expect(await bellName(page)).toBe('Notifications');
    expect(await panel(page).getByRole('button', { name: 'Mark all read' }).getAttribute('aria-disabled')).toBe('true');

    // Dark mode, for the screenshot and the contrast check.
    await bell(page).click();
    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await page.keyboard.press('Escape');
    await bell(page).click();
    await panel(page).getByRole('listitem').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'notifications-dark');
    await context.close();
  });

  it('announces the end of a job in a polite live region, and shows it to a colleague in the same company only', async () => {
    const { context: powerContext, page } = await loggedInPage(env, USER);
    const { context: orangeContext, page: orange } = await loggedInPage(env, 'orange@demo.test');
    for (const p of [page, orange]) {
      const joined = listLoads(p, 2);
      await p.reload();
      await joined;
    }
    const before = await bellName(page);
    await startVolumeJob(['glühwein', 'sonnencreme', 'winterreifen']);
    const status = page.locator('.notification-bell [role="status"][aria-live="polite"]');
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toBe('Search volume: 3 keywords is done. 3 keywords looked up.');
    expect(await bellName(page)).not.toBe(before);
    expect(await bellName(orange)).toBe('Notifications');
    await powerContext.close();
    await orangeContext.close();
  });

  it('a company switch shows the list of that company, and switching back the first one again', async () => {
    const { context, page } = await loggedInPage(env, 'multi@demo.test');
    const openPanel = async () => {
      if ((await bell(page).getAttribute('aria-expanded')) !== 'true') await bell(page).click();
      await panel(page).waitFor();
    };
    await startVolumeJob(['apfelkuchen']);
    await openPanel();
    const entry = panel(page).getByRole('listitem').filter({ hasText: 'Search volume: 1 keyword' });
    await entry.waitFor({ timeout: 60_000 });

    await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Orange Media' });
    await waitForHtmlAttribute(page, 'data-theme', 'orange');
    await openPanel();
    await panel(page).getByText('No notifications yet.').waitFor();
    expect(await bellName(page)).toBe('Notifications');

    await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Demo GmbH' });
    await openPanel();
    await entry.waitFor();
    expect(await bellName(page)).toMatch(/^Notifications, \d+ unread$/);
    await context.close();
  });
});

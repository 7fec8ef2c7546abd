import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, seriousViolations, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { counts, grid, headers, runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 22, item 6: the table habits of Ahrefs and Semrush on the seeded Winter Sale, keyboard only.
 * Kept apart from the workbench journeys so those stay as fast as they were.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const INTENT = /^▸?(Informational|Navigational|Commercial|Transactional) · \d+ keywords?/u;

describe('table habits on Winter Sale', () => {
  it('shows a search-intent column, shows one intent and groups by intent from the palette', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test', { viewport: { width: 1400, height: 900 } });
    await page.goto(`${env.server.url}/research/Winter%20Sale`);
    await grid(page).waitFor();
    await expect.poll(() => counts(page).textContent()).toMatch(/^\d+ keywords/);
    const total = Number(/^(\d+)/.exec((await counts(page).textContent()) ?? '')?.[1]);
    expect(await headers(page)).toContain('Intent');

    // Winter Sale holds "… kaufen" phrases: showing the transactional ones keeps some, not all.
    await runCommand(page, 'Show keywords of one search intent…', 'Transactional');
    await expect.poll(() => counts(page).textContent()).toMatch(new RegExp(`^\\d+ of ${total} keywords`));
    const kept = Number(/^(\d+)/.exec((await counts(page).textContent()) ?? '')?.[1]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(total);
    const intentColumn = await grid(page).getByRole('columnheader').filter({ hasText: /^Intent/u }).getAttribute('aria-colindex');
    const cells = await grid(page).locator(`[role=row] [role=gridcell][aria-colindex="${intentColumn}"]`).allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    expect(new Set(cells)).toEqual(new Set(['Transactional']));
    await runCommand(page, 'Show keywords of one search intent…', 'Every intent');
    await expect.poll(() => counts(page).textContent()).toMatch(new RegExp(`^${total} keywords`));

    await runCommand(page, 'Group keywords by search intent');
    await expect.poll(async () => (await grid(page).locator('.wb-group').allTextContents()).length).toBeGreaterThan(1);
    for (const label of await grid(page).locator('.wb-group').allTextContents()) expect(label).toMatch(INTENT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-mode', 'dark'));
    await page.screenshot({ path: '/tmp/shots/table-habits-dark.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

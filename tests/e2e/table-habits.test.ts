import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, seriousViolations, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { counts, grid, headers, runCommand } from '../support/workbench-helpers.ts';
import { keepScreenshot } from '../support/keep-screenshot.ts';

/**
 * Issue 22, item 6: the table habits of Ahrefs and Semrush on the seeded Winter Sale, by keyboard
 * (the pointer only where the habit is a pointer's: dragging a header, the header's menu).
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
    await keepScreenshot(page, 'table-habits-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('pins columns, drags a header and reopens a saved view after a reload, named after the next reload', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test', { viewport: { width: 1400, height: 900 } });
    const winter = `${env.server.url}/research/Winter%20Sale`;
    await page.goto(winter);
    await grid(page).waitFor();
    await expect.poll(() => counts(page).textContent()).toMatch(/^\d+ keywords/);
    const header = (title: string) => grid(page).getByRole('columnheader').filter({ hasText: new RegExp(`^${title}`, 'u') });

    await runCommand(page, 'Pin or unpin a column…', 'Pin Difficulty');
    await expect.poll(async () => (await headers(page)).slice(0, 2)).toEqual(['Keyword', 'Difficulty, pinned']);
    // The header's own menu pins the column it was opened on.
    await header('Intent').click({ button: 'right' });
    await page.getByRole('menu', { name: 'Column actions' }).getByRole('menuitem', { name: 'Pin or unpin this column' }).click();
    await expect.poll(async () => (await headers(page)).slice(0, 3)).toEqual(['Keyword', 'Difficulty, pinned', 'Intent, pinned']);
    // Pinned columns stay in view while the table scrolls sideways.
    const before = await header('Intent').boundingBox();
    await grid(page).evaluate((element) => element.scrollBy({ left: 400 }));
    await expect.poll(async () => (await header('Intent').boundingBox())?.x).toBe(before?.x);
    await grid(page).evaluate((element) => element.scrollTo({ left: 0 }));

    // A header dragged onto another takes its place, and a screen reader hears where it went.
    const from = await header('Category').boundingBox();
    const to = await header('Avg. volume').boundingBox();
    if (!from || !to) throw new Error('headers not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await headers(page)).slice(3, 5)).toEqual(['Category', 'Avg. volume']);
    await expect.poll(() => page.getByText(/^Category moved to position 1 of \d+ unpinned columns\.$/u).count()).toBe(1);
    const arranged = await headers(page);

    await runCommand(page, 'Save this view as a new view…');
    await page.getByRole('dialog').getByLabel('View name').fill('Difficulty first');
    await page.keyboard.press('Enter');
    const viewsButton = page.getByRole('button', { name: 'View: Difficulty first' });
    await viewsButton.waitFor();
    await viewsButton.click();
    await page.getByRole('region', { name: 'Saved views' }).getByRole('button', { name: 'Difficulty first' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A fresh load of the plain address shows no pins; the saved view brings back all of it.
    await page.goto(winter);
    await grid(page).waitFor();
    await expect.poll(async () => (await headers(page)).slice(0, 2)).toEqual(['Keyword', 'Category']);
    await runCommand(page, 'Open a saved view…', 'Difficulty first');
    await expect.poll(() => headers(page)).toEqual(arranged);
    expect(await seriousViolations(page)).toEqual([]);

    // The open view is named in the URL: a reload still names it, and a change marks it modified.
    await page.waitForURL((url) => url.searchParams.has('savedView'));
    await page.reload();
    await page.getByRole('button', { name: 'View: Difficulty first', exact: true }).waitFor();
    await runCommand(page, 'Unpin all columns');
    await page.getByRole('button', { name: 'View: Difficulty first (modified)', exact: true }).waitFor();
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, seriousViolations, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { activeCell, counts, download, grid, headers, runCommand, tabIntoGrid } from '../support/workbench-helpers.ts';
import { keepScreenshot } from '../support/keep-screenshot.ts';

/**
 * Issue 8, keyboard only: the workbench's side tools on the seeded Winter Sale (rankings, details,
 * comparison, keyword clipboard, add to a collection, parameter columns and their removal with undo).
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

describe('the workbench side tools, keyboard only', () => {
  it('shows rankings for a domain, opens details, compares at most 10 keywords, collects keywords in the clipboard, and removes a column with undo', async () => {
    const { context, page } = await loggedInPage(env, 'admin@demo.test', { viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    await page.goto(`${env.server.url}/research/Winter%20Sale`);
    await grid(page).waitFor();
    await expect.poll(() => counts(page).textContent()).toMatch(/^2\d\d keywords$/u);

    // Rankings: the domain is normalised by the domain rule; a ranking column appears and is exported.
    const rankings = page.getByRole('form', { name: 'Rankings' });
    await rankings.getByLabel('Rankings for').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('https://example.de/shop');
    await page.keyboard.press('Enter');
    await rankings.getByText('Rankings shown for www.example.de').waitFor();
    await expect.poll(() => headers(page)).toContain('Ranking');
    await tabIntoGrid(page);
    const csv = await download(page, () => page.keyboard.press('t').then(() => page.keyboard.press('e')));
    const [head = [], ...body] = csv.body.toString('utf8').slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    const rankAt = head.indexOf('Ranking');
    expect(rankAt).toBeGreaterThan(0);
    expect(body.some((cells) => /^\d+$/.test(cells[rankAt] ?? ''))).toBe(true);

    // Details: Enter on a row opens the history chart; Escape closes it and gives focus back.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowRight');
    const keyword = await page.evaluate(() => document.activeElement?.closest('[role=row]')?.getAttribute('data-keyword'));
    await page.keyboard.press('Enter');
    const details = page.getByRole('complementary', { name: `Keyword details: ${keyword ?? ''}` });
    await details.waitFor();
    await details.getByRole('radio', { name: /24/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => details.getByRole('radio', { name: /24/ }).isChecked()).toBe(true);
    await keepScreenshot(page, 'workbench-details');
    await page.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);
    await expect.poll(() => activeCell(page)).not.toBeNull();

    // Compare: every row is more than the graph's maximum and is refused with a message naming it.
    await page.keyboard.press('Control+a');
    await expect.poll(() => counts(page).textContent()).toMatch(/selected$/u);
    await page.keyboard.press('c');
    await page.getByRole('status').filter({ hasText: 'at most 10 keywords' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press(' ');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => counts(page).textContent()).toContain('3 selected');
    await page.keyboard.press('c');
    const compare = page.getByRole('list', { name: 'Compared keywords' });
    await compare.waitFor();
    await expect.poll(() => compare.getByRole('listitem').count()).toBe(3);
    await keepScreenshot(page, 'workbench-compare');
    await page.getByRole('button', { name: 'Close the comparison' }).press('Enter');

    // The keyword clipboard collects the selection and lists it.
    await tabIntoGrid(page);
    await page.keyboard.press('k');
    await page.getByRole('status').filter({ hasText: /Copied 3 keywords to the clipboard/u }).waitFor();
    await runCommand(page, 'Open the keyword clipboard');
    await expect.poll(() => page.getByRole('list', { name: 'Keywords in the clipboard' }).getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Close the clipboard' }).press('Enter');

    // The selection goes into a collection from the palette; Winter Sale has them already.
    await tabIntoGrid(page);
    expect(await counts(page).textContent()).toContain('3 selected');
    await runCommand(page, 'Add the selected keywords to a collection…', 'Winter Sale');
    await page.getByRole('status').filter({ hasText: 'Added 0 keywords to Winter Sale. 3 were already in it.' }).waitFor();

    // A preposition column starts filled from the keywords: grouping by it shows "mit", "ohne", "für"…
    await runCommand(page, 'New custom column…');
    const addColumn = page.getByRole('dialog', { name: 'Add column' });
    await addColumn.getByRole('radio', { name: 'Prepositions' }).focus();
    await page.keyboard.press('Space');
    await addColumn.getByRole('button', { name: 'Create column' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headers(page)).toContain('Preposition');
    await runCommand(page, 'Group by…', 'Preposition');
    await expect.poll(async () => (await grid(page).locator('.wb-group .wb-group-label').allTextContents()).join(' | ')).toMatch(/mit · \d+ keywords/u);
    await keepScreenshot(page, 'workbench-prepositions');
    expect(await seriousViolations(page)).toEqual([]);

    // Removing the column takes its values; Ctrl+Z in the table brings both back.
    await runCommand(page, 'Group by…', 'No grouping');
    await runCommand(page, 'Columns…');
    const columnsDialog = page.getByRole('dialog', { name: 'Columns' });
    await columnsDialog.getByRole('button', { name: 'Remove column Preposition' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: /^Removed the column Preposition and its \d+ values\./u }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).not.toContain('Preposition');
    await keepScreenshot(page, 'workbench-column-removed');
    await tabIntoGrid(page);
    await page.keyboard.press('Control+z');
    await page.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    await expect.poll(() => headers(page)).toContain('Preposition');
    await runCommand(page, 'Group by…', 'Preposition');
    await expect.poll(async () => (await grid(page).locator('.wb-group .wb-group-label').allTextContents()).join(' | ')).toMatch(/mit · \d+ keywords/u);
    await context.close();
  });
});

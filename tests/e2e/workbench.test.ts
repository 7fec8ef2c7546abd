import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, logInThroughPage, seriousViolations, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { activeCell, counts, domChangesInOneSecond, download, grid, headers, runCommand, tabIntoGrid } from '../support/workbench-helpers.ts';
import { keepScreenshot } from '../support/keep-screenshot.ts';

/**
 * Issue 8, keyboard only: the keyword workbench on the seeded Winter Sale. No step clicks; keys move,
 * select, open dialogs and run commands.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

describe('the keyword workbench on Winter Sale, keyboard only', () => {
  it('filters, sorts, groups, hides a column, sets a custom column, exports, keeps the layout and shares read-only', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test', { viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    await page.goto(`${env.server.url}/research/Winter%20Sale`);
    await grid(page).waitFor();
    await expect.poll(() => counts(page).textContent()).toMatch(/^2\d\d keywords/);
    const total = Number(/^(\d+)/.exec((await counts(page).textContent()) ?? '')?.[1]);
    // An idle table does not re-render: a render loop once starved the palette of every chance to paint.
    expect(await domChangesInOneSecond(page)).toBeLessThan(20);

    // Into the grid with Tab, then the arrows move one cell at a time.
    await tabIntoGrid(page);
    expect(await activeCell(page)).toBe('0:1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await activeCell(page)).toBe('1:2');
    await page.keyboard.press('Control+Home');
    expect(await activeCell(page)).toBe('0:0');

    // Filter: "glühwein, punsch" includes, volume greater than 1.000.
    await page.keyboard.press('f');
    const filterDialog = page.getByRole('dialog', { name: /Filter keywords/ });
    await filterDialog.waitFor();
    await filterDialog.getByLabel('Field').selectOption({ label: 'Keyword' });
    await filterDialog.getByLabel('Condition').selectOption({ label: 'includes' });
    await filterDialog.getByLabel('Value').focus();
    await page.keyboard.type('glühwein, punsch');
    await page.keyboard.press('Enter');
    await filterDialog.getByLabel('Field').selectOption({ label: 'Avg. volume' });
    await filterDialog.getByLabel('Condition').selectOption({ label: 'greater than' });
    await filterDialog.getByLabel('Value').focus();
    await page.keyboard.type('1.000');
    await page.keyboard.press('Enter');
    await filterDialog.getByRole('button', { name: /Remove filter: Avg\. volume/ }).waitFor();
    await page.keyboard.press('Escape');
    // The two filters reach the table's engine one after the other: the count is read once two readings
    // half a second apart agree, not from the first filter's count on its way to the second's.
    let lastCount: string | null = null;
    await expect
      .poll(async () => {
        const now = await counts(page).textContent();
        const settled = now === lastCount && new RegExp(`^\\d+ of ${total} keywords$`).test(now ?? '');
        lastCount = now;
        return settled;
      }, { interval: 500, timeout: 30_000 })
      .toBe(true);
    const matched = Number(/^(\d+) of/.exec((await counts(page).textContent()) ?? '')?.[1]);
    expect(matched).toBeGreaterThan(5);
    expect(matched).toBeLessThan(total);
    expect(new URL(page.url()).searchParams.get('filters')).toContain('punsch');

    // Sort by volume, descending: Enter on its header twice.
    await tabIntoGrid(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await activeCell(page)).toBe('-1:2');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const volumeHeader = grid(page).getByRole('columnheader', { name: /Avg\. volume/ });
    await expect.poll(() => volumeHeader.getAttribute('aria-sort')).toBe('descending');
    // Back undoes the last view change (the second Enter), as the view lives in the URL.
    await page.goBack();
    await expect.poll(() => volumeHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.goForward();
    await expect.poll(() => volumeHeader.getAttribute('aria-sort')).toBe('descending');

    // Group near-duplicates from the palette, then back to no grouping.
    await runCommand(page, 'Group by…', 'Near-duplicates');
    await expect.poll(() => counts(page).textContent()).toMatch(/in \d+ groups/);
    await runCommand(page, 'Group by…', 'No grouping');
    await expect.poll(() => counts(page).textContent()).not.toMatch(/groups/);

    // Hide the Competition column in the column manager.
    expect(await headers(page)).toContain('Competition');
    await runCommand(page, 'Columns…');
    const columnsDialog = page.getByRole('dialog', { name: 'Columns' });
    await columnsDialog.waitFor();
    await columnsDialog.getByRole('checkbox', { name: /Competition/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await expect.poll(async () => {
      const titles = await headers(page);
      return titles.includes('Keyword') && titles.includes('Avg. volume') && !titles.includes('Competition');
    }).toBe(true);
    expect(new URL(page.url()).searchParams.get('columns')).not.toContain('adwords_competition');

    // A custom dropdown column with two coloured options, stored with the collection.
    await runCommand(page, 'New custom column…');
    const addColumn = page.getByRole('dialog', { name: 'Add column' });
    await addColumn.waitFor();
    await addColumn.getByLabel('Name').focus();
    await page.keyboard.type('Priority');
    await addColumn.getByLabel('Option 1 text').focus();
    await page.keyboard.type('High');
    await addColumn.getByRole('button', { name: 'Add option' }).focus();
    await page.keyboard.press('Enter');
    await addColumn.getByLabel('Option 2 text').focus();
    await page.keyboard.type('Low');
    await addColumn.getByRole('button', { name: 'Create column' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headers(page)).toContain('Priority');

    // Every filtered row (Ctrl+A) gets High; then two rows chosen with Space and Shift+Down get Low.
    await tabIntoGrid(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+a');
    await expect.poll(() => counts(page).textContent()).toContain(`${matched} selected`);
    await runCommand(page, 'Set a custom column for the selected keywords…', 'Priority');
    const setValue = page.getByRole('dialog', { name: `Set Priority for ${matched} keywords` });
    await setValue.waitFor();
    await setValue.getByRole('radio', { name: 'High' }).focus();
    await page.keyboard.press('Space');
    await setValue.getByRole('button', { name: 'Set value' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `Set Priority for ${matched} keywords.` }).waitFor();
    await tabIntoGrid(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => counts(page).textContent()).not.toContain('selected');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => counts(page).textContent()).toContain('2 selected');
    await runCommand(page, 'Set a custom column for the selected keywords…', 'Priority');
    await page.getByRole('dialog', { name: 'Set Priority for 2 keywords' }).getByRole('radio', { name: 'Low' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Set Priority for 2 keywords.' }).waitFor();
    await runCommand(page, 'Group by…', 'Priority');
    await expect.poll(() => grid(page).locator('.wb-group').allTextContents()).toEqual([
      expect.stringContaining(`High · ${matched - 2} keywords`),
      expect.stringContaining('Low · 2 keywords'),
    ]);
    await runCommand(page, 'Group by…', 'No grouping');
    await expect.poll(() => counts(page).textContent()).not.toMatch(/groups/);
    await keepScreenshot(page, 'workbench-light');

    // CSV: BOM, semicolons, the visible columns in order and names, the filter and sort, German numbers.
    await tabIntoGrid(page);
    const csv = await download(page, () => page.keyboard.press('t').then(() => page.keyboard.press('e')));
    expect(csv.name).toMatch(/^winter-sale-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    const [head = [], ...body] = lines;
    const visible = await headers(page);
    expect(head).toEqual(visible);
    expect(head).not.toContain('Competition');
    expect(body).toHaveLength(matched);
    const volumeAt = head.indexOf('Avg. volume');
    const volumes = body.map((cells) => Number((cells[volumeAt] ?? '').replace(',', '.')));
    expect(volumes.every((v) => v > 1000)).toBe(true);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(body.every((cells) => /glühwein|punsch/.test(cells[0] ?? ''))).toBe(true);
    const cpcAt = head.indexOf('CPC high');
    expect(body.some((cells) => /^\d+,\d{2}$/.test(cells[cpcAt] ?? ''))).toBe(true);
    const priorityAt = head.indexOf('Priority');
    expect(body.filter((cells) => cells[priorityAt] === 'Low')).toHaveLength(2);
    expect(body.filter((cells) => cells[priorityAt] === 'High')).toHaveLength(matched - 2);

    // XLSX read back with the same library: numbers are numbers with a German-capable format, header frozen.
    const xlsx = await download(page, () => page.keyboard.press('t').then(() => page.keyboard.press('x')));
    expect(xlsx.name).toMatch(/^winter-sale-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    // Read as a stream: ExcelJS's own Buffer declaration clashes with Node's Buffer type in load().
    await book.xlsx.read(Readable.from([xlsx.body]));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, ...head]);
    expect(sheet.rowCount).toBe(matched + 1);
    const volumeCell = sheet.getRow(2).getCell(volumeAt + 1);
    expect(typeof volumeCell.value).toBe('number');
    expect(volumeCell.value).toBe(volumes[0]);
    expect(volumeCell.numFmt).toBe('#,##0');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThan(10);

    // axe on the table: nothing serious or critical.
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-mode', 'dark'));
    await keepScreenshot(page, 'workbench-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-mode', 'light'));

    // The layout (Competition hidden) survives logout and login, without the link's view params.
    await page.goto(`${env.server.url}/logout`);
    await page.waitForURL((url) => url.pathname === '/login');
    await logInThroughPage(page, env.server.url, 'power@demo.test');
    await page.goto(`${env.server.url}/research/Winter%20Sale`);
    await grid(page).waitFor();
    await expect.poll(async () => {
      const titles = await headers(page);
      return titles.includes('Priority') && titles.includes('Avg. volume') && !titles.includes('Competition');
    }).toBe(true);
    await expect.poll(() => counts(page).textContent()).toMatch(new RegExp(`^${total} keywords`));

    // A layout change is saved even when the page is left at once (reload, closed tab): not 400 ms later.
    await runCommand(page, 'Columns…');
    await page.getByRole('dialog', { name: 'Columns' }).getByRole('checkbox', { name: /Trend/ }).focus();
    await page.keyboard.press('Space');
    await page.goto(`${env.server.url}/research/Winter%20Sale`);
    await grid(page).waitFor();
    await expect.poll(async () => {
      const titles = await headers(page);
      return titles.includes('Avg. volume') && !titles.includes('Trend') && !titles.includes('Competition');
    }).toBe(true);

    // The shared link shows the same table read-only: no removal, and no custom column, since the
    // owner did not choose to share them (decision 0025).
    const share = page.getByRole('button', { name: 'Copy link' });
    if ((await share.count()) === 0) await page.getByRole('button', { name: 'Share' }).press('Enter');
    else await share.press('Enter');
    const status = page.getByRole('status').filter({ hasText: '/research/shared/' });
    const link = /(http\S+\/research\/shared\/[A-Za-z0-9_-]{22})/u.exec((await status.textContent()) ?? '')?.[1];
    expect(link).toBeDefined();
    await context.close();

    const stranger = await env.browser.newContext({ viewport: { width: 1200, height: 800 } });
    const open = await stranger.newPage();
    await open.goto(`${link ?? ''}?sort=${encodeURIComponent(JSON.stringify({ column: 'avgsv', direction: 'desc' }))}`);
    const shared = open.getByRole('grid', { name: 'Keywords of Winter Sale' });
    await shared.waitFor();
    await expect.poll(() => shared.getByRole('columnheader', { name: /Avg\. volume/ }).getAttribute('aria-sort')).toBe('descending');
    expect(await shared.locator('[role=columnheader] .wb-header-text').allTextContents()).not.toContain('Priority');
    expect(await open.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await open.getByRole('button', { name: 'Add keywords' }).count()).toBe(0);
    expect(await seriousViolations(open)).toEqual([]);
    await keepScreenshot(open, 'workbench-shared');
    await stranger.close();
  });
});

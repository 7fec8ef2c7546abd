import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landedScreen, loggedInPage, seriousViolations, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { counts, runCommand, tabIntoGrid } from '../support/workbench-helpers.ts';

/**
 * Issue 17, keyboard only: Suggests grouped by pattern and as one table, Questions grouped by
 * question word, and the historical volume of two keywords with its year-over-year change.
 * Set RESEARCH_SQ_SCREENSHOTS=/tmp/sq to keep light, dark and narrow shots.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const shots = process.env.RESEARCH_SQ_SCREENSHOTS;
async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}
const POLL = { timeout: 30_000 };

/** One table in the workbench (the shortcut v switches), filtered by a word, one row added to Winter Sale: by keyboard. */
async function tableFilterAndCollect(page: Page, gridName: string, word: string): Promise<void> {
  await page.locator('h1').focus();
  await page.keyboard.press('v');
  await page.waitForURL((url) => url.searchParams.get('display') === 'table');
  const grid = page.getByRole('grid', { name: gridName });
  await grid.waitFor(POLL);
  await expect.poll(() => counts(page).textContent(), POLL).toMatch(/^[\d.]+ keywords/u);
  await page.keyboard.press('f');
  const filterDialog = page.getByRole('dialog', { name: /Filter keywords/ });
  await filterDialog.waitFor();
  await filterDialog.getByLabel('Field').selectOption({ label: 'Keyword' });
  await filterDialog.getByLabel('Condition').selectOption({ label: 'includes' });
  await filterDialog.getByLabel('Value').focus();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(() => counts(page).textContent(), POLL).toMatch(/^\d+ of [\d.]+ keywords/u);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('glühwein');
  await tabIntoGrid(page);
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect.poll(() => counts(page).textContent()).toContain('1 selected');
  await runCommand(page, 'Add the selected keywords to a collection…', 'Winter Sale');
  await page.getByRole('status').filter({ hasText: /Added \d keywords? to Winter Sale\.|already in it/u }).first().waitFor(POLL);
}

async function axeLightAndDark(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-light`);
  await runCommand(page, 'Dark Mode');
  await waitForHtmlAttribute(page, 'data-mode', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-dark`);
  await runCommand(page, 'Dark Mode');
  await waitForHtmlAttribute(page, 'data-mode', 'light');
}

/**
 * The Suggests journey took 30-47 s on this 2-core machine when it was quiet, but 177 s at a load
 * average of 20 (axe over the grouped view, ~3.600 nodes, alone took 65 s); each journey gets room
 * for the busy rate.
 */
const JOURNEY_MS = 240_000;

describe('Suggests and Questions, keyboard only', () => {
  it('Suggests: groups the suggestions of glühwein, switches to the table, filters and adds to a collection', { timeout: JOURNEY_MS }, async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test', { viewport: { width: 1400, height: 900 } });

    // /suggests: the seed field is the first stop after the focused heading.
    await page.goto(`${env.server.url}/suggests`);
    expect((await landedScreen(page, 'Suggests')).h1).toEqual(['Suggests']);
    await page.getByText('Type a keyword and press Enter.').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('research-seed');
    await page.keyboard.type('glühwein');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/suggests' && url.searchParams.get('keyword') === 'glühwein' && url.searchParams.get('location') === '2276' && url.searchParams.get('language') === 'de');

    // Grouped as AnswerThePublic groups them (needs the server's groups: branch h-api).
    const alphabet = page.getByRole('region', { name: /^Alphabet · / });
    await alphabet.waitFor(POLL);
    await page.getByRole('region', { name: /^Prepositions · / }).waitFor();
    await page.getByRole('region', { name: /^Questions · / }).waitFor();
    // A long term shows its strongest phrases; Enter on "Show all" opens the rest.
    const more = alphabet.getByRole('button', { name: /^Show all \d+/u }).first();
    await more.focus();
    await page.keyboard.press('Enter');
    const fewer = alphabet.getByRole('button', { name: /^Show fewer/u });
    await fewer.waitFor();
    expect(await fewer.getAttribute('aria-expanded')).toBe('true');
    const summary = await page.locator('.research-count').textContent();
    expect(Number(/^([\d.]+) suggestions/u.exec(summary ?? '')?.[1]?.replace('.', ''))).toBeGreaterThanOrEqual(50);
    await expect.poll(() => alphabet.getByRole('heading', { level: 3 }).first().textContent()).toMatch(/^glühwein a…/u);
    await axeLightAndDark(page, 'suggests-groups');

    // Patterns are picked from the palette and kept in the URL.
    await runCommand(page, 'Show or hide the comparison suggestions');
    await page.waitForURL((url) => url.searchParams.get('patterns') !== null);
    await expect.poll(() => page.getByRole('region', { name: /^Comparisons · / }).count()).toBe(0);
    await runCommand(page, 'Show or hide the comparison suggestions');
    await page.waitForURL((url) => url.searchParams.get('patterns') === null);

    await tableFilterAndCollect(page, 'Keyword suggestions for glühwein', 'rezept');
    await context.close();
  });

  it('Questions: groups by question word, filters the table and adds to a collection, and charts the historical volume of two keywords with the year-over-year change', { timeout: JOURNEY_MS }, async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test', { viewport: { width: 1400, height: 900 } });
    // Grouped by question word (needs the server's groups: branch h-api).
    await page.goto(`${env.server.url}/questions?keyword=glühwein&location=2276&language=de`);
    expect((await landedScreen(page, 'Questions')).h1).toEqual(['Questions']);
    const questions = page.getByRole('region', { name: /^Questions · / });
    await questions.waitFor(POLL);
    const words = await questions.getByRole('heading', { level: 3 }).allTextContents();
    expect(words.length).toBeGreaterThanOrEqual(3);
    // Each term heading is a question word and its volume, e.g. `Wie …37.488` or `Gibt es …15.648`.
    for (const word of words) expect(word).toMatch(/^\p{Lu}\p{Ll}*( \p{Ll}+)* …[\d.]+$/u);
    expect(words).toEqual(expect.arrayContaining([expect.stringMatching(/^Wie …/u), expect.stringMatching(/^Was …/u), expect.stringMatching(/^Warum …/u)]));
    await tableFilterAndCollect(page, 'Keyword questions for glühwein', 'wie');
    await page.locator('h1').focus();
    await page.keyboard.press('v');
    await page.waitForURL((url) => url.searchParams.get('display') === null);
    await questions.waitFor(POLL);

    // Historical volume of two keywords: h focuses the field, Ctrl+Enter shows the history.
    await page.locator('h1').focus();
    await page.keyboard.press('h');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('glühwein');
    await page.keyboard.press('Enter');
    await page.keyboard.type('punsch');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL((url) => url.searchParams.get('history') === 'glühwein\npunsch');
    const table = page.getByRole('region', { name: 'Monthly search volume table' });
    await table.waitFor(POLL);
    expect(await table.locator('tbody th').allTextContents()).toEqual(['glühwein', 'punsch']);
    // Keyword, average, two changes and 48 months.
    expect(await table.locator('thead th').count()).toBe(4 + 48);
    for (const change of await table.locator('tbody td.historical-change').allTextContents()) expect(change).toMatch(/^([+-][\d.]+(,\d)? %|0 %|-) \((up|down|unchanged|unknown)\)$/u);
    expect(await page.locator('.historical-figure').count()).toBe(2);
    expect(await page.locator('.historical-figure svg.recharts-surface').count()).toBe(2);
    // The chart is one tab stop of its own.
    expect(await page.locator('.historical-figure .recharts-wrapper [tabindex="0"], .historical-figure svg[tabindex="0"]').count()).toBeGreaterThanOrEqual(2);
    await runCommand(page, 'Show 12 months of history');
    await page.waitForURL((url) => url.searchParams.get('months') === '12');
    await expect.poll(() => table.locator('thead th').count()).toBe(4 + 12);
    await axeLightAndDark(page, 'questions-history');
    await context.close();
  });
});

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePages, type BenchPage, type PageServer } from '../../bench/workbench-browser-harness.ts';
import { PAGE_NAME, WORKER_NAME, type EndFigures, type VisibleLines } from '../../bench/scroll-page/figures.ts';
import { launchChromium } from '../support/browser.ts';

/**
 * The grid's pages (src/workbench/view/line-pages.ts) in Chromium. The app pages past 416,666 lines,
 * which no browser test can load quickly; the bench page mounts the real grid, engine worker and
 * keyword columns over 5,000 generated rows in pages of 1,000 instead, so every rule is crossed
 * several times: the body is one page tall, every line can be scrolled and keyed to, and a page
 * move keeps the lines on screen where they were.
 */
const LINES = 5_000;
const PAGE_SIZE = 1_000;
const root = path.resolve(import.meta.dirname, '..', '..');
const PAGES: BenchPage[] = [
  { name: PAGE_NAME, entry: path.join(root, 'bench', 'scroll-page', 'main.tsx') },
  { name: WORKER_NAME, entry: path.join(root, 'src', 'workbench', 'engine', 'worker.ts'), worker: true },
];

let server: PageServer;
let browser: Browser;
let page: Page;
const call = <T,>(expression: string): Promise<T> => page.evaluate(`window.__scrollBench.${expression}`) as Promise<T>;
const focusedCell = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);

beforeAll(async () => {
  server = await servePages(PAGES);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url(PAGE_NAME));
  await page.waitForFunction('typeof window.__scrollBench === "object"');
  await call(`mount(${LINES}, ${PAGE_SIZE})`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a grid longer than one page of its body', () => {
  it('is one page tall, and dragging the scrollbar to the bottom again and again reaches the last line and back', async () => {
    const bodyHeight = await page.evaluate(() => document.querySelector<HTMLElement>('.wb-body')?.offsetHeight ?? 0);
    expect(bodyHeight).toBe(PAGE_SIZE * 36);
    const end = await call<EndFigures>("scrollToEdge('end')");
    expect(end.reached).toBe(true);
    expect(end.steps).toBeGreaterThan(1);
    expect((await call<EndFigures>("scrollToEdge('start')")).reached).toBe(true);
  });

  it('scrolls through every page line by line: at a page move no line is skipped or shown twice', async () => {
    expect((await call<EndFigures>("scrollToEdge('start')")).reached).toBe(true);
    let shown = await call<VisibleLines | null>('scrollBy(0)');
    expect(shown?.first).toBe(0);
    let steps = 0;
    while (shown && shown.last < LINES - 1) {
      const before: VisibleLines = shown;
      // 50 lines a step: the page moves on every ten steps or so.
      shown = await call<VisibleLines | null>('scrollBy(1800)');
      steps += 1;
      if (shown && shown.last < LINES - 1) expect(shown.first, `step ${steps}`).toBe(before.first + 50);
    }
    expect(shown?.last).toBe(LINES - 1);
    expect(steps).toBeGreaterThanOrEqual(Math.floor((LINES - 25) / 50));
  });

  it('Ctrl+End and Ctrl+Home take the focus to the last and the first line, on screen', async () => {
    await page.locator('[data-cell^="0:"]').first().waitFor();
    expect((await call<EndFigures>("scrollToEdge('start')")).reached).toBe(true);
    await page.locator('[data-cell="0:1"]').focus();
    await page.keyboard.press('Control+End');
    await expect.poll(focusedCell).toMatch(new RegExp(`^${LINES - 1}:`, 'u'));
    await expect.poll(() => call<VisibleLines | null>('scrollBy(0)').then((s) => s?.last)).toBe(LINES - 1);
    await page.keyboard.press('Control+Home');
    await expect.poll(focusedCell).toBe('0:0');
    await expect.poll(() => call<VisibleLines | null>('scrollBy(0)').then((s) => s?.first)).toBe(0);
  });
});

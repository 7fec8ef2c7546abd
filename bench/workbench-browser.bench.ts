// Times the workbench engine in Chromium: the real worker (src/workbench/engine/worker.ts) bundled with
// esbuild, driven from a page through the engine client, for 10,000, 100,000 and 1,000,000 generated rows.
// Run: node --import tsx bench/workbench-browser.bench.ts
// Every figure is measured on the page's main thread, so it includes postMessage both ways; "floor" is a
// plain Float64Array.prototype.sort of as many numbers on the main thread. Beside each figure the peer:
// AG Grid Community's client-side row model on the same rows and operations (workbench-peer-page.ts).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBenchChromium, servePages, type BenchPage } from './workbench-browser-harness.ts';
import type { BrowserFigures } from './workbench-browser-page.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const TARGETS = new Map([
  [100_000, 50],
  [1_000_000, 400],
]);
const bench = import.meta.dirname;
const PAGES: BenchPage[] = [
  { name: 'workbench-engine', entry: path.join(bench, 'workbench-browser-page.ts') },
  { name: 'workbench-engine-worker', entry: path.join(bench, '..', 'src', 'workbench', 'engine', 'worker.ts'), worker: true },
];

const ms = (value: number): string => `${value.toFixed(1).padStart(8)} ms`;
const mb = (bytes: number): string => `${(bytes / 1_048_576).toFixed(0).padStart(8)} MB`;

/** The page's JS heap from CDP when the page cannot measure itself (main thread only: the worker's heap is not in it). */
async function cdpHeap(page: Page): Promise<number | null> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
}

/** Issue 15's targets for the figures a user feels, at 1,000,000 rows. */
const FIRST_TARGETS = { load: 1_500, filterFirst: 400, sortKeywordFirst: 400, memoryMb: 600 };

/** One line beside the peer: engine, AG Grid, their ratio (under 1: the engine is faster), and a target where one is set. */
function versus(label: string, engine: number, peer: number, target?: number): string {
  const ratio = peer > 0 ? (engine / peer).toFixed(2) : '?';
  const goal = target === undefined ? '' : `   target < ${target} ms: ${engine < target ? 'met' : 'MISSED'}`;
  return `  ${label.padEnd(36)}${ms(engine)}   AG Grid ${ms(peer)}   ratio ${ratio.padStart(5)}${goal}`;
}

function print(f: BrowserFigures, heap: { bytes: number | null; source: string }): boolean {
  const target = TARGETS.get(f.rows);
  const met = target === undefined || f.filterSortGroup < target;
  const verdict = target === undefined ? '' : `   target < ${target} ms: ${met ? 'met' : 'MISSED'}`;
  const big = f.rows >= 1_000_000;
  const p = f.peer;
  console.log(`\n${f.rows.toLocaleString('en')} rows (${f.matched.toLocaleString('en')} pass the filter, AG Grid ${p.matched.toLocaleString('en')}; ${f.groups.toLocaleString('en')} groups)`);
  console.log(`  generate on the page (not engine)   ${ms(f.generate)}`);
  console.log(versus('load into the worker (postMessage)', f.load, p.load, big ? FIRST_TARGETS.load : undefined));
  console.log(versus('filter (first)', f.filterFirst, p.filterFirst, big ? FIRST_TARGETS.filterFirst : undefined));
  console.log(versus('filter (warm)', f.filter, p.filter));
  console.log(versus('sort by keyword after it (first)', f.sortKeywordFirst, p.sortKeywordFirst, big ? FIRST_TARGETS.sortKeywordFirst : undefined));
  console.log(versus('sort by keyword after it (warm)', f.sortKeyword, p.sortKeyword));
  console.log(versus('sort by volume (first)', f.sortVolumeFirst, p.sortVolumeFirst));
  console.log(versus('sort by volume (warm)', f.sortVolume, p.sortVolume));
  console.log(`  floor: Float64Array sort            ${ms(f.floor)}`);
  console.log(`  sort by volume + duplicate grouping ${ms(f.duplicates)}`);
  console.log(`  filter + sort + group               ${ms(f.filterSortGroup)}${verdict}`);
  console.log(`  ... and the first 50 lines back     ${ms(f.firstWindow)}`);
  const memoryVerdict = big && heap.bytes !== null ? `   target < ${FIRST_TARGETS.memoryMb} MB: ${heap.bytes / 1_048_576 < FIRST_TARGETS.memoryMb ? 'met' : 'MISSED'}` : '';
  console.log(`  memory of the tab (engine loaded)   ${heap.bytes === null ? '       ?' : mb(heap.bytes)}   (${heap.source})${memoryVerdict}`);
  return met;
}

async function main(): Promise<boolean> {
  const server = await servePages(PAGES);
  const browser = await launchBenchChromium();
  let ok = true;
  try {
    console.log(`Workbench engine in Chromium ${browser.version()} (headless, a Web Worker, production bundle)`);
    for (const count of SIZES) {
      // A fresh page per size: one size's garbage and warm caches do not colour the next one's figures.
      const page = await browser.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(server.url('workbench-engine'));
      await page.waitForFunction('typeof window.__workbenchBench === "function"');
      // A string, not a function: tsx would compile a function with helpers the page does not have.
      const figures = (await page.evaluate(`window.__workbenchBench(${count})`)) as BrowserFigures;
      const heap = figures.memory === null ? { bytes: await cdpHeap(page), source: 'CDP JSHeapUsedSize, page only' } : { bytes: figures.memory, source: figures.memorySource };
      ok = print(figures, heap) && ok;
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return ok;
}

process.exitCode = (await main()) ? 0 : 1;

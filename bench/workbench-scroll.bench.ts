// Scrolls the real keyword grid in Chromium: WorkbenchGrid with useWorkbenchEngine, useGridInteraction,
// the keyword columns, the app's CSS and the engine's real worker, bundled with esbuild (production).
// Run: node --import tsx bench/workbench-scroll.bench.ts   (SCROLL_PROFILE=1 profiles even when the target is met;
// SCROLL_TRACE=file.json keeps the traced pass for chrome://tracing or Perfetto)
// For 100,000 rows it scrolls for 5 s (60 px a frame, a jump every 40 frames; then 5 s without jumps) and reports the longest
// main-thread task (from a Chromium trace of a second pass, and from the page's 'longtask' observer),
// frames, and lines shown without data. For 10k/100k/1M: the time from mounting until the first rows are
// painted, from setting filter + sort + group until the new first line is painted, and the tab's memory.
// When a task is over 50 ms, a third pass runs on an unminified bundle under V8's CPU profiler.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBenchChromium, servePages, type BenchPage, type PageServer } from './workbench-browser-harness.ts';
import { bundleModules, functionTimes, parseCpuProfile, type FunctionTime } from './scroll-page/cpu-profile.ts';
import { PAGE_NAME, WORKER_NAME, type EndFigures, type LoadFigures, type MemoryFigure, type QueryFigures, type ScrollFigures } from './scroll-page/figures.ts';
import { taskBreakdown, taskStats, threadTasks, traceEventsOf } from './scroll-page/trace-tasks.ts';
import { printProfile, printScroll, printTable, SCROLL_ROWS, TASK_TARGET, type SizeFigures, type TracedScroll } from './workbench-scroll-report.ts';

const SIZES = [10_000, 100_000, 1_000_000];
const SCROLL_MS = 5_000;
const VIEWPORT = { width: 1440, height: 900 };
const bench = import.meta.dirname;
const PAGES: BenchPage[] = [
  { name: PAGE_NAME, entry: path.join(bench, 'scroll-page', 'main.tsx') },
  { name: WORKER_NAME, entry: path.join(bench, '..', 'src', 'workbench', 'engine', 'worker.ts'), worker: true },
];
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** A string, not a function: tsx would compile a function with helpers the page does not have. */
function call<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(`window.__scrollBench.${expression}`) as Promise<T>;
}

async function cdpHeap(page: Page): Promise<MemoryFigure> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return { bytes: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null, source: 'CDP JSHeapUsedSize, page only' };
}

/** A fresh page per run: one size's garbage and warm caches do not colour the next one's figures. */
async function openGrid(browser: Browser, server: PageServer, rows: number): Promise<{ page: Page; load: LoadFigures }> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(server.url(PAGE_NAME));
  await page.waitForFunction('typeof window.__scrollBench === "object"');
  return { page, load: await call<LoadFigures>(page, `mount(${rows})`) };
}

/** The second scroll pass under a trace: every main-thread task, not only those over 50 ms. */
async function tracedScroll(browser: Browser, page: Page): Promise<TracedScroll> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const figures = await call<ScrollFigures>(page, `scroll(${SCROLL_MS}, true)`);
  const trace = await browser.stopTracing();
  if (process.env.SCROLL_TRACE) await fs.writeFile(process.env.SCROLL_TRACE, trace);
  const events = traceEventsOf(JSON.parse(trace.toString('utf8')));
  const [main] = threadTasks(events, 'CrRendererMain');
  const [worker] = threadTasks(events, 'DedicatedWorker thread');
  if (!main) throw new Error('the trace holds no task of the page main thread');
  return {
    main: taskStats(main.tasks, figures.seconds),
    worker: worker ? taskStats(worker.tasks, figures.seconds) : null,
    frames: figures.frames,
    all: taskBreakdown(events, 'CrRendererMain', 0).times,
    long: taskBreakdown(events, 'CrRendererMain', TASK_TARGET),
  };
}

async function measure(browser: Browser, server: PageServer, rows: number): Promise<SizeFigures> {
  const { page, load } = await openGrid(browser, server, rows);
  try {
    let scroll: SizeFigures['scroll'];
    if (rows === SCROLL_ROWS) {
      const observed = await call<ScrollFigures>(page, `scroll(${SCROLL_MS}, true)`);
      const steady = await call<ScrollFigures>(page, `scroll(${SCROLL_MS}, false)`);
      scroll = { observed, steady, traced: await tracedScroll(browser, page) };
    }
    const end = await call<EndFigures>(page, "scrollToEdge('end')");
    const query = await call<QueryFigures>(page, 'query()');
    const measured = await call<MemoryFigure>(page, 'memory()');
    const memory = measured.bytes === null ? await cdpHeap(page) : measured;
    return { load, end, query, memory, ...(scroll ? { scroll } : {}) };
  } finally {
    await page.close();
  }
}

/** A scroll pass over an unminified bundle under V8's sampling profiler, so functions keep their names. */
async function profiledScroll(browser: Browser): Promise<FunctionTime[]> {
  const server = await servePages(PAGES, { minify: false });
  try {
    const { page } = await openGrid(browser, server, SCROLL_ROWS);
    const session = await page.context().newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 250 });
    await session.send('Profiler.start');
    await call<ScrollFigures>(page, `scroll(${SCROLL_MS}, true)`);
    const { profile } = await session.send('Profiler.stop');
    await page.close();
    const bundle = await (await fetch(server.url(PAGE_NAME).replace(/\.html$/, '.js'))).text();
    const moduleAt = bundleModules(bundle);
    return functionTimes(parseCpuProfile(profile), (url, line) => moduleAt(line) ?? `${url.split('/').pop() ?? ''}:${line}`);
  } finally {
    await server.close();
  }
}

async function main(): Promise<boolean> {
  const server = await servePages(PAGES);
  const browser = await launchBenchChromium();
  let ok = true;
  try {
    const load = os.loadavg()[0] ?? 0;
    console.log(`Keyword grid in Chromium ${browser.version()} (headless, ${VIEWPORT.width}×${VIEWPORT.height}, production bundle, engine in a Web Worker)`);
    console.log(`Machine: ${os.cpus().length} cores, load average ${load.toFixed(1)} at the start: figures over a busy machine's scheduling are upper bounds.`);
    const figures: SizeFigures[] = [];
    for (const rows of SIZES) {
      const f = await measure(browser, server, rows);
      figures.push(f);
      if (f.scroll) ok = printScroll(f.scroll) && ok;
      ok = f.end.reached && ok;
    }
    printTable(figures);
    if (!ok || process.env.SCROLL_PROFILE === '1') printProfile(await profiledScroll(browser));
  } finally {
    await browser.close();
    await server.close();
  }
  return ok;
}

process.exitCode = (await main()) ? 0 : 1;

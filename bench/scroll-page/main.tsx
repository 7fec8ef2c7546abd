/**
 * The page of the Chromium scroll bench: mounts the real keyword grid over generated rows, with the
 * engine's real worker, and answers the Node driver (bench/workbench-scroll.bench.ts) through
 * `window.__scrollBench`. Every figure is taken on the page's main thread.
 */
import '../../src/ui/styles.css';
import '../../src/workbench/view/workbench.css';
import { createRoot } from 'react-dom/client';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { createEngineClient, workerTransport, type EngineClient, type EngineTransport } from '../../src/workbench/engine/engine-client.ts';
import type { ViewQuery } from '../../src/workbench/engine/protocol.ts';
import { BENCH_FILTERS, generateRows } from '../workbench-rows.ts';
import { BenchWorkbench, NO_QUERY } from './bench-workbench.tsx';
import { PAGE_NAME, WORKER_NAME, type EndFigures, type LoadFigures, type MemoryFigure, type QueryFigures, type ScrollFigures, type VisibleLines } from './figures.ts';
import { afterPaint, firstLineKeyword, gridElement, scrollToEdge, visibleLines, waitForFirstLine } from './grid-probes.ts';
import { observeLongTasks, scrollFor } from './scroll-run.ts';
import { LINE_HEIGHT } from '../../src/workbench/view/workbench-grid.tsx';


const FILTER_SORT_GROUP: ViewQuery = {
  ...NO_QUERY,
  filters: BENCH_FILTERS,
  sort: [{ column: 'avgsv', direction: 'desc' }],
  grouping: { by: 'duplicates' },
};
const WARM_REPEATS = 3;
const TIMEOUT = 120_000;

/** What the Node driver calls on the page. */
export interface ScrollBench {
  /** `pageSize`: lines per page of the grid body, for tests that page a small table. */
  mount(count: number, pageSize?: number): Promise<LoadFigures>;
  scrollToEdge(edge: 'start' | 'end'): Promise<EndFigures>;
  /** The lines on screen after scrolling the grid by `pixels` (and painting twice). */
  scrollBy(pixels: number): Promise<VisibleLines | null>;
  /** Without jumps the scroll only steps 60 px a frame. */
  scroll(milliseconds: number, jumps: boolean): Promise<ScrollFigures>;
  query(): Promise<QueryFigures>;
  memory(): Promise<MemoryFigure>;
}

interface BenchWindow {
  __scrollBench?: ScrollBench;
}

interface MeasuringPerformance {
  measureUserAgentSpecificMemory?: () => Promise<{ bytes: number }>;
}

let windowRequests = 0;
let setQuery: ((query: ViewQuery) => void) | null = null;

/** The app's worker transport, counting the window requests scrolling causes. */
function countingTransport(inner: EngineTransport): EngineTransport {
  return {
    post(request, transfer) {
      if (request.type === 'window') windowRequests += 1;
      inner.post(request, transfer);
    },
    listen: (receive) => inner.listen(receive),
    close: () => inner.close(),
  };
}

function createBenchEngine(): EngineClient {
  const worker = new Worker(new URL(`./${WORKER_NAME}.js`, import.meta.url), { type: 'module', name: 'keyword-engine' });
  return createEngineClient(countingTransport(workerTransport(worker)));
}

function loadStyles(): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `./${PAGE_NAME}.css`;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error('the bench styles did not load'));
    document.head.append(link);
  });
}

function generate(count: number): { rows: KeywordRow[]; time: number } {
  const start = performance.now();
  const rows = generateRows(count);
  return { rows, time: performance.now() - start };
}

async function mount(count: number, pageSize?: number): Promise<LoadFigures> {
  await loadStyles();
  const generated = generate(count);
  // Generating is a long task of its own: end it before observing, or it counts as the table's.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const host = document.createElement('div');
  host.style.padding = '0 1rem';
  document.body.append(host);
  const longTasks = observeLongTasks();
  const start = performance.now();
  createRoot(host).render(
    <BenchWorkbench rows={generated.rows} createEngine={createBenchEngine} onQuerySetter={(set) => (setQuery = set)} {...(pageSize === undefined ? {} : { pageSize })} />,
  );
  const shown = await waitForFirstLine(() => true, TIMEOUT);
  const grid = gridElement();
  // Without the stylesheet the grid grows to all its lines and renders every one: no figure would mean anything.
  if (getComputedStyle(grid).overflowY !== 'auto') throw new Error('the workbench styles are not applied to the grid');
  const lines = Number(grid.getAttribute('aria-rowcount') ?? '1') - 1;
  return {
    rows: count,
    generate: generated.time,
    firstRows: shown - start,
    lines,
    longestLoadTask: Math.max(0, ...longTasks.stop()),
  };
}

/** Sets the query and times it until line 0 shows a keyword `accept` takes, painted. */
async function timeQuery(query: ViewQuery, accept: (keyword: string) => boolean): Promise<number> {
  if (!setQuery) throw new Error('the grid is not mounted');
  const start = performance.now();
  const shown = waitForFirstLine(accept, TIMEOUT);
  setQuery(query);
  return (await shown) - start;
}

async function query(): Promise<QueryFigures> {
  if (!(await scrollToEdge('start')).reached) throw new Error('the first line could not be scrolled to');
  // Back from the end, line 0 waits for its window of data a frame or two.
  await waitForFirstLine(() => true, TIMEOUT);
  const unfiltered = firstLineKeyword();
  if (unfiltered === null) throw new Error('line 0 shows no keyword before the query');
  // The unfiltered first row fails the bench filter, so a changed line 0 means the new view is shown.
  const changed = (keyword: string): boolean => keyword !== unfiltered;
  const first = await timeQuery(FILTER_SORT_GROUP, changed);
  const firstKeyword = firstLineKeyword() ?? '';
  let warm = Number.POSITIVE_INFINITY;
  for (let i = 0; i < WARM_REPEATS; i++) {
    await timeQuery(NO_QUERY, (keyword) => keyword === unfiltered);
    warm = Math.min(warm, await timeQuery(FILTER_SORT_GROUP, changed));
  }
  const lines = Number(gridElement().getAttribute('aria-rowcount') ?? '1') - 1;
  return { first, warm, firstKeyword, lines };
}

async function memory(): Promise<MemoryFigure> {
  const measuring: Performance & MeasuringPerformance = performance;
  if (!crossOriginIsolated || !measuring.measureUserAgentSpecificMemory) return { bytes: null, source: 'unavailable' };
  const result = await measuring.measureUserAgentSpecificMemory();
  return { bytes: result.bytes, source: 'measureUserAgentSpecificMemory (page + worker)' };
}

const target: Window & BenchWindow = window;
async function scrollBy(pixels: number): Promise<VisibleLines | null> {
  const grid = gridElement();
  const header = grid.querySelector<HTMLElement>('.wb-head')?.offsetHeight ?? 0;
  const fullScreen = Math.floor((grid.clientHeight - header) / LINE_HEIGHT);
  grid.scrollTop += pixels;
  // The rows of a new position render a frame or two after the scroll; a page move may add one.
  let shown: VisibleLines | null = null;
  for (let frame = 0; frame < 10; frame++) {
    await afterPaint();
    shown = visibleLines(grid);
    if (shown && shown.last - shown.first + 1 >= fullScreen) break;
  }
  return shown;
}

target.__scrollBench = { mount, scroll: (ms, jumps) => scrollFor(ms, jumps, () => windowRequests), query, memory, scrollToEdge: (edge) => scrollToEdge(edge), scrollBy };

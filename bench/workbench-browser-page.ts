/**
 * The page of the Chromium workbench bench: generates rows, hands them to the engine's real Web
 * Worker and times each step from the main thread, so every figure includes the messages both ways.
 * The bench calls `window.__workbenchBench(n)` and prints what it answers.
 */
import { createEngineClient, workerTransport, type EngineClient } from '../src/workbench/engine/engine-client.ts';
import type { ViewQuery } from '../src/workbench/engine/protocol.ts';
import { runPeer, type PeerFigures } from './workbench-peer-page.ts';
import { BENCH_FILTERS, generateRows } from './workbench-rows.ts';

export interface BrowserFigures {
  rows: number;
  matched: number;
  groups: number;
  generate: number;
  load: number;
  filterFirst: number;
  filter: number;
  sortVolumeFirst: number;
  sortVolume: number;
  /** The first sort by keyword, asked for after the filter: the one a user feels. */
  sortKeywordFirst: number;
  sortKeyword: number;
  duplicates: number;
  filterSortGroup: number;
  firstWindow: number;
  floor: number;
  /** Bytes, and how they were measured. */
  memory: number | null;
  memorySource: string;
  /** AG Grid Community on the same rows and operations, in the same page after the engine closed. */
  peer: PeerFigures;
}

interface MemoryMeasurement {
  bytes: number;
}
interface MeasuringPerformance {
  measureUserAgentSpecificMemory?: () => Promise<MemoryMeasurement>;
}
interface BenchWindow {
  __workbenchBench?: (count: number) => Promise<BrowserFigures>;
}

const none: ViewQuery = { filters: [], context: {}, sort: [], grouping: { by: 'none' } };
const byVolume = { column: 'avgsv', direction: 'desc' } as const;

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function best(times: number, run: () => Promise<unknown>): Promise<number> {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) min = Math.min(min, await time(run));
  return min;
}

async function memory(): Promise<{ bytes: number | null; source: string }> {
  const measuring: Performance & MeasuringPerformance = performance;
  if (!crossOriginIsolated || !measuring.measureUserAgentSpecificMemory) return { bytes: null, source: 'unavailable' };
  const result = await measuring.measureUserAgentSpecificMemory();
  return { bytes: result.bytes, source: 'measureUserAgentSpecificMemory' };
}

/** In a function of its own so the page's rows are garbage once the worker holds its copy, as in the app. */
async function generateAndLoad(engine: EngineClient, count: number): Promise<{ generate: number; load: number }> {
  const start = performance.now();
  const rows = generateRows(count);
  const generate = performance.now() - start;
  return { generate, load: await time(() => engine.load(rows)) };
}

async function run(count: number): Promise<BrowserFigures> {
  const runs = count >= 1_000_000 ? 3 : 5;
  const engine = createEngineClient(workerTransport(new Worker(new URL('./workbench-engine-worker.js', import.meta.url), { type: 'module' })));
  try {
    // The app creates its worker when the table mounts, before the rows come from the API: a worker
    // still starting would hold back the keywords sent ahead of the rows (ranks-ahead.ts).
    await engine.summary();
    const { generate, load } = await generateAndLoad(engine, count);
    const filterQuery = { ...none, filters: BENCH_FILTERS };
    const filterFirst = await time(() => engine.setView(filterQuery));
    const filter = await best(runs, () => engine.setView(filterQuery));
    // The order of the peer's steps (workbench-peer-page.ts): keyword after the filter, then volume without it.
    const keywordQuery: ViewQuery = { ...filterQuery, sort: [{ column: 'keyword', direction: 'asc' }] };
    const sortKeywordFirst = await time(() => engine.setView(keywordQuery));
    const sortKeyword = await best(runs, () => engine.setView(keywordQuery));
    const volumeQuery: ViewQuery = { ...none, sort: [byVolume] };
    const sortVolumeFirst = await time(() => engine.setView(volumeQuery));
    const sortVolume = await best(runs, () => engine.setView(volumeQuery));
    const duplicates = await best(runs, () => engine.setView({ ...none, sort: [byVolume], grouping: { by: 'duplicates' } }));
    const all: ViewQuery = { ...none, filters: BENCH_FILTERS, sort: [byVolume], grouping: { by: 'duplicates' } };
    const filterSortGroup = await best(runs, () => engine.setView(all));
    await engine.setView(none);
    const firstWindow = await best(runs, async () => {
      await engine.setView(all);
      await engine.window(0, 50);
    });
    const summary = await engine.setView(all);
    const volumes = Float64Array.from({ length: count }, (_, i) => ((i * 2_654_435_761) % 5000) * 10);
    const floor = await best(3, () => Promise.resolve(volumes.slice().sort()));
    const measured = await memory();
    engine.close();
    // A task later, so the worker's end and the engine's garbage are behind the peer's start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const peer = runPeer(count);
    return {
      rows: count,
      matched: summary.matched,
      groups: summary.groups,
      generate,
      load,
      filterFirst,
      filter,
      sortVolumeFirst,
      sortVolume,
      sortKeywordFirst,
      sortKeyword,
      duplicates,
      filterSortGroup,
      firstWindow,
      floor,
      memory: measured.bytes,
      memorySource: measured.source,
      peer,
    };
  } finally {
    engine.close();
  }
}

const target: Window & BenchWindow = window;
target.__workbenchBench = run;

// Times the workbench engine (src/workbench/engine) in Node for 10,000, 100,000 and 1,000,000 generated
// rows. Run: node --import tsx bench/workbench-engine.bench.ts
// "floor" is a plain Float64Array.prototype.sort of the same column: no ids carried, no stability, no
// missing values — the least any sort of that column could cost.
// The rows go through JSON first, as they reach the page from the API: generated rows hold their
// keywords as concatenations (V8 cons strings), which the engine in the worker never sees and which
// make every string comparison slower. The machine's load average is printed with the figures.
import os from 'node:os';
import { allIds, loadColumnStore, numberColumn, type ColumnStore } from '../src/workbench/engine/column-store.ts';
import { filterIds } from '../src/workbench/engine/columnar-filter.ts';
import { sortIds } from '../src/workbench/engine/columnar-sort.ts';
import { groupIds } from '../src/workbench/engine/grouping.ts';
import { packRows } from '../src/workbench/engine/packed-rows.ts';
import { unpackRows } from '../src/workbench/engine/row-table.ts';
import { createView, defaultViewSpec } from '../src/workbench/engine/view.ts';
import { BENCH_FILTERS as filters, generateRows } from './workbench-rows.ts';

const SIZES = [10_000, 100_000, 1_000_000];
const TARGETS = new Map([
  [100_000, 50],
  [1_000_000, 400],
]);

function time<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

/** The best of `times` runs: the figure least coloured by garbage collection and other processes. */
function best(times: number, run: () => unknown): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) min = Math.min(min, time(run).ms);
  return min;
}

function floor(column: Float64Array): number {
  return best(3, () => column.slice().sort());
}

const fmt = (ms: number): string => `${ms.toFixed(1).padStart(8)} ms`;

function benchSize(n: number): boolean {
  const rows = JSON.parse(JSON.stringify(generateRows(n))) as ReturnType<typeof generateRows>;
  const load = time(() => loadColumnStore(rows));
  const store: ColumnStore = load.result;
  const ids = allIds(store);
  const runs = n >= 1_000_000 ? 3 : 5;

  const filterCold = time(() => filterIds(store, ids, filters)).ms;
  const filter = best(runs, () => filterIds(store, ids, filters));
  const matched = filterIds(store, ids, filters);
  const sortVolume = best(runs, () => sortIds(store, ids, { column: 'avgsv', direction: 'desc' }));
  const sortKeywordCold = time(() => sortIds(store, ids, { column: 'keyword', direction: 'asc' })).ms;
  const sortKeyword = best(runs, () => sortIds(store, ids, { column: 'keyword', direction: 'asc' }));
  const byVolume = sortIds(store, ids, { column: 'avgsv', direction: 'desc' });
  const duplicates = best(runs, () => groupIds(store, byVolume, { by: 'duplicates' }));
  const spec = { ...defaultViewSpec, filters, sort: [{ column: 'avgsv' as const, direction: 'desc' as const }], grouping: { by: 'duplicates' as const } };
  const all = best(runs, () => createView(store, spec));
  const view = createView(store, spec);
  const volumeFloor = floor(numberColumn(store, 2));
  const matchedVolumes = Float64Array.from(matched, (id) => numberColumn(store, 2)[id] ?? Number.NaN);

  const load1 = os.loadavg()[0] ?? 0;
  console.log(`\n${n.toLocaleString('en')} rows, load average ${load1.toFixed(1)} on ${os.availableParallelism()} cores (${matched.length.toLocaleString('en')} pass the filter, ${view.groups?.length.toLocaleString('en')} groups)`);
  console.log(`  load into the column store        ${fmt(load.ms)}`);
  console.log(`  filter (first, folds the text)    ${fmt(filterCold)}`);
  console.log(`  filter                            ${fmt(filter)}`);
  console.log(`  sort by volume                    ${fmt(sortVolume)}   floor ${fmt(volumeFloor)}`);
  console.log(`  sort by keyword (first, collates) ${fmt(sortKeywordCold)}`);
  console.log(`  sort by keyword                   ${fmt(sortKeyword)}   floor ${fmt(volumeFloor)} (volume column; no Float64Array of text)`);
  console.log(`  duplicate grouping                ${fmt(duplicates)}`);
  // What postMessage costs the rows in Node: packed column by column (as the client sends them), and as
  // they are (only up to 100,000 rows: a million take twenty seconds). Last, because the copies it makes
  // are garbage that would colour the figures after it.
  const packed = time(() => {
    const packing = packRows(rows);
    return packing ? unpackRows(structuredClone(packing.packed, { transfer: packing.transfer })) : structuredClone(rows);
  }).ms;
  const cloned = n <= 100_000 ? time(() => structuredClone(rows)).ms : null;
  const target = TARGETS.get(n);
  const verdict = target === undefined ? '' : all < target ? `  target < ${target} ms: met` : `  target < ${target} ms: MISSED`;
  console.log(`  filter + sort + group             ${fmt(all)}   floor ${fmt(floor(matchedVolumes))} (sort of the filtered volumes)${verdict}`);
  console.log(`  rows to the worker, packed        ${fmt(packed)}${cloned === null ? '' : `   as they are ${fmt(cloned)}`}`);
  return target === undefined || all < target;
}

let ok = true;
for (const n of SIZES) ok = benchSize(n) && ok;
process.exitCode = ok ? 0 : 1;

/**
 * The peer in the Chromium workbench bench (issue 15): AG Grid Community's client-side row model, the
 * grid a team would pick instead of the engine, timed on the page the engine is timed on, with the same
 * generated rows and the same operations in the same order (workbench-browser-page.ts):
 * load, the filter (first, then warm), a sort by keyword after that filter (first, then warm), and a
 * sort by volume without the filter (first, then warm). AG Grid filters and sorts on the page's main
 * thread, synchronously, so each figure is the call and the row model's refresh; its text sort uses
 * `localeCompare` (`accentedSort`), as the engine collates with `Intl.Collator('de')`.
 */
import { AllCommunityModule, createGrid, ModuleRegistry, type ColDef, type FilterModel, type GridApi } from 'ag-grid-community';
import type { KeywordRow } from '../src/domain/keyword-row.ts';
import { generateRows } from './workbench-rows.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

export interface PeerFigures {
  rows: number;
  matched: number;
  load: number;
  filterFirst: number;
  filter: number;
  sortKeywordFirst: number;
  sortKeyword: number;
  sortVolumeFirst: number;
  sortVolume: number;
}

/** BENCH_FILTERS (workbench-rows.ts) in AG Grid's words: the keyword holds neither term, volume above 1000. */
const FILTER: FilterModel = {
  keyword: {
    filterType: 'text',
    operator: 'AND',
    conditions: [
      { filterType: 'text', type: 'notContains', filter: 'test' },
      { filterType: 'text', type: 'notContains', filter: 'online' },
    ],
  },
  avgsv: { filterType: 'number', type: 'greaterThan', filter: 1000 },
};

const COLUMNS: ColDef<KeywordRow>[] = [
  { field: 'keyword', filter: 'agTextColumnFilter' },
  { field: 'avgsv', filter: 'agNumberColumnFilter' },
  { field: 'adwords_cpc_low' },
  { field: 'adwords_cpc_high' },
  { field: 'categories' },
];

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function best(times: number, run: () => void): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) min = Math.min(min, time(run));
  return min;
}

function sortBy(api: GridApi<KeywordRow>, column: 'keyword' | 'avgsv', sort: 'asc' | 'desc'): void {
  api.applyColumnState({ state: [{ colId: column, sort }], defaultState: { sort: null } });
}

/** Leaves the grid unsorted and unfiltered, so the next step starts where the engine's does. */
function reset(api: GridApi<KeywordRow>): void {
  api.setFilterModel(null);
  api.applyColumnState({ defaultState: { sort: null } });
}

export function runPeer(count: number): PeerFigures {
  const runs = count >= 1_000_000 ? 3 : 5;
  const host = document.createElement('div');
  host.style.cssText = 'width: 900px; height: 500px; position: absolute; left: -10000px;';
  document.body.append(host);
  const rows = generateRows(count);
  const started = performance.now();
  const grid = createGrid<KeywordRow>(host, { columnDefs: COLUMNS, rowData: rows, accentedSort: true, animateRows: false });
  const load = performance.now() - started;
  try {
    const filterFirst = time(() => grid.setFilterModel(FILTER));
    const matched = grid.getDisplayedRowCount();
    // Warm: the same filter again, which AG Grid runs over every row anew (and re-sorts none: unsorted).
    const filter = best(runs, () => grid.onFilterChanged());
    // The first keyword sort after the filter, as a user would ask for it; then the same again (AG Grid sorts anew each time).
    const sortKeywordFirst = time(() => sortBy(grid, 'keyword', 'asc'));
    const sortKeyword = best(runs, () => grid.refreshClientSideRowModel('sort'));
    reset(grid);
    const sortVolumeFirst = time(() => sortBy(grid, 'avgsv', 'desc'));
    const sortVolume = best(runs, () => grid.refreshClientSideRowModel('sort'));
    return { rows: count, matched, load, filterFirst, filter, sortKeywordFirst, sortKeyword, sortVolumeFirst, sortVolume };
  } finally {
    grid.destroy();
    host.remove();
  }
}

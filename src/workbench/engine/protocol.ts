/** The messages between the view (engine-client.ts) and the worker that owns the rows (engine-host.ts). */
import type { Filter, FilterContext } from '../../domain/filters.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { SortSpec } from './columnar-sort.ts';
import type { CustomValue } from './custom-values.ts';
import type { PackedRows } from './packed-rows.ts';
import type { Grouping } from './grouping.ts';
import type { SelectAction } from './selection.ts';
import type { ViewWindow } from './view-window.ts';

/** The view part a client sets; expanded groups are kept by the worker and changed with `expand`. */
export interface ViewQuery {
  filters: readonly Filter[];
  context: FilterContext;
  /** The sort columns, the first deciding; empty: load order. */
  sort: readonly SortSpec[];
  grouping: Grouping;
}

export type EngineCommand =
  /** The rows as they are, or packed column by column (packed-rows.ts), which arrives far faster. */
  | { type: 'load'; rows: KeywordRow[] | PackedRows }
  | { type: 'view'; query: ViewQuery }
  | { type: 'expand'; key: string | null; expanded: boolean }
  | { type: 'select'; action: SelectAction; ids: number[] }
  | { type: 'selectAll' }
  | { type: 'window'; start: number; count: number }
  | { type: 'selection' }
  /** The current ViewSummary; changes nothing. */
  | { type: 'summary' }
  /** Sets `custom_{name}` on rows `ids` and rebuilds the view with the same settings. */
  | { type: 'setCustom'; name: string; ids: number[]; value: CustomValue }
  /** The matched rows in view order ('view'), or only the selected ones among them ('selection'). */
  | { type: 'rows'; scope: RowScope }
  /** Selects the rows of lines `from` to `to` inclusive; a group line stands for all its rows. */
  | { type: 'selectLines'; from: number; to: number; action: SelectAction }
  /** The line now showing row `id`. */
  | { type: 'lineOf'; id: number }
  /** New rows for the same table: the view settings stay, the selection follows the keywords. */
  | { type: 'replaceRows'; rows: KeywordRow[] | PackedRows }
  /**
   * The keywords of the rows about to follow (`load` or `replaceRows`), joined, text i ending at
   * `ends[i]`: sent ahead, so the worker collates them while the page packs the rest (ranks-ahead.ts).
   */
  | { type: 'keywordsAhead'; joined: string; ends: Uint32Array };

export type RowScope = 'view' | 'selection';

export type EngineRequest = EngineCommand & { requestId: number };

/** What the view needs after any change: how many rows passed, how many lines to scroll, how many are selected. */
export interface ViewSummary {
  type: 'summary';
  size: number;
  matched: number;
  lines: number;
  groups: number;
  selected: number;
  /** How many of the matched rows are selected. */
  selectedMatched: number;
}

export interface ViewRows {
  type: 'rows';
  /** Packed column by column when that is possible (packed-rows.ts): an export of a million rows. */
  rows: KeywordRow[] | PackedRows;
  /** The row id of each of `rows`. */
  ids: Uint32Array;
}

export type EngineResult =
  | ViewSummary
  | ({ type: 'window' } & ViewWindow)
  | { type: 'selection'; ids: Uint32Array }
  | ViewRows
  /** -1 when no line shows the row. */
  | { type: 'line'; line: number };

export type EngineResponse =
  | { requestId: number; ok: true; result: EngineResult }
  | { requestId: number; ok: false; error: string };

export const COMMAND_TYPES: readonly EngineCommand['type'][] = [
  'load',
  'view',
  'expand',
  'select',
  'selectAll',
  'window',
  'selection',
  'summary',
  'setCustom',
  'rows',
  'selectLines',
  'lineOf',
  'replaceRows',
  'keywordsAhead',
];
const COMMAND_TYPE_SET: ReadonlySet<string> = new Set(COMMAND_TYPES);

/** A guard at the worker's edge: a message that is not a request is answered with an error, not a crash. */
export function requestIdOf(message: unknown): number | null {
  if (typeof message !== 'object' || message === null || !('requestId' in message)) return null;
  return typeof message.requestId === 'number' ? message.requestId : null;
}

export function isEngineRequest(message: unknown): message is EngineRequest {
  if (requestIdOf(message) === null || typeof message !== 'object' || message === null || !('type' in message)) return false;
  return typeof message.type === 'string' && COMMAND_TYPE_SET.has(message.type);
}

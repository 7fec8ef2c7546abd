import type { ReactNode } from 'react';
import type { ColumnDefinition } from '../columns/column-definition.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { RowActionHandlers, TableUndo } from './use-row-actions.ts';
import type { WorkbenchSearch } from './view-search.ts';

/** What a table's rows are called, one and many, for its counts ("1 project", "3 projects"). */
export type RowNouns = readonly [one: string, many: string];

export const KEYWORD_NOUNS: RowNouns = ['keyword', 'keywords'];

/** What a screen hands the keyword table; its own file so the table's parts can name it without importing the table. */
export interface WorkbenchProps extends RowActionHandlers {
  /** The screen's route prefix: table-wide commands apply there. */
  route: string;
  /** The view in the URL, as the screen's route validated it (filters, sort, grouping, columns). */
  view: WorkbenchSearch;
  label: string;
  rows: readonly KeywordRow[];
  rateUsdToEur: number | null;
  location: number | null;
  language: string;
  /** The base of export file names ("Winter Sale" → winter-sale-2026-11-23.csv). */
  exportName: string;
  readOnly?: boolean;
  amazon?: boolean;
  /** The rows carry their own `ranking` cell (a domain's keywords): the ranking column shows without a ranking lookup. */
  rankingColumn?: boolean;
  /** False hides the ad-hoc ranking lookup: a monitoring project's rows carry the tracked positions, which a lookup must not replace. */
  rankingLookup?: boolean;
  customColumns?: readonly ColumnDefinition[];
  onCreateCustomColumn?(column: ColumnDefinition): Promise<void>;
  /** Removes a custom column and its values; the answer offers the undo. */
  onRemoveCustomColumn?(value: string): Promise<TableUndo>;
  /** Shown in place of the table when there are no rows at all. */
  empty: ReactNode;
  /**
   * What the first column holds when its rows are not search phrases (a content project's keyword,
   * a competitor's URL); the row's `keyword` stays its identity for selection and filters.
   */
  keywordColumn?: { readonly title: string; readonly tooltip: string };
  /**
   * False when the rows are not search phrases (competitors, terms, users): the tools that only make
   * sense for a keyword (the keyword clipboard, keyword details and its search volume, the compare
   * chart, collections, search intent and near-duplicate grouping, the ranking lookup) are not offered.
   * True by default.
   */
  keywordTools?: boolean;
  /** What the rows are, one and many (["competitor", "competitors"]), for the counts; keywords by default. */
  rowNouns?: RowNouns;
  /**
   * Rows with an on/off state of their own (a competitor in or out of the analysis): Space on a row
   * toggles that state through `onToggle` instead of the table's row selection (Shift+arrows,
   * Ctrl+A and the row checkboxes still select), and `hint` says so above the table and to screen
   * readers as the grid's description, so the key does what the screen is about.
   */
  rowToggle?: { readonly hint: string; onToggle(row: KeywordRow): void };
  /** Enter or a double click on a row: by default the keyword's details; a screen whose rows are other things opens its own. */
  onOpenRow?(row: KeywordRow): void;
}

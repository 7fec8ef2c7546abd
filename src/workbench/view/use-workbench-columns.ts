/**
 * The table's columns: the keyword columns and the table's custom columns, arranged by the user's
 * saved layout, with the visible set of a link on top. Changing them saves the layout, and a change
 * of what is visible also goes into the URL, so Back undoes it and a copied link shows the same columns.
 */
import { useCallback, useMemo } from 'react';
import type { MonthKey } from '../../domain/keyword-row.ts';
import type { ColumnDefinition } from '../columns/column-definition.ts';
import { KEYWORD_COLUMN, keywordColumns } from '../columns/keyword-columns.ts';
import { applyLayout, layoutOf } from '../columns/table-layout.ts';
import { urlColumnsOf, withUrlColumns } from './url-columns.ts';
import { useSavedLayout } from './use-saved-layout.ts';

export interface ColumnSource {
  tableKey: string;
  months: readonly MonthKey[];
  amazon: boolean;
  ranking: boolean;
  /** The custom columns of the shown collection; they belong to it, not to the user's layout. */
  customColumns: readonly ColumnDefinition[];
  urlColumns: readonly string[] | undefined;
  changeUrlColumns(values: string[]): void;
  /** A title and tooltip for the first column when its rows are not search phrases. */
  keywordColumn?: { readonly title: string; readonly tooltip: string } | undefined;
}

export interface WorkbenchColumns {
  /** Every column, hidden ones included, in order. */
  all: ColumnDefinition[];
  visible: ColumnDefinition[];
  update(next: ColumnDefinition[]): void;
  saveError: string | null;
}

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function useWorkbenchColumns(source: ColumnSource): WorkbenchColumns {
  const { layout, save, error } = useSavedLayout(source.tableKey);
  const { months, amazon, ranking, customColumns, urlColumns, changeUrlColumns, keywordColumn } = source;
  const defaults = useMemo(() => {
    const own = keywordColumns({ months, amazon, ranking });
    const first = keywordColumn ? own.map((c) => (c.value === KEYWORD_COLUMN ? { ...c, text: keywordColumn.title, tooltip: keywordColumn.tooltip } : c)) : own;
    return [...first, ...customColumns];
  }, [months, amazon, ranking, customColumns, keywordColumn]);
  const all = useMemo(() => withUrlColumns(applyLayout(defaults, layout), urlColumns), [defaults, layout, urlColumns]);
  const visible = useMemo(() => all.filter((c) => c.active), [all]);

  const update = useCallback((next: ColumnDefinition[]) => {
    // Custom columns are saved with their collection; the layout keeps only their place and width.
    save({ ...layoutOf(next), customColumns: [] });
    const shown = urlColumnsOf(next);
    if (!sameValues(shown, urlColumnsOf(all))) changeUrlColumns(shown);
  }, [all, changeUrlColumns, save]);

  return { all, visible, update, saveError: error };
}

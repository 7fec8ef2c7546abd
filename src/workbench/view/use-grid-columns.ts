/**
 * The grid's column model through TanStack Table: order, visibility and sizes come from the
 * workbench's column definitions (which the layout and the URL decide); the table turns them into
 * leaf columns with sizes and offsets. Rows never pass through it: they live in the engine worker.
 */
import { useMemo } from 'react';
import { columnOrderingFeature, columnSizingFeature, columnVisibilityFeature, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { ColumnDefinition } from '../columns/column-definition.ts';

const features = tableFeatures({ columnOrderingFeature, columnVisibilityFeature, columnSizingFeature });

/** The selection column: a checkbox per row for pointer users; keyboard users press Space. */
export const SELECT_COLUMN = '__select';
export const SELECT_WIDTH = 44;

export interface GridColumn {
  /** Null for the selection column. */
  definition: ColumnDefinition | null;
  id: string;
  width: number;
  start: number;
}

const NO_ROWS: KeywordRow[] = [];

export function useGridColumns(columns: readonly ColumnDefinition[]): { gridColumns: GridColumn[]; totalWidth: number } {
  const columnDefs = useMemo<ColumnDef<typeof features, KeywordRow>[]>(
    () => [
      { id: SELECT_COLUMN, size: SELECT_WIDTH, enableHiding: false },
      ...columns.map((c) => ({ id: c.value, size: c.width, enableHiding: c.canBeModified })),
    ],
    [columns],
  );
  const state = useMemo(
    () => ({
      columnOrder: [SELECT_COLUMN, ...columns.map((c) => c.value)],
      columnVisibility: Object.fromEntries(columns.map((c) => [c.value, c.active])),
      columnSizing: Object.fromEntries(columns.map((c) => [c.value, c.width])),
    }),
    [columns],
  );
  const table = useTable({ features, columns: columnDefs, data: NO_ROWS, state });
  return useMemo(() => {
    const byValue = new Map(columns.map((c) => [c.value, c]));
    const gridColumns = table.getVisibleLeafColumns().map((column) => ({
      definition: byValue.get(column.id) ?? null,
      id: column.id,
      width: column.getSize(),
      start: column.getStart(),
    }));
    const last = gridColumns[gridColumns.length - 1];
    return { gridColumns, totalWidth: last ? last.start + last.width : 0 };
    // The table object keeps its identity while what it answers follows `state`, so `state` is the
    // input that changes; the rule cannot see through the table and calls it unnecessary.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, state, columns]);
}

/** Exports exactly what the table shows: its visible columns in order, its filter and sort, all rows or the selection. */
import { useCallback, useMemo } from 'react';
import type { CellContext } from '../columns/cell-values.ts';
import type { ColumnDefinition } from '../columns/column-definition.ts';
import { exportColumns } from '../columns/export-columns.ts';
import type { ExportColumn } from '../export/export-column.ts';
import type { ExportState } from '../export/export-state.ts';
import { useExport } from '../export/use-export.ts';
import type { WorkbenchEngine } from './use-workbench-engine.ts';

export interface TableExport {
  state: ExportState;
  /** The visible columns as the exports and the spreadsheet copy write them. */
  columns: readonly ExportColumn[];
  start(format: 'csv' | 'xlsx', scope: 'view' | 'selection'): void;
  cancel(): void;
}

export function useTableExport(engine: WorkbenchEngine, visible: readonly ColumnDefinition[], context: CellContext, baseName: string): TableExport {
  const exporter = useExport();
  const { run } = engine;
  const columns = useMemo(() => exportColumns(visible, context), [visible, context]);
  const start = useCallback((format: 'csv' | 'xlsx', scope: 'view' | 'selection') => {
    void exporter.start({
      format,
      columns,
      baseName,
      sheetName: baseName,
      rows: async () => (await run((e) => e.rows(scope))).rows,
    });
  }, [baseName, columns, exporter, run]);
  return { state: exporter.state, columns, start, cancel: exporter.cancel };
}

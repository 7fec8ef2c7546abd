/**
 * The table's actions on rows: copy, keyword clipboard, compare, details, custom values, remove.
 * Each reads the rows it acts on from the engine (the selection in view order), so what happens is
 * what the user sees selected, whatever the filter and sort.
 */
import { useCallback, useState } from 'react';
import { addToGraph, removeFromGraph } from '../../domain/graph-selection.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { errorText } from '../../domain/error-text.ts';
import { countOf } from '../../domain/number-format.ts';
import type { ExportColumn } from '../export/export-column.ts';
import { spreadsheetCopy } from '../export/spreadsheet-copy.ts';
import { writeSpreadsheetCopy } from '../export/write-spreadsheet-copy.ts';
import { clipboardChangeMessage } from '../panels/clipboard.ts';
import { useCopyToClipboard } from '../panels/clipboard-store.ts';
import type { WorkbenchEngine } from './use-workbench-engine.ts';

export interface TableUndo {
  message: string;
  undo(): Promise<void>;
}

export interface RowActionHandlers {
  onRemove?(keywords: string[]): void;
  onSetCustomValue?(name: string, keywords: string[], value: number | string | null): Promise<TableUndo>;
}


export function useRowActions(engine: WorkbenchEngine, handlers: RowActionHandlers) {
  const { run } = engine;
  const [message, setMessage] = useState<string | null>(null);
  const [undo, setUndo] = useState<TableUndo | null>(null);
  const [detail, setDetail] = useState<KeywordRow | null>(null);
  const [graph, setGraph] = useState<readonly KeywordRow[]>([]);
  const [comparing, setComparing] = useState(false);
  const copyToClipboard = useCopyToClipboard();

  const selectedRows = useCallback(async () => (await run((e) => e.rows('selection'))), [run]);

  /** The selected rows under the table's visible columns, for a paste into Sheets or Excel. */
  const copySelected = useCallback(async (columns: readonly ExportColumn[]) => {
    const { rows } = await selectedRows();
    if (rows.length === 0) {
      setMessage('Select the rows to copy first.');
      return;
    }
    try {
      await writeSpreadsheetCopy(spreadsheetCopy(columns, rows));
      setMessage(`Copied ${countOf(rows.length, 'row', 'rows')} with ${countOf(columns.length, 'column', 'columns')}: paste them into a spreadsheet.`);
    } catch {
      setMessage('The browser did not allow copying to the clipboard.');
    }
  }, [selectedRows]);

  const addToKeywordClipboard = useCallback(async () => {
    const { rows } = await selectedRows();
    setMessage(clipboardChangeMessage(copyToClipboard(rows.map((r) => r.keyword))));
  }, [copyToClipboard, selectedRows]);

  const compare = useCallback(async () => {
    const { rows } = await selectedRows();
    const result = addToGraph(graph.map((r) => r.keyword), rows.map((r) => r.keyword));
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    const byKeyword = new Map([...graph, ...rows].map((r) => [r.keyword, r]));
    setGraph(result.keywords.flatMap((k) => byKeyword.get(k) ?? []));
    setComparing(true);
  }, [graph, selectedRows]);

  const removeFromCompare = useCallback((keyword: string) => {
    setGraph((current) => {
      const keep = new Set(removeFromGraph(current.map((r) => r.keyword), [keyword]));
      return current.filter((r) => keep.has(r.keyword));
    });
  }, []);

  const openDetails = useCallback(async (row?: KeywordRow | null) => {
    if (row) {
      setDetail(row);
      return;
    }
    const { rows } = await selectedRows();
    if (rows[0]) setDetail(rows[0]);
    else setMessage('Select a keyword first, or press Enter on its row.');
  }, [selectedRows]);

  const removeSelected = useCallback(async () => {
    if (!handlers.onRemove) return;
    const { rows } = await selectedRows();
    if (rows.length > 0) handlers.onRemove(rows.map((r) => r.keyword));
  }, [handlers, selectedRows]);

  /** `shown` is what the engine holds for `value` (a dropdown's entry text, see dropdown-texts.ts). */
  const setCustomValue = useCallback(async (name: string, value: number | string | null, shown: number | string | null) => {
    const { onSetCustomValue } = handlers;
    if (!onSetCustomValue) return;
    const { rows, ids } = await selectedRows();
    if (rows.length === 0) return;
    // The table shows the value at once; the server's answer (or its refusal) follows.
    await run((e) => e.setCustom(name, Array.from(ids), shown));
    try {
      setUndo(await onSetCustomValue(name, rows.map((r) => r.keyword), value));
      setMessage(null);
    } catch (error) {
      setMessage(errorText(error));
    }
  }, [handlers, run, selectedRows]);

  const runUndo = useCallback(async () => {
    if (!undo) return;
    setUndo(null);
    try {
      await undo.undo();
      setMessage('Undone.');
    } catch (error) {
      setMessage(errorText(error));
    }
  }, [undo]);

  return {
    message,
    setMessage,
    undo,
    /** Says a failure in the table's message line. */
    reportError: (error: unknown) => setMessage(errorText(error)),
    offerUndo: (offered: TableUndo) => {
      setUndo(offered);
      setMessage(null);
    },
    runUndo,
    detail,
    closeDetail: () => setDetail(null),
    graph,
    comparing,
    closeCompare: () => setComparing(false),
    copySelected,
    addToKeywordClipboard,
    compare,
    removeFromCompare,
    openDetails,
    removeSelected,
    setCustomValue,
    selectedRows,
  };
}

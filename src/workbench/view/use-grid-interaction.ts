/**
 * Carries out the grid's key intents against the engine: focus moves stay on the page, selection
 * and expansion go to the worker. The anchor is where the last plain move or Space happened, so
 * Shift+arrows select from there, as in every file list.
 */
import { useCallback, useState } from 'react';
import type { ColumnDefinition } from '../columns/column-definition.ts';
import { LINE_GROUP } from '../engine/display-lines.ts';
import type { GridIntent, GridPosition } from './grid-navigation.ts';
import type { WorkbenchEngine } from './use-workbench-engine.ts';

export interface GridInteraction {
  focus: GridPosition;
  anchor: number | null;
  setFocus(at: GridPosition): void;
  onIntent(intent: GridIntent): void;
  toggleLine(line: number): void;
  toggleAll(): void;
}

interface Handlers {
  /** The header cell of this column was activated; `add`: Shift held, the column joins the sort. */
  sortBy(column: ColumnDefinition, add: boolean): void;
  /** A keyword row was activated (Enter). */
  openRow(line: number): void;
  /** The visible columns without the selection column (grid column index - 1). */
  columns: readonly ColumnDefinition[];
  /** Space on a row: the screen's own toggle of the row (WorkbenchProps.rowToggle) instead of selecting it. */
  toggleRow?: ((line: number) => void) | undefined;
}

export function useGridInteraction(engine: WorkbenchEngine, handlers: Handlers): GridInteraction {
  const [focus, setFocusState] = useState<GridPosition>({ line: 0, column: 1 });
  const [anchor, setAnchor] = useState<number | null>(null);
  const { run, window, summary } = engine;

  const setFocus = useCallback((at: GridPosition) => {
    setFocusState(at);
    setAnchor(at.line >= 0 ? at.line : null);
  }, []);

  const toggleLine = useCallback((line: number) => {
    setAnchor(line);
    void run((e) => e.selectLines(line, line, 'toggle'));
  }, [run]);

  const toggleAll = useCallback(() => {
    const all = summary !== null && summary.matched > 0 && summary.selectedMatched === summary.matched;
    void run((e) => (all ? e.select('set', []) : e.selectAll()));
  }, [run, summary]);

  const activate = useCallback((at: GridPosition) => {
    if (at.line === -1) {
      const column = handlers.columns[at.column - 1];
      if (column?.sortable) handlers.sortBy(column, false);
      else if (at.column === 0) toggleAll();
      return;
    }
    const offset = window ? at.line - window.start : -1;
    const group = window && offset >= 0 ? window.groups[offset] : null;
    if (window && window.kinds[offset] === LINE_GROUP && group) void run((e) => e.expand(group.key, !group.expanded));
    else handlers.openRow(at.line);
  }, [handlers, run, toggleAll, window]);

  const onIntent = useCallback((intent: GridIntent) => {
    switch (intent.type) {
      case 'move':
        setFocus(intent.to);
        return;
      case 'extend':
        setFocusState(intent.to);
        setAnchor(intent.anchor);
        void run((e) => e.selectLines(intent.anchor, intent.to.line, 'set'));
        return;
      case 'toggle':
        if (handlers.toggleRow) {
          setAnchor(intent.line);
          handlers.toggleRow(intent.line);
        } else toggleLine(intent.line);
        return;
      case 'selectAll':
        void run((e) => e.selectAll());
        return;
      case 'clearSelection':
        void run((e) => e.select('set', []));
        return;
      case 'activate':
        activate(intent.at);
        return;
      case 'addSort': {
        const column = handlers.columns[intent.column - 1];
        if (column?.sortable) handlers.sortBy(column, true);
        return;
      }
    }
  }, [activate, handlers, run, setFocus, toggleLine]);

  return { focus, anchor, setFocus, onIntent, toggleLine, toggleAll };
}

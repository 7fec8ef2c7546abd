/**
 * The grid as the workbench wires it (workbench.tsx), without the router, the app store and the
 * overlays: the real engine hook, the real interaction hook and the real grid with the keyword
 * columns. The view query comes from outside, so the bench can time a filter + sort + group change.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KeywordRow, MonthKey } from '../../src/domain/keyword-row.ts';
import type { CellContext } from '../../src/workbench/columns/cell-values.ts';
import type { ColumnDefinition } from '../../src/workbench/columns/column-definition.ts';
import { keywordColumns, monthsOfRows } from '../../src/workbench/columns/keyword-columns.ts';
import type { EngineClient } from '../../src/workbench/engine/engine-client.ts';
import type { ViewQuery } from '../../src/workbench/engine/protocol.ts';
import { useGridInteraction } from '../../src/workbench/view/use-grid-interaction.ts';
import { useWorkbenchEngine } from '../../src/workbench/view/use-workbench-engine.ts';
import { sortOf } from '../../src/workbench/view/view-choices.ts';
import { WorkbenchGrid } from '../../src/workbench/view/workbench-grid.tsx';

export const NO_QUERY: ViewQuery = { filters: [], context: {}, sort: [], grouping: { by: 'none' } };

export interface BenchWorkbenchProps {
  rows: readonly KeywordRow[];
  createEngine(): EngineClient;
  /** Hands the page the setter of the view query once mounted. */
  onQuerySetter(set: (query: ViewQuery) => void): void;
  /** Lines per page of the grid body; the app's default when left out. */
  pageSize?: number;
}

const CONTEXT: CellContext = { rateUsdToEur: 0.92 };
const notInClipboard = (): boolean => false;

export function BenchWorkbench({ rows, createEngine, onQuerySetter, pageSize }: BenchWorkbenchProps) {
  const [query, setQuery] = useState<ViewQuery>(NO_QUERY);
  useEffect(() => onQuerySetter(setQuery), [onQuerySetter]);
  const months = useMemo<MonthKey[]>(() => monthsOfRows(rows), [rows]);
  const columns = useMemo(() => keywordColumns({ months, amazon: false, ranking: false }).filter((c) => c.active), [months]);
  const engine = useWorkbenchEngine(rows, query, createEngine);
  const sortBy = useCallback((column: ColumnDefinition) => {
    setQuery((current) => ({ ...current, sort: sortOf(columns, [{ column: column.value, direction: 'desc' }]) }));
  }, [columns]);
  const openRow = useCallback(() => undefined, []);
  const interaction = useGridInteraction(engine, { sortBy, openRow, columns });
  const summary = engine.summary;
  if (engine.error) return <p role="alert">The keyword table failed: {engine.error}</p>;
  return (
    <section className="workbench" aria-label="Scroll bench">
      <WorkbenchGrid
        label="Keywords"
        columns={columns}
        lines={summary?.lines ?? 0}
        window={engine.window}
        context={CONTEXT}
        sort={[]}
        focus={interaction.focus}
        anchor={interaction.anchor}
        allSelected={summary !== null && summary.matched > 0 && summary.selectedMatched === summary.matched}
        someSelected={(summary?.selectedMatched ?? 0) > 0}
        inClipboard={notInClipboard}
        onFocusChange={interaction.setFocus}
        onIntent={interaction.onIntent}
        onLinesShown={engine.showLines}
        onSort={sortBy}
        onToggleLine={interaction.toggleLine}
        onToggleAll={interaction.toggleAll}
        onResize={() => undefined}
        {...(pageSize === undefined ? {} : { pageSize })}
      />
    </section>
  );
}

/** The table's dialogs and side panels; one at a time, chosen by the overlay the user opened. */
import { lazy, Suspense } from 'react';
import type { Filter } from '../../domain/filters.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { columnTitle, customNameOf } from '../columns/column-definition.ts';
import { ColumnManager } from '../dialogs/column-manager.tsx';
import { CustomColumnDialog } from '../dialogs/custom-column-dialog.tsx';
import { FilterBuilder } from '../dialogs/filter-builder.tsx';
import type { FilterFieldOption } from '../dialogs/filter-labels.ts';
import { SetValueDialog } from '../dialogs/set-value-dialog.tsx';
import { dropdownText } from './dropdown-texts.ts';
import type { useRowActions } from './use-row-actions.ts';
import type { WorkbenchColumns } from './use-workbench-columns.ts';
import type { WorkbenchProps } from './workbench-props.ts';

// The charts (recharts) load when a panel first opens, so the table itself stays a small download.
const KeywordDetailPanel = lazy(async () => ({ default: (await import('../panels/keyword-detail-panel.tsx')).KeywordDetailPanel }));
const CompareChart = lazy(async () => ({ default: (await import('../panels/compare-chart.tsx')).CompareChart }));
const ClipboardPanel = lazy(async () => ({ default: (await import('../panels/clipboard-panel.tsx')).ClipboardPanel }));
const loading = <p className="wb-side muted" role="status">Loading…</p>;

export type Overlay =
  | { kind: 'filters' }
  | { kind: 'columns' }
  | { kind: 'custom-column' }
  | { kind: 'set-value'; column: string }
  | { kind: 'compare' }
  | { kind: 'clipboard' };

interface Props {
  overlay: Overlay | null;
  onClose(): void;
  onOpen(overlay: Overlay): void;
  workbench: WorkbenchProps;
  columns: WorkbenchColumns;
  fields: readonly FilterFieldOption[];
  filters: readonly Filter[];
  onFilters(filters: Filter[]): void;
  /** A column was added: a link that names the visible columns must name it too. */
  onColumnAdded(value: string): void;
  actions: ReturnType<typeof useRowActions>;
  selected: number;
}

export function WorkbenchOverlays({ overlay, onClose, onOpen, workbench, columns, fields, filters, onFilters, onColumnAdded, actions, selected }: Props) {
  const setValueColumn = overlay?.kind === 'set-value' ? columns.all.find((c) => c.value === overlay.column) : undefined;
  return (
    <>
      <FilterBuilder open={overlay?.kind === 'filters'} fields={fields} filters={filters} onChange={onFilters} onClose={onClose} anchorLabel={workbench.label} />
      <ColumnManager
        open={overlay?.kind === 'columns'}
        columns={columns.all}
        onChange={columns.update}
        onClose={onClose}
        onAddCustom={() => onOpen({ kind: 'custom-column' })}
        readOnly={workbench.readOnly ?? false}
        {...(workbench.onRemoveCustomColumn ? { onRemoveCustom: (value: string) => void workbench.onRemoveCustomColumn?.(value).then(actions.offerUndo, actions.reportError) } : {})}
      />
      {workbench.onCreateCustomColumn && (
        <CustomColumnDialog
          open={overlay?.kind === 'custom-column'}
          existing={columns.all}
          language={workbench.language}
          onCreate={(column) => {
            onClose();
            void workbench.onCreateCustomColumn?.(column).then(
              () => {
                onColumnAdded(column.value);
                actions.setMessage(`Added the column ${columnTitle(column)}.`);
              },
              actions.reportError,
            );
          }}
          onClose={onClose}
        />
      )}
      {setValueColumn && (
        <SetValueDialog
          open
          column={setValueColumn}
          count={selected}
          onSet={(value) => {
            onClose();
            const name = customNameOf(setValueColumn);
            if (name !== null) void actions.setCustomValue(name, value, setValueColumn.customOptions?.type === 'dropdown' ? dropdownText(setValueColumn, value) : value);
          }}
          onClose={onClose}
        />
      )}
      {actions.detail && (
        <Suspense fallback={loading}>
          <KeywordDetailPanel
            row={actions.detail}
            rateUsdToEur={workbench.rateUsdToEur}
            location={workbench.location}
            language={workbench.language}
            onClose={actions.closeDetail}
            className="wb-side"
          />
        </Suspense>
      )}
      {(actions.comparing || overlay?.kind === 'compare') && (
        <section
          className="wb-side wb-compare"
          aria-label={`Compare ${formatNumber(actions.graph.length)} keywords`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            actions.closeCompare();
            onClose();
          }}
        >
          <button type="button" className="secondary wb-side-close" onClick={() => { actions.closeCompare(); onClose(); }}>Close the comparison</button>
          <Suspense fallback={loading}>
            <CompareChart
              rows={actions.graph.map((r) => ({ keyword: r.keyword, volumes: r.search_volumes }))}
              onRemove={actions.removeFromCompare}
              location={workbench.location}
              language={workbench.language}
            />
          </Suspense>
        </section>
      )}
      {overlay?.kind === 'clipboard' && (
        <Suspense fallback={loading}>
          <ClipboardPanel onClose={onClose} className="wb-side" />
        </Suspense>
      )}
    </>
  );
}

/**
 * The keyword workbench: one table for every keyword screen. Rows live in the engine worker; the view
 * (filters, sort, grouping, visible columns) lives in the URL; the column layout in the user's saved
 * headers. Every action is a command, so palette, context menu, shortcuts and buttons agree.
 */
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStartup } from '../../session/use-app-state.ts';
import { CommandContextMenu } from '../../commands/context-menu.tsx';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { MonthKey } from '../../domain/keyword-row.ts';
import type { CellContext } from '../columns/cell-values.ts';
import { customNameOf, type ColumnDefinition } from '../columns/column-definition.ts';
import { monthsOfRows } from '../columns/keyword-columns.ts';
import type { ViewQuery } from '../engine/protocol.ts';
import { filterFieldOptions } from '../dialogs/filter-fields.ts';
import { clipboardIdentities, isInClipboard } from '../panels/clipboard.ts';
import { useClipboard } from '../panels/clipboard-store.ts';
import type { RankingSettings } from '../ranking/ranking-form.ts';
import { RankingControls } from '../ranking/ranking-controls.tsx';
import { useRankings } from '../ranking/use-rankings.ts';
import { withDropdownTexts } from './dropdown-texts.ts';
import { useAddToCollection } from './use-add-to-collection.ts';
import { useGridInteraction } from './use-grid-interaction.ts';
import { useRowActions } from './use-row-actions.ts';
import { useSelectionAtom } from './use-selection-atom.ts';
import { useTableExport } from './use-table-export.ts';
import { useViewSearch } from './use-view-search.ts';
import type { ViewSort } from './view-search.ts';
import { useWorkbenchColumns } from './use-workbench-columns.ts';
import { useWorkbenchEngine } from './use-workbench-engine.ts';
import { workbenchCommands } from './workbench-commands.ts';
import { WorkbenchGrid } from './workbench-grid.tsx';
import { WorkbenchOverlays, type Overlay } from './workbench-overlays.tsx';
import type { WorkbenchProps } from './workbench-props.ts';
import { WorkbenchStatus } from './workbench-status.tsx';
import { WorkbenchToolbar } from './workbench-toolbar.tsx';
import { intentChoices, withIntentFilter } from './intent-filter.ts';
import { groupChoices, groupingOf, nextSort, sortChoices, sortFromChoice, sortOf, thenSortChoices } from './view-choices.ts';
import { arrangePinned } from '../../domain/pinned-columns.ts';
import { columnDrop } from './column-drag.ts';
import { useTableViews } from '../views/use-table-views.ts';
import { ViewOverlays } from '../views/view-overlays.tsx';
import { ViewsMenu } from '../views/views-menu.tsx';
import './workbench.css';

const NO_COLUMNS: readonly ColumnDefinition[] = [];
const NO_SORT: readonly ViewSort[] = [];
const NO_PINS: readonly string[] = [];
const HEADER_MENU = { target: 'column-header', label: 'Column actions' } as const;
/** A menu opened on a column header offers the column's commands (pin), not the rows'. */
const headerMenu = (origin: Element | null) => (origin?.closest('[role="columnheader"][data-column]') ? HEADER_MENU : null);

export function Workbench(props: WorkbenchProps) {
  const { rows, rateUsdToEur, readOnly = false, keywordTools = true } = props;
  const customColumns = props.customColumns ?? NO_COLUMNS;
  const { search, change } = useViewSearch(props.view);
  const startup = useStartup();
  const [rankingSettings, setRankingSettings] = useState<RankingSettings | null>(null);
  // Rankings need a signed-in company: a shared link's reader has none.
  const rankingsAllowed = startup !== null && !readOnly && props.rankingLookup !== false && keywordTools;
  const ranked = useRankings(rows, rankingsAllowed ? rankingSettings : null, props.location);
  const months = useMemo<MonthKey[]>(() => monthsOfRows(rows), [rows]);
  const columns = useWorkbenchColumns({
    tableKey: 'keywords',
    months,
    amazon: props.amazon ?? false,
    ranking: rankingSettings !== null || props.rankingColumn === true,
    customColumns,
    urlColumns: search.columns,
    keywordColumn: props.keywordColumn,
    changeUrlColumns: useCallback((values: string[]) => change({ columns: values }), [change]),
  });
  // The pinned columns lead, after the keyword (decision 0057); the grid, the keys and the exports read this order.
  const arranged = useMemo(() => arrangePinned(columns.visible, search.pinned ?? NO_PINS), [columns.visible, search.pinned]);
  const shown = arranged.columns;
  const context = useMemo<CellContext>(() => ({ rateUsdToEur }), [rateUsdToEur]);
  const filters = useMemo(() => search.filters ?? [], [search.filters]);
  const grouping = useMemo(() => search.group ?? { by: 'none' as const }, [search.group]);
  const query = useMemo<ViewQuery>(() => ({
    filters,
    context: rateUsdToEur === null ? {} : { rateUsdToEur },
    sort: sortOf(columns.all, search.sort),
    grouping,
  }), [filters, rateUsdToEur, columns.all, search.sort, grouping]);
  const engineRows = useMemo(() => withDropdownTexts(ranked.rows, customColumns), [ranked.rows, customColumns]);
  const engine = useWorkbenchEngine(engineRows, query);
  useSelectionAtom(engine);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const actions = useRowActions(engine, props);
  const exporter = useTableExport(engine, shown, context, props.exportName);
  const views = useTableViews({ route: props.route, readOnly, search, change, shown, sticky: arranged.sticky, say: actions.setMessage });
  const clipboard = useClipboard();
  const identities = useMemo(() => clipboardIdentities(clipboard), [clipboard]);
  const inClipboard = useCallback((keyword: string) => keywordTools && isInClipboard(identities, keyword), [identities, keywordTools]);
  const fields = useMemo(() => filterFieldOptions(columns.all), [columns.all]);
  const addToCollection = useAddToCollection();

  const sortBy = useCallback((column: ColumnDefinition, add: boolean) => change({ sort: nextSort(column, search.sort, add) }), [change, search.sort]);
  const onOpenRow = props.onOpenRow;
  const openRow = useCallback((line: number) => {
    const window = engine.window;
    const row = window && line >= window.start ? window.rows[line - window.start] : null;
    if (!row) return;
    if (onOpenRow) onOpenRow(row);
    else void actions.openDetails(row);
  }, [actions, engine.window, onOpenRow]);
  const rowToggle = props.rowToggle;
  const toggleRow = useMemo(() => {
    if (rowToggle === undefined) return undefined;
    return (line: number) => {
      const window = engine.window;
      const row = window && line >= window.start ? window.rows[line - window.start] : null;
      if (row) rowToggle.onToggle(row);
    };
  }, [rowToggle, engine.window]);
  const toggleHintId = useId();
  const interaction = useGridInteraction(engine, { sortBy, openRow, columns: shown, toggleRow });
  const { all: allColumns, update: updateColumns } = columns;
  const moveColumn = useCallback((from: number, to: number): string | null => {
    const drop = columnDrop(allColumns, shown, arranged.sticky, from, to);
    if (drop?.kind === 'pinned') change({ pinned: drop.pinned });
    else if (drop) updateColumns(drop.all);
    return drop?.announcement ?? null;
  }, [allColumns, shown, arranged.sticky, change, updateColumns]);

  const customs = useMemo(() => columns.all.filter((c) => customNameOf(c) !== null), [columns.all]);
  const selected = engine.summary?.selected ?? 0;
  const canCustomise = props.onSetCustomValue !== undefined;
  const canRemove = props.onRemove !== undefined;
  // The commands run whatever is current through this ref, so they are rebuilt (and re-registered)
  // only when what they offer changes, not on every render of the table.
  const live = useRef({ actions, exporter, engine, addToCollection, change });
  live.current = { actions, exporter, engine, addToCollection, change };
  const hasSelection = selected > 0;
  const canUndo = actions.undo !== null;
  const collectionOptions = addToCollection?.options;
  const commandActions = useMemo(() => {
    const now = () => live.current;
    const report = (error: unknown) => now().actions.reportError(error);
    return workbenchCommands({
      route: props.route,
      readOnly,
      hasFilters: filters.length > 0,
      canCustomise,
      hasSelection,
      canRemove,
      canUndo,
      keywordTools,
      // A read-only column (imported values, a screen's own figures) takes no value from the user.
      customColumns: customs.filter((c) => c.modify).map((c) => ({ id: c.value, title: c.modifiedText ?? c.text })),
      sortOptions: sortChoices(shown, search.sort),
      sorted: (search.sort?.length ?? 0) > 0,
      thenSortOptions: thenSortChoices(shown, search.sort),
      groupOptions: groupChoices(customs, grouping, keywordTools),
      intentOptions: intentChoices(filters),
      collectionOptions: collectionOptions ?? [],
      openFilters: () => setOverlay({ kind: 'filters' }),
      clearFilters: () => now().change({ filters: [] }),
      sortBy: (id) => {
        const sort = sortFromChoice(id);
        now().change({ sort: sort ? [sort] : [] });
      },
      thenSortBy: (id) => {
        const sort = sortFromChoice(id);
        if (sort) now().change({ sort: [...(search.sort ?? []).filter((s) => s.column !== sort.column), sort] });
      },
      clearSort: () => now().change({ sort: [] }),
      groupBy: (id) => now().change({ group: groupingOf(id) }),
      filterIntent: (id) => now().change({ filters: withIntentFilter(filters, id) }),
      openColumns: () => setOverlay({ kind: 'columns' }),
      newCustomColumn: () => setOverlay({ kind: 'custom-column' }),
      setValue: (value) => setOverlay({ kind: 'set-value', column: value }),
      exportFile: (format, scope) => now().exporter.start(format, scope),
      copySelected: () => void now().actions.copySelected(now().exporter.columns),
      addToClipboard: () => void now().actions.addToKeywordClipboard(),
      openClipboard: () => setOverlay({ kind: 'clipboard' }),
      addToCollection: (id) => void now().actions.selectedRows()
        .then(({ rows: picked }) => now().addToCollection?.add(Number(id), picked.map((r) => r.keyword)))
        .then((message) => now().actions.setMessage(message ?? null), report),
      removeSelected: () => void now().actions.removeSelected(),
      openDetails: () => void now().actions.openDetails(),
      compare: () => void now().actions.compare(),
      selectAll: () => void now().engine.run((e) => e.selectAll()),
      clearSelection: () => void now().engine.run((e) => e.select('set', [])),
      expandAll: (expanded) => void now().engine.run((e) => e.expand(null, expanded)),
      undo: () => void now().actions.runUndo(),
    });
  }, [props.route, readOnly, filters, canCustomise, hasSelection, canRemove, canUndo, keywordTools, customs, shown, search.sort, grouping, collectionOptions]);
  useRegisterCommands(commandActions);

  // A context menu opened on a row that is not selected acts on that row alone, as in a file manager.
  const { headerOpened } = views;
  const selectOrigin = useCallback((origin: Element | null) => {
    headerOpened(origin);
    const line = Number(origin?.closest('[data-line]')?.getAttribute('data-line') ?? Number.NaN);
    const window = engine.window;
    if (!Number.isInteger(line) || !window) return;
    if (window.selected[line - window.start] !== 1) void engine.run((e) => e.selectLines(line, line, 'set'));
  }, [engine, headerOpened]);

  const summary = engine.summary;
  let body: ReactNode;
  if (engine.error) body = <p role="alert" className="form-message wb-error">The keyword table failed: {engine.error}</p>;
  else if (rows.length === 0) body = <div className="empty-state">{props.empty}</div>;
  else if (summary && summary.matched === 0) {
    body = (
      <div className="empty-state">
        <p>No keyword matches the filters.</p>
        <button type="button" onClick={() => change({ filters: [] })}>Clear all filters</button>
      </div>
    );
  } else {
    body = (
      <CommandContextMenu target="keyword-rows" label="Keyword actions" targetOf={headerMenu} onOpen={selectOrigin}>
        <WorkbenchGrid
          label={props.label}
          describedBy={rowToggle ? toggleHintId : undefined}
          columns={shown}
          sticky={arranged.sticky}
          onMoveColumn={readOnly ? undefined : moveColumn}
          lines={summary?.lines ?? 0}
          window={engine.window}
          context={context}
          sort={search.sort ?? NO_SORT}
          focus={interaction.focus}
          anchor={interaction.anchor}
          allSelected={summary !== null && summary.matched > 0 && summary.selectedMatched === summary.matched}
          someSelected={(summary?.selectedMatched ?? 0) > 0}
          inClipboard={inClipboard}
          onFocusChange={interaction.setFocus}
          onIntent={interaction.onIntent}
          onLinesShown={engine.showLines}
          onSort={sortBy}
          onToggleLine={interaction.toggleLine}
          onToggleAll={interaction.toggleAll}
          onResize={(column, width) => columns.update(columns.all.map((c) => (c.value === column.value ? { ...c, width } : c)))}
        />
      </CommandContextMenu>
    );
  }

  return (
    <section className="workbench" aria-label={props.label}>
      <WorkbenchToolbar
        summary={summary}
        busy={engine.busy}
        filters={filters}
        fields={fields}
        grouping={grouping}
        groupChoices={groupChoices(customs, grouping, keywordTools).map((o) => ({ id: o.id, title: o.title }))}
        graphCount={actions.graph.length}
        clipboard={startup !== null}
        keywordTools={keywordTools}
        onFilter={() => setOverlay({ kind: 'filters' })}
        onRemoveFilter={(index) => change({ filters: filters.filter((_, i) => i !== index) })}
        onClearFilters={() => change({ filters: [] })}
        onGroup={(id) => change({ group: groupingOf(id) })}
        onColumns={() => setOverlay({ kind: 'columns' })}
        onExport={(format) => exporter.start(format, 'view')}
        onCompare={() => (selected > 0 ? void actions.compare() : setOverlay({ kind: 'compare' }))}
        onClipboard={() => setOverlay({ kind: 'clipboard' })}
        onRemove={canRemove && !readOnly ? () => void actions.removeSelected() : undefined}
        rowNouns={props.rowNouns}
        views={views.kind ? <ViewsMenu views={views} /> : null}
      />
      {rankingsAllowed && (
        <RankingControls
          value={rankingSettings}
          defaultDomain={startup.monitoring_domain}
          defaultDevice={startup.monitoring_device}
          onChange={setRankingSettings}
          onRetry={ranked.retry}
          status={ranked.status}
          error={ranked.error}
          progress={ranked.progress}
        />
      )}
      <WorkbenchStatus actions={actions} exporter={exporter} saveError={columns.saveError} />
      {rowToggle && <p id={toggleHintId} className="wb-row-toggle-hint muted">{rowToggle.hint}</p>}
      {views.kind && <ViewOverlays views={views} />}
      {body}
      <WorkbenchOverlays
        overlay={overlay}
        onClose={() => setOverlay(null)}
        onOpen={setOverlay}
        workbench={props}
        columns={columns}
        fields={fields}
        filters={filters}
        onFilters={(next) => change({ filters: next })}
        onColumnAdded={(value) => search.columns && change({ columns: [...search.columns, value] })}
        actions={actions}
        selected={selected}
      />
    </section>
  );
}

/**
 * The keyword grid: an ARIA grid with one tab stop (roving focus), virtualized in both directions.
 * Only the window of lines the engine sent is rendered; the focused line and column are always
 * rendered too, so the tab stop never disappears while scrolling. A table taller than the browser
 * lets an element be is shown a page of lines at a time (line-pages.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { FIXED_STICKY, stickyCount, useHeaderDrag } from './use-header-drag.ts';
import { LINE_GROUP, LINE_MEMBER } from '../engine/display-lines.ts';
import type { ViewWindow } from '../engine/view-window.ts';
import type { CellContext } from '../columns/cell-values.ts';
import type { ColumnDefinition } from '../columns/column-definition.ts';
import { gridIntent, type GridIntent, type GridPosition } from './grid-navigation.ts';
import { GridHeaderCell } from './grid-header-cell.tsx';
import { GridLine } from './grid-line.tsx';
import { clampPage, pageAfterScroll, pageHolding, pageLength, pageSizeFor } from './line-pages.ts';
import { assignLineSlots } from './line-slots.ts';
import { useGridColumns } from './use-grid-columns.ts';
import type { ViewSort } from './view-search.ts';

export const LINE_HEIGHT = 36;
const PAGE_SIZE = pageSizeFor(LINE_HEIGHT);
/** How near a page's end (in lines) the view moves the page on. */
const PAGE_MARGIN = 200;

export interface WorkbenchGridProps {
  label: string;
  columns: readonly ColumnDefinition[];
  lines: number;
  window: ViewWindow | null;
  context: CellContext;
  /** The sort columns, the first deciding. */
  sort: readonly ViewSort[];
  focus: GridPosition;
  anchor: number | null;
  allSelected: boolean;
  someSelected: boolean;
  inClipboard(keyword: string): boolean;
  onFocusChange(at: GridPosition): void;
  onIntent(intent: GridIntent): void;
  onLinesShown(first: number, last: number): void;
  /** `add`: Shift was held, the column joins the sort. */
  onSort(column: ColumnDefinition, add: boolean): void;
  onToggleLine(line: number): void;
  onToggleAll(): void;
  onResize(column: ColumnDefinition, width: number): void;
  /** How many of `columns` stay in view while the grid scrolls sideways: the keyword and the pinned ones. */
  sticky?: number;
  /**
   * A header dragged to another header's place (indexes into `columns`); answers what a screen reader
   * is told, or null when the move is refused.
   */
  onMoveColumn?(from: number, to: number): string | null;
  /** Lines per page of the body (line-pages.ts): only tests set it, to page a small table. */
  pageSize?: number;
}

const withAlways = (range: Range, always: readonly number[]): number[] => {
  const indexes = new Set(defaultRangeExtractor(range));
  for (const index of always) if (index >= 0 && index < range.count) indexes.add(index);
  return [...indexes].sort((a, b) => a - b);
};

export function WorkbenchGrid(props: WorkbenchGridProps) {
  const { columns, lines, window, focus, onLinesShown } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { gridColumns, totalWidth } = useGridColumns(columns);
  const sticky = stickyCount(gridColumns, FIXED_STICKY + Math.max(0, (props.sticky ?? 1) - 1), scroller.current?.clientWidth ?? Number.POSITIVE_INFINITY);
  const focusLine = focus.line;
  const focusColumn = focus.column;
  const pageSize = props.pageSize ?? PAGE_SIZE;
  const [pageRequest, setPageRequest] = useState(0);
  const pageStart = clampPage(pageRequest, lines, pageSize);
  const pageLines = pageLength(pageStart, lines, pageSize);
  // A margin of an eighth of a page at most: a page moved by half must land the view outside both margins.
  const margin = Math.min(PAGE_MARGIN, Math.floor(pageSize / 8));
  const focusInPage = focusLine - pageStart;

  const rows = useVirtualizer({
    count: pageLines,
    getScrollElement: () => scroller.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 8,
    // Scrolling re-renders in React's normal schedule instead of synchronously inside the scroll event,
    // which forced a layout per event (bench/workbench-scroll.bench.ts found 25–99 ms scroll handlers).
    useFlushSync: false,
    rangeExtractor: useCallback((range: Range) => withAlways(range, [focusInPage]), [focusInPage]),
  });
  const cols = useVirtualizer({
    horizontal: true,
    count: gridColumns.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => gridColumns[index]?.width ?? 100,
    overscan: 2,
    useFlushSync: false,
    rangeExtractor: useCallback((range: Range) => withAlways(range, [...Array.from({ length: sticky }, (_, i) => i), focusColumn]), [sticky, focusColumn]),
  });
  // Measured again only when a width changes: measuring re-renders, so it must not follow every render.
  const widths = gridColumns.map((c) => c.width).join(',');
  useEffect(() => cols.measure(), [widths, cols]);

  // The lines to render, by table line: the page's, and the focused line even when another page shows.
  const shownLines = rows.getVirtualItems().map((v) => ({ line: v.index + pageStart, top: v.start }));
  if (focusLine >= 0 && focusLine < lines && (focusInPage < 0 || focusInPage >= pageLines)) {
    shownLines.push({ line: focusLine, top: focusInPage * LINE_HEIGHT });
  }
  // Committed after render, so a render React throws away does not move any line's slot.
  const committedSlots = useRef(new Map<number, number>());
  const slots = assignLineSlots(committedSlots.current, shownLines.map((l) => l.line));
  useLayoutEffect(() => {
    committedSlots.current = slots;
  });
  // The visible range, not the rendered lines: the focused line is rendered even when far away.
  const first = (rows.range?.startIndex ?? 0) + pageStart;
  const last = (rows.range?.endIndex ?? 0) + pageStart;
  useEffect(() => onLinesShown(first, last), [first, last, onLinesShown]);

  // The page, as the effects below see it now: they run on a focus move or a scroll, not on every change of it.
  const paging = useRef({ lines, pageStart, pageSize, margin });
  paging.current = { lines, pageStart, pageSize, margin };
  /** Lines the page moved on while the view stayed: the scroll position follows before the next paint. */
  const movedBy = useRef(0);
  /** The page the focus moved to: once it is rendered, the focused line is scrolled into view. */
  const focusPage = useRef<number | null>(null);

  // DOM focus follows the roving position only while the grid has focus, so a filter change elsewhere
  // never pulls focus into the table.
  useLayoutEffect(() => {
    const grid = scroller.current;
    if (!grid || !grid.contains(document.activeElement)) return;
    const cell = grid.querySelector<HTMLElement>(`[data-cell="${focusLine}:${focusColumn}"]`);
    if (cell && cell !== document.activeElement) cell.focus({ preventScroll: true });
  });
  useEffect(() => {
    if (focusLine >= 0) {
      const page = paging.current;
      const holding = pageHolding(focusLine, page.lines, page.pageStart, page.pageSize);
      if (holding === page.pageStart) {
        // A page move asked for an earlier focus is moot now (a later key landed on this page).
        focusPage.current = null;
        rows.scrollToIndex(focusLine - page.pageStart, { align: 'auto' });
      } else {
        focusPage.current = holding;
        setPageRequest(holding);
      }
    }
    if (focusColumn >= sticky) cols.scrollToIndex(focusColumn, { align: 'auto' });
  }, [focusLine, focusColumn, rows, cols, sticky]);

  useLayoutEffect(() => {
    const grid = scroller.current;
    const moved = movedBy.current;
    movedBy.current = 0;
    if (grid && moved !== 0) grid.scrollTop -= moved * LINE_HEIGHT;
  }, [pageStart]);
  useEffect(() => {
    if (focusPage.current !== pageStart || focusLine < 0) return;
    focusPage.current = null;
    // Only the page change the focus caused scrolls to it; a page moved by the wheel leaves the view be.
    rows.scrollToIndex(focusLine - pageStart, { align: 'auto' });
  }, [pageStart, focusLine, rows]);
  // Near either end of the page, the page moves on by half and the same lines stay on screen.
  useEffect(() => {
    const grid = scroller.current;
    const page = paging.current;
    if (!grid || page.lines <= page.pageSize || focusPage.current !== null) return;
    const top = Math.floor(grid.scrollTop / LINE_HEIGHT);
    const bottom = Math.floor((grid.scrollTop + grid.clientHeight) / LINE_HEIGHT);
    const next = pageAfterScroll(top, bottom, page.lines, page.pageStart, page.pageSize, page.margin);
    if (next === page.pageStart) return;
    movedBy.current += next - page.pageStart;
    setPageRequest(next);
  }, [first, last, pageStart]);

  const screenLines = Math.max(1, Math.floor(((scroller.current?.clientHeight ?? 400) - LINE_HEIGHT) / LINE_HEIGHT) - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
    const intent = gridIntent(focus, { lines, columns: gridColumns.length, pageSize: screenLines }, {
      key: event.key,
      shift: event.shiftKey,
      mod: event.ctrlKey || event.metaKey,
      alt: event.altKey,
    }, props.anchor);
    if (!intent) return;
    event.preventDefault();
    event.stopPropagation();
    props.onIntent(intent);
  };

  const virtualColumns = cols.getVirtualItems();
  const stickyWidth = gridColumns.slice(0, sticky).reduce((sum, c) => sum + c.width, 0);
  const scrolling = virtualColumns.filter((v) => v.index >= sticky);
  const leading = Math.max(0, (gridColumns[scrolling[0]?.index ?? sticky]?.start ?? stickyWidth) - stickyWidth);
  const shownKey = [...virtualColumns.filter((v) => v.index < sticky).map((v) => v.index), ...scrolling.map((v) => v.index)].join(',');
  // One layout object per column window, so GridLine's memo holds while only rows scroll.
  const layout = useMemo(
    () => ({ gridColumns, shown: shownKey === '' ? [] : shownKey.split(',').map(Number), leading, totalWidth, sticky }),
    [gridColumns, shownKey, leading, totalWidth, sticky],
  );
  const drag = useHeaderDrag(gridColumns.map((c) => c.id), props.onMoveColumn);
  const { onFocusChange, onToggleLine } = props;
  const focusCell = useCallback((line: number, column: number) => onFocusChange({ line, column }), [onFocusChange]);

  return (
    <div
      ref={scroller}
      className="wb-grid"
      // Its offset is kept when the screen is left and comes back (src/session/kept-scroll.ts).
      data-kept-scroll={props.label}
      role="grid"
      aria-label={props.label}
      aria-rowcount={lines + 1}
      aria-colcount={gridColumns.length}
      aria-multiselectable="true"
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="wb-head" style={{ width: totalWidth }}>
        <div role="row" aria-rowindex={1} className="wb-row wb-head-row" style={{ width: totalWidth }}>
          <DndContext sensors={drag.sensors} collisionDetection={closestCenter} onDragEnd={drag.onDragEnd} accessibility={drag.accessibility}>
          <SortableContext items={drag.ids} strategy={horizontalListSortingStrategy}>
          {/* Every header is rendered (a few dozen at most), so a screen reader can list all columns. */}
          {gridColumns.map((column, index) => (
              <GridHeaderCell
                key={column.id}
                column={column}
                index={index}
                left={index < sticky ? column.start : undefined}
                stickyEdge={index === sticky - 1 && sticky > FIXED_STICKY}
                pinned={index >= FIXED_STICKY && index < sticky}
                draggable={props.onMoveColumn !== undefined}
                clickBlocked={drag.clickBlocked}
                // While the focused line does not exist (rows still loading, or none), its header
                // column takes the tab stop: the scrollable grid always has one (axe, WCAG 2.1.1).
                focused={(focusLine === -1 || focusLine >= lines) && focusColumn === index}
                sort={props.sort}
                allSelected={props.allSelected}
                someSelected={props.someSelected}
                onFocus={() => props.onFocusChange({ line: -1, column: index })}
                onSort={props.onSort}
                onToggleAll={props.onToggleAll}
                onResize={props.onResize}
              />
          ))}
          </SortableContext>
          </DndContext>
        </div>
      </div>
      <div role="rowgroup" className="wb-body" style={{ height: rows.getTotalSize(), width: totalWidth }}>
        {shownLines.map(({ line, top }) => {
          const at = window ? line - window.start : -1;
          const loaded = window !== null && at >= 0 && at < window.ids.length;
          return (
            <GridLine
              key={slots.get(line) ?? `line-${line}`}
              line={line}
              top={top}
              layout={layout}
              kind={loaded ? (window.kinds[at] ?? 0) : null}
              row={loaded ? (window.rows[at] ?? null) : null}
              group={loaded ? (window.groups[at] ?? null) : null}
              selected={loaded && window.selected[at] === 1}
              member={loaded && window.kinds[at] === LINE_MEMBER}
              isGroup={loaded && window.kinds[at] === LINE_GROUP}
              focusColumn={focusLine === line ? focusColumn : null}
              context={props.context}
              inClipboard={props.inClipboard}
              onFocusCell={focusCell}
              onToggle={onToggleLine}
            />
          );
        })}
      </div>
    </div>
  );
}


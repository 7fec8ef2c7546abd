/**
 * A column header of the keyword grid: sort on Enter or click (with Shift: add the column to the sort),
 * resize by dragging its edge, move by dragging the header (dnd-kit, decision 0057).
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { columnTitle, columnTooltip, type ColumnDefinition } from '../columns/column-definition.ts';
import type { GridColumn } from './use-grid-columns.ts';
import type { ViewSort } from './view-search.ts';

interface Props {
  column: GridColumn;
  index: number;
  /** The sticky offset of a column that stays in view; undefined for a scrolling one. */
  left: number | undefined;
  /** The last pinned column: a line marks where the scrolling columns pass under it. */
  stickyEdge: boolean;
  /** A column the person pinned (not the keyword, which always stays). */
  pinned: boolean;
  /** Headers can be dragged to reorder (not on a read-only table). */
  draggable: boolean;
  /** True right after a drop, whose release is no click. */
  clickBlocked(): boolean;
  focused: boolean;
  /** The sort columns, the first deciding. */
  sort: readonly ViewSort[];
  allSelected: boolean;
  someSelected: boolean;
  onFocus(): void;
  onSort(column: ColumnDefinition, add: boolean): void;
  onToggleAll(): void;
  onResize(column: ColumnDefinition, width: number): void;
}

interface SortMark {
  /** ARIA allows one sorted header: the first sort column; the others say their place in a description. */
  ariaSort: 'ascending' | 'descending' | 'none' | undefined;
  direction: 'asc' | 'desc' | null;
  /** 1 for the deciding column; shown beside the arrow only when the table sorts by several. */
  place: number | null;
  description: string | undefined;
}

function sortMark(definition: ColumnDefinition, sorts: readonly ViewSort[]): SortMark {
  if (!definition.sortable) return { ariaSort: undefined, direction: null, place: null, description: undefined };
  const at = sorts.findIndex((s) => s.column === definition.value);
  const sort = sorts[at];
  if (!sort) return { ariaSort: 'none', direction: null, place: null, description: undefined };
  const words = sort.direction === 'asc' ? 'ascending' : 'descending';
  const several = sorts.length > 1;
  return {
    ariaSort: at === 0 ? words : 'none',
    direction: sort.direction,
    place: several ? at + 1 : null,
    description: several ? `sort column ${at + 1} of ${sorts.length}, ${words}` : undefined,
  };
}

export function GridHeaderCell({ column, index, left, stickyEdge, pinned, draggable, clickBlocked, focused, sort, allSelected, someSelected, onFocus, onSort, onToggleAll, onResize }: Props) {
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const definition = column.definition;
  const movable = draggable && definition !== null && definition.canBeModified;
  // Only the pointer listeners are used: the sortable's own role and tab stop would break the grid's.
  const sortable = useSortable({ id: column.id, disabled: !movable, data: { title: definition ? columnTitle(definition) : '' } });
  const width = dragWidth ?? column.width;
  const style = { width, minWidth: width, left, transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition, zIndex: sortable.isDragging ? 6 : undefined };
  const className = `wb-cell wb-header${left !== undefined ? ' wb-sticky' : ''}${stickyEdge ? ' wb-sticky-edge' : ''}${sortable.isDragging ? ' wb-dragging' : ''}${movable ? ' wb-movable' : ''}`;

  if (!definition) {
    return (
      <div ref={sortable.setNodeRef} role="columnheader" aria-colindex={index + 1} className={className} style={style} data-cell={`-1:${index}`} tabIndex={focused ? 0 : -1} onFocus={onFocus}>
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label="Select all keywords"
          checked={allSelected}
          ref={(input) => {
            if (input) input.indeterminate = someSelected && !allSelected;
          }}
          onChange={onToggleAll}
        />
      </div>
    );
  }

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: column.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current) setDragWidth(Math.max(60, Math.min(800, drag.current.width + event.clientX - drag.current.x)));
  };
  const onPointerUp = () => {
    if (drag.current && dragWidth !== null) onResize(definition, dragWidth);
    drag.current = null;
    setDragWidth(null);
  };
  const mark = sortMark(definition, sort);
  return (
    <div
      ref={sortable.setNodeRef}
      {...(movable ? sortable.listeners : {})}
      role="columnheader"
      data-column={definition.value}
      aria-colindex={index + 1}
      aria-sort={mark.ariaSort}
      aria-description={mark.description}
      className={`${className}${definition.sortable ? ' wb-sortable' : ''} wb-align-${definition.align}`}
      style={style}
      data-cell={`-1:${index}`}
      tabIndex={focused ? 0 : -1}
      title={columnTooltip(definition)}
      onFocus={onFocus}
      onClick={(event) => definition.sortable && !clickBlocked() && onSort(definition, event.shiftKey)}
    >
      {pinned && (
        <svg className="wb-pin-mark" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M5 1h6v1.5L10 3.5V7l2.5 2.5V11H8.75v4h-1.5v-4H3.5V9.5L6 7V3.5L5 2.5z" />
        </svg>
      )}
      <span className="wb-header-text">{columnTitle(definition)}{pinned && <span className="visually-hidden">, pinned</span>}</span>
      {mark.direction !== null && (
        <span aria-hidden="true" className="wb-sort-mark">
          {mark.direction === 'asc' ? '▲' : '▼'}
          {mark.place !== null && <sup className="wb-sort-place">{mark.place}</sup>}
        </span>
      )}
      {definition.canBeModified && (
        <span className="wb-resize" aria-hidden="true" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onClick={(e) => e.stopPropagation()} />
      )}
    </div>
  );
}

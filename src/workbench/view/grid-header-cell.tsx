/**
 * A column header of the keyword grid: sort on Enter or click (with Shift: add the column to the sort),
 * resize by dragging its edge.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { columnTitle, columnTooltip, type ColumnDefinition } from '../columns/column-definition.ts';
import { SELECT_WIDTH, type GridColumn } from './use-grid-columns.ts';
import type { ViewSort } from './view-search.ts';

interface Props {
  column: GridColumn;
  index: number;
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

export const stickyLeft = (index: number): number | undefined => (index === 0 ? 0 : index === 1 ? SELECT_WIDTH : undefined);

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

export function GridHeaderCell({ column, index, focused, sort, allSelected, someSelected, onFocus, onSort, onToggleAll, onResize }: Props) {
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const width = dragWidth ?? column.width;
  const left = stickyLeft(index);
  const style = { width, minWidth: width, left };
  const className = `wb-cell wb-header${left !== undefined ? ' wb-sticky' : ''}`;
  const definition = column.definition;

  if (!definition) {
    return (
      <div role="columnheader" aria-colindex={index + 1} className={className} style={style} data-cell={`-1:${index}`} tabIndex={focused ? 0 : -1} onFocus={onFocus}>
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
      role="columnheader"
      aria-colindex={index + 1}
      aria-sort={mark.ariaSort}
      aria-description={mark.description}
      className={`${className}${definition.sortable ? ' wb-sortable' : ''} wb-align-${definition.align}`}
      style={style}
      data-cell={`-1:${index}`}
      tabIndex={focused ? 0 : -1}
      title={columnTooltip(definition)}
      onFocus={onFocus}
      onClick={(event) => definition.sortable && onSort(definition, event.shiftKey)}
    >
      <span className="wb-header-text">{columnTitle(definition)}</span>
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

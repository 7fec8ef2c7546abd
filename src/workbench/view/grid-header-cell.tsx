/** A column header of the keyword grid: sort on Enter or click, resize by dragging its edge. */
import { useRef, useState, type PointerEvent } from 'react';
import { columnTitle, columnTooltip, type ColumnDefinition } from '../columns/column-definition.ts';
import { SELECT_WIDTH, type GridColumn } from './use-grid-columns.ts';
import type { ViewSort } from './view-search.ts';

interface Props {
  column: GridColumn;
  index: number;
  focused: boolean;
  sort: ViewSort | null;
  allSelected: boolean;
  someSelected: boolean;
  onFocus(): void;
  onSort(column: ColumnDefinition): void;
  onToggleAll(): void;
  onResize(column: ColumnDefinition, width: number): void;
}

export const stickyLeft = (index: number): number | undefined => (index === 0 ? 0 : index === 1 ? SELECT_WIDTH : undefined);

function ariaSort(definition: ColumnDefinition, sort: ViewSort | null): 'ascending' | 'descending' | 'none' | undefined {
  if (!definition.sortable) return undefined;
  if (sort?.column !== definition.value) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
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
  const direction = ariaSort(definition, sort);
  return (
    <div
      role="columnheader"
      aria-colindex={index + 1}
      aria-sort={direction}
      className={`${className}${definition.sortable ? ' wb-sortable' : ''} wb-align-${definition.align}`}
      style={style}
      data-cell={`-1:${index}`}
      tabIndex={focused ? 0 : -1}
      title={columnTooltip(definition)}
      onFocus={onFocus}
      onClick={() => definition.sortable && onSort(definition)}
    >
      <span className="wb-header-text">{columnTitle(definition)}</span>
      {direction === 'ascending' && <span aria-hidden="true" className="wb-sort-mark">▲</span>}
      {direction === 'descending' && <span aria-hidden="true" className="wb-sort-mark">▼</span>}
      {definition.canBeModified && (
        <span className="wb-resize" aria-hidden="true" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onClick={(e) => e.stopPropagation()} />
      )}
    </div>
  );
}

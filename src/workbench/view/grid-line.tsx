/** One display line of the keyword grid: a keyword row, a group line, or a placeholder until its data arrives. */
import { memo } from 'react';
import { formatNumber } from '../../domain/number-format.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { WindowGroup } from '../engine/view-window.ts';
import type { CellContext } from '../columns/cell-values.ts';
import { GridCellContent } from './grid-cell.tsx';
import type { GridColumn } from './use-grid-columns.ts';

export interface LineLayout {
  gridColumns: readonly GridColumn[];
  /** Column indexes to render, sticky ones first. */
  shown: readonly number[];
  leading: number;
  totalWidth: number;
  /** How many leading columns stay in view (selection, keyword, pinned). */
  sticky: number;
}

interface Props {
  line: number;
  top: number;
  layout: LineLayout;
  kind: number | null;
  row: KeywordRow | null;
  group: WindowGroup | null;
  selected: boolean;
  member: boolean;
  isGroup: boolean;
  /** The focused column when this line holds the grid's focus. */
  focusColumn: number | null;
  context: CellContext;
  inClipboard(keyword: string): boolean;
  onFocusCell(line: number, column: number): void;
  onToggle(line: number): void;
}

function groupLabel(group: WindowGroup, row: KeywordRow | null): string {
  if (row) return `${row.keyword} and ${formatNumber(group.count - 1)} similar`;
  return group.label ?? 'No value';
}

function keywordCell(row: KeywordRow | null, group: WindowGroup | null, isGroup: boolean, inClipboard: (k: string) => boolean) {
  if (isGroup && group) {
    return (
      <span className="wb-group-label">
        <span aria-hidden="true" className="wb-twisty">{group.expanded ? '▾' : '▸'}</span>
        {groupLabel(group, row)}
        <span className="wb-count"> · {formatNumber(group.count)} keywords</span>
      </span>
    );
  }
  if (!row) return null;
  return (
    <>
      {row.keyword}
      {inClipboard(row.keyword) && <span className="wb-clip-mark" title="In the keyword clipboard"> ◆<span className="visually-hidden"> in clipboard</span></span>}
    </>
  );
}

export const GridLine = memo(function GridLine(props: Props) {
  const { line, top, layout, row, group, selected, isGroup, member, focusColumn } = props;
  const loaded = props.kind !== null;
  return (
    <div
      role="row"
      aria-rowindex={line + 2}
      aria-selected={loaded ? selected : undefined}
      aria-busy={loaded ? undefined : true}
      className={`wb-row${selected ? ' wb-selected' : ''}${isGroup ? ' wb-group' : ''}${member ? ' wb-member' : ''}`}
      style={{ transform: `translateY(${top}px)`, width: layout.totalWidth }}
      data-line={line}
      data-keyword={row?.keyword}
    >
      {layout.shown.map((index, position) => {
        const column = layout.gridColumns[index];
        if (!column) return null;
        const left = index < layout.sticky ? column.start : undefined;
        const definition = column.definition;
        const isKeyword = definition?.value === 'keyword';
        const style = { width: column.width, minWidth: column.width, left, marginLeft: position === layout.sticky && layout.leading ? layout.leading : undefined };
        const edge = index === layout.sticky - 1 && layout.sticky > 2 ? ' wb-sticky-edge' : '';
        const className = `wb-cell${left !== undefined ? ' wb-sticky' : ''}${edge}${definition ? ` wb-align-${definition.align}` : ''}`;
        let content: React.ReactNode = null;
        if (!loaded) content = index === 1 ? <span className="wb-loading">…</span> : null;
        else if (!definition) content = <input type="checkbox" tabIndex={-1} aria-label={`Select ${row?.keyword ?? group?.label ?? 'group'}`} checked={selected} onChange={() => props.onToggle(line)} />;
        else if (isKeyword) content = keywordCell(row, group, isGroup, props.inClipboard);
        else if (isGroup && group && definition.value === 'avgsv') content = <span title="Sum of the group's average volumes">Σ {formatNumber(group.volume)}</span>;
        else if (row) content = <GridCellContent column={definition} row={row} context={props.context} />;
        return (
          <div
            key={column.id}
            role={isKeyword ? 'rowheader' : 'gridcell'}
            aria-colindex={index + 1}
            // A grid row may not carry aria-expanded (only a treegrid's may): the group's name cell does.
            aria-expanded={isKeyword && isGroup && group ? group.expanded : undefined}
            className={className}
            style={style}
            data-cell={`${line}:${index}`}
            tabIndex={focusColumn === index ? 0 : -1}
            onFocus={() => focusColumn !== index && props.onFocusCell(line, index)}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
});

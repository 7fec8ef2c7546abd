/** The table's toolbar: counts, the view controls and the active filters as removable chips. */
import type { ReactNode } from 'react';
import type { Filter } from '../../domain/filters.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import type { Grouping } from '../engine/grouping.ts';
import type { ViewSummary } from '../engine/protocol.ts';
import { describeFilter, type FilterFieldOption } from '../dialogs/filter-labels.ts';
import { groupingId } from './view-choices.ts';
import { KEYWORD_NOUNS, type RowNouns } from './workbench-props.ts';

export interface GroupChoice {
  id: string;
  title: string;
}

interface Props {
  summary: ViewSummary | null;
  busy: boolean;
  filters: readonly Filter[];
  fields: readonly FilterFieldOption[];
  grouping: Grouping;
  groupChoices: readonly GroupChoice[];
  graphCount: number;
  /** The clipboard belongs to a signed-in company; a shared link's reader has none. */
  clipboard: boolean;
  /** False for rows that are not keywords: no compare chart and no keyword clipboard. */
  keywordTools: boolean;
  onFilter(): void;
  onRemoveFilter(index: number): void;
  onClearFilters(): void;
  onGroup(id: string): void;
  onColumns(): void;
  onExport(format: 'csv' | 'xlsx'): void;
  onCompare(): void;
  onClipboard(): void;
  /** Given where the screen removes keywords (a collection, a monitoring project); the selection goes. */
  onRemove?(): void;
  /** What the rows are, plural, when they are not keywords. */
  rowNouns?: RowNouns | undefined;
  /** The saved views menu, where the table keeps saved views. */
  views?: ReactNode;
}

/** The toolbar's count line: "1 project", "2 of 3 projects in 1 group · 1 selected". */
export function countsText(summary: ViewSummary | null, [one, many]: RowNouns): string {
  if (!summary) return `Loading ${many}…`;
  const noun = summary.size === 1 ? one : many;
  const shown = summary.matched === summary.size ? `${formatNumber(summary.size)} ${noun}` : `${formatNumber(summary.matched)} of ${formatNumber(summary.size)} ${noun}`;
  const groups = summary.groups > 0 ? ` in ${countOf(summary.groups, 'group', 'groups')}` : '';
  const selected = summary.selected > 0 ? ` · ${formatNumber(summary.selected)} selected` : '';
  return `${shown}${groups}${selected}`;
}

export function WorkbenchToolbar(props: Props) {
  const { summary, filters } = props;
  return (
    <div className="wb-toolbar-wrap">
      {/* The counts and the tools wrap as two whole pieces, never a button or two on a line of their own. */}
      <div className="wb-toolbar-row">
        <span className="wb-counts" role="status" aria-live="polite">{countsText(summary, props.rowNouns ?? KEYWORD_NOUNS)}{props.busy ? ' …' : ''}</span>
        <div className="wb-toolbar" role="toolbar" aria-label="Table tools">
          <button type="button" className="secondary" onClick={props.onFilter} aria-keyshortcuts="f">
            Filter{filters.length > 0 ? ` (${filters.length})` : ''}
          </button>
          <label className="wb-group-select">
            <span>Group</span>
            <select value={groupingId(props.grouping)} onChange={(event) => props.onGroup(event.target.value)}>
              {props.groupChoices.map((choice) => <option key={choice.id} value={choice.id}>{choice.title}</option>)}
            </select>
          </label>
          {props.views}
          <button type="button" className="secondary" onClick={props.onColumns}>Columns</button>
          <span className="wb-export" role="group" aria-label="Export">
            <span aria-hidden="true">Export</span>
            <button type="button" className="secondary" aria-label="Export CSV" onClick={() => props.onExport('csv')}>CSV</button>
            <button type="button" className="secondary" aria-label="Export Excel" onClick={() => props.onExport('xlsx')}>Excel</button>
          </span>
          {props.keywordTools && (
            <button type="button" className="secondary" onClick={props.onCompare} disabled={(summary?.selected ?? 0) === 0 && props.graphCount === 0}>
              Compare{props.graphCount > 0 ? ` (${props.graphCount})` : ''}
            </button>
          )}
          {props.clipboard && props.keywordTools && <button type="button" className="secondary" aria-label="Keyword clipboard" onClick={props.onClipboard}>Clipboard</button>}
          {props.onRemove && (
            <button type="button" className="secondary" onClick={props.onRemove} disabled={(summary?.selected ?? 0) === 0} aria-keyshortcuts="Delete">
              Remove selected
            </button>
          )}
        </div>
      </div>
      {filters.length > 0 && (
        <ul className="wb-chips" aria-label="Active filters">
          {filters.map((filter, index) => {
            const text = describeFilter(filter, props.fields);
            return (
              <li key={`${index}:${text}`} className="wb-chip">
                <span>{text}</span>
                <button type="button" className="wb-chip-remove" aria-label={`Remove filter: ${text}`} onClick={() => props.onRemoveFilter(index)}>×</button>
              </li>
            );
          })}
          <li><button type="button" className="link-button" onClick={props.onClearFilters}>Clear all filters</button></li>
        </ul>
      )}
    </div>
  );
}

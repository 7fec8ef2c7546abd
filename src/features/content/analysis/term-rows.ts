/**
 * The term analysis as rows of the keyword workbench: the term stands in the keyword column, each
 * figure of the analysis in a read-only column of its own (`custom_…`), so the table's filters,
 * sorting, column manager and export work on them unchanged. Figures travel as numbers (the cell
 * shows them in German with two decimals and a number filter compares them); the target range is text
 * that sorts by its lower end.
 */
import { SORT_KEY_SUFFIX } from '../../../domain/keyword-fields.ts';
import { emptyKeywordRow, type KeywordRow } from '../../../domain/keyword-row.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import { TERM_RECOMMENDATION_LABELS } from '../../../domain/content-term-analysis.ts';
import type { TermRow } from '../../../domain/contracts/content-analysis.ts';
import type { ColumnDefinition } from '../../../workbench/columns/column-definition.ts';
import { customColumn } from '../../../workbench/columns/custom-columns.ts';

export const TERM_COLUMN = {
  holding: 'Pages',
  averageWdf: 'Avg. WDF',
  maxWdf: 'Max. WDF',
  idf: 'IDF',
  wdfIdf: 'WDF*IDF',
  ownCount: 'Own count',
  ownWdf: 'Own WDF',
  ownWdfIdf: 'Own WDF*IDF',
  target: 'Target WDF',
  recommendation: 'Recommendation',
} as const;

const key = (name: string) => `custom_${name}`;

/** Four decimals are more than a person reads and fewer than rounding noise: equal values filter alike. */
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/** `0,12–0,35`; one value when the competitors agree. */
export function targetText(target: TermRow['target']): string {
  const min = formatNumber(target.min, 2);
  const max = formatNumber(target.max, 2);
  return min === max ? min : `${min}–${max}`;
}

export function termRow(term: TermRow): KeywordRow {
  return {
    ...emptyKeywordRow(term.term),
    [key(TERM_COLUMN.holding)]: term.holding,
    [key(TERM_COLUMN.averageWdf)]: rounded(term.average_wdf),
    [key(TERM_COLUMN.maxWdf)]: rounded(term.max_wdf),
    [key(TERM_COLUMN.idf)]: rounded(term.idf),
    [key(TERM_COLUMN.wdfIdf)]: rounded(term.wdf_idf),
    [key(TERM_COLUMN.ownCount)]: term.own_count,
    [key(TERM_COLUMN.ownWdf)]: rounded(term.own_wdf),
    [key(TERM_COLUMN.ownWdfIdf)]: rounded(term.own_wdf_idf),
    [key(TERM_COLUMN.target)]: targetText(term.target),
    [`${key(TERM_COLUMN.target)}${SORT_KEY_SUFFIX}`]: term.target.min,
    [key(TERM_COLUMN.recommendation)]: TERM_RECOMMENDATION_LABELS[term.recommendation],
  };
}

/** The rows in the answer's order: strongest WDF*IDF first. */
export function termRows(terms: readonly TermRow[]): KeywordRow[] {
  return terms.map(termRow);
}

function readOnly(name: string, tooltip: string, width: number, numeric: boolean): ColumnDefinition {
  const column = customColumn(name, 'free');
  // The figures come from the analysis: the user may hide, move and rename the columns, never edit them.
  return {
    ...column,
    tooltip,
    width,
    modify: true,
    ...(numeric ? { align: 'right' as const, filter_attributes: { field: { custom: name }, kind: 'number' as const } } : {}),
  };
}

/** The keyword column of the term table holds terms. */
export const TERM_KEYWORD_COLUMN = { title: 'Term', tooltip: 'The term as the pages spell it most often; its inflections count as one (Glühweins = Glühwein).' } as const;

export const TERM_COLUMNS: readonly ColumnDefinition[] = [
  readOnly(TERM_COLUMN.holding, 'Selected competitor pages that use the term.', 90, true),
  readOnly(TERM_COLUMN.averageWdf, 'Average within-document frequency over the competitor pages (pages without the term count as 0).', 110, true),
  readOnly(TERM_COLUMN.maxWdf, 'The highest within-document frequency of any competitor page.', 110, true),
  readOnly(TERM_COLUMN.idf, 'Inverse document frequency: how rare the term is among the competitor pages.', 80, true),
  readOnly(TERM_COLUMN.wdfIdf, 'Average WDF × IDF: the weight of the term on the pages that rank.', 100, true),
  readOnly(TERM_COLUMN.ownCount, 'How often your text uses the term.', 120, true),
  readOnly(TERM_COLUMN.ownWdf, 'The within-document frequency of the term in your text.', 110, true),
  readOnly(TERM_COLUMN.ownWdfIdf, 'Your WDF × the competitors’ IDF.', 150, true),
  readOnly(TERM_COLUMN.target, 'The WDF to aim for: from the competitors’ average to their maximum.', 130, false),
  readOnly(TERM_COLUMN.recommendation, 'Use more: below the competitors’ average. Use fewer: above their maximum. Fine: within the range.', 160, false),
];

/** The term table shows its own columns until the user chooses others (then the URL holds the choice). */
export const DEFAULT_TERM_COLUMNS: readonly string[] = ['keyword', ...TERM_COLUMNS.map((c) => c.value)];

export function withTermColumns<T extends { columns?: string[] }>(view: T): T {
  return view.columns ? view : { ...view, columns: [...DEFAULT_TERM_COLUMNS] };
}

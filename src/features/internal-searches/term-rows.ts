/**
 * The terms answer as keyword rows for the workbench: Google's row of the term (volume, trend, CPC…)
 * with the domain's position in the ranking cell and the site's own numbers in three read-only
 * columns of their own.
 */
import type { TermsResponse } from '../../domain/contracts/internal-searches.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import { rankColour } from '../../domain/rank-colour.ts';
import type { ColumnDefinition } from '../../workbench/columns/column-definition.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';

export const SEARCHES_COLUMN = 'Site searches';
export const TREND_COLUMN = 'Site trend %';
export const GAP_COLUMN = 'Content gap';
export const GAP_YES = 'gap';
export const GAP_NO = 'no';

const numeric = (column: ColumnDefinition, tooltip: string): ColumnDefinition => ({
  ...column,
  tooltip,
  align: 'right',
  width: 120,
  filter_attributes: { field: { custom: column.text }, kind: 'number' },
});

/** The site's own columns, after Google's: searches, trend and the gap flag. */
export function termColumns(): ColumnDefinition[] {
  return [
    numeric(customColumn(SEARCHES_COLUMN, 'free'), 'Searches for the term on your site in the period.'),
    numeric(customColumn(TREND_COLUMN, 'free'), 'Searches per day in the later half of the period against the earlier half; empty when the term is new.'),
    {
      ...customColumn(GAP_COLUMN, 'free'),
      tooltip: `"${GAP_YES}": searched on your site and on Google, and your domain is not in Google's top 10.`,
      width: 110,
    },
  ];
}

/** One row per term in the answer's order (most searched first); `gapsOnly` keeps the content gaps. */
export function termRows(answer: TermsResponse, gapsOnly: boolean): KeywordRow[] {
  const google = new Map(answer.rows.map((row) => [phraseIdentity(row.keyword), row]));
  const terms = gapsOnly ? answer.terms.filter((t) => t.gap) : answer.terms;
  return terms.map((term) => {
    const base = google.get(phraseIdentity(term.term)) ?? emptyKeywordRow(term.term);
    return {
      ...base,
      keyword: term.term,
      ranking: term.position === null ? null : { position: term.position, datetime: null, color: rankColour(term.position) },
      [`custom_${SEARCHES_COLUMN}`]: term.searches,
      [`custom_${TREND_COLUMN}`]: term.trend === null ? null : Math.round(term.trend),
      [`custom_${GAP_COLUMN}`]: term.gap ? GAP_YES : GAP_NO,
    };
  });
}

import type { TermSummary } from '../../domain/contracts/internal-searches.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { changeDirection, formatChange } from '../../domain/year-over-year.ts';

/** A term's trend in words: `+25 %`, or `new` when the earlier half of the period had no search for it. */
export function trendLabel(trend: number | null): string {
  return trend === null ? 'new' : formatChange(trend / 100);
}

/** The most searched terms of the period with their trend. */
export function TopTerms({ terms }: { terms: readonly TermSummary[] }) {
  return (
    <div className="isearch-table-wrap">
      <table className="isearch-table isearch-top">
        <caption className="muted">Trend: searches per day in the later half of the period against the earlier half.</caption>
        <thead>
          <tr>
            <th scope="col" className="numeric">#</th>
            <th scope="col">Search term</th>
            <th scope="col" className="numeric">Searches</th>
            <th scope="col" className="numeric">Trend</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term, index) => (
            <tr key={term.term}>
              <td className="numeric">{formatNumber(index + 1)}</td>
              <th scope="row">{term.term}</th>
              <td className="numeric">{formatNumber(term.searches)}</td>
              <td className={`numeric trend-${term.trend === null ? 'new' : changeDirection(term.trend / 100)}`}>{trendLabel(term.trend)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { keywordCells, serpFeatureNames } from './keyword-cells.ts';
import { TrendCell } from './trend-cell.tsx';

interface Props {
  readonly rows: readonly KeywordRow[];
  readonly offset: number;
  readonly total: number;
  readonly pageSize: number;
  readonly rateUsdToEur: number;
  /** A page is on its way; the pager stays enabled so keyboard focus is not dropped. */
  readonly loading: boolean;
  readonly onPage: (offset: number) => void;
}

/** The result as a plain table, one page at a time (the workbench issue replaces it with the full grid). */
export function ResultTable({ rows, offset, total, pageSize, rateUsdToEur, loading, onPage }: Props) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + rows.length, total);
  const range = `Rows ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`;
  const pager = (
    <nav className="sv-pager" aria-label="Result pages">
      <button type="button" className="secondary" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - pageSize))}>
        Previous page
      </button>
      <span aria-live="polite">{range}</span>
      <button type="button" className="secondary" disabled={offset + pageSize >= total} onClick={() => onPage(offset + pageSize)}>
        Next page
      </button>
    </nav>
  );
  return (
    <section className="sv-result" aria-labelledby="sv-result-title" aria-busy={loading}>
      <h2 id="sv-result-title">Result</h2>
      {pager}
      <div className="sv-table-scroll" tabIndex={0} role="region" aria-label="Result table, scrolls sideways">
        <table className="sv-table">
          <caption>
            Search volume of {formatNumber(total)} keywords · {range} · cost per click in euros
          </caption>
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col" className="num">Avg. volume</th>
              <th scope="col" className="num">Annual volume</th>
              <th scope="col">Last 12 months</th>
              <th scope="col" className="num">Competition</th>
              <th scope="col" className="num">CPC low – high</th>
              <th scope="col">Difficulty</th>
              <th scope="col">Categories</th>
              <th scope="col">SERP features</th>
              <th scope="col">Peak month</th>
              <th scope="col">Season</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const cells = keywordCells(row, rateUsdToEur);
              const features = serpFeatureNames(row.serp_items);
              return (
                <tr key={row.keyword}>
                  <th scope="row">{row.keyword}</th>
                  <td className="num">{cells.avgsv}</td>
                  <td className="num">{cells.annualsv}</td>
                  <td>
                    <TrendCell volumes={row.search_volumes} />
                  </td>
                  <td className="num">{cells.competition}</td>
                  <td className="num">{cells.cpc}</td>
                  <td>
                    {row.keyword_difficulty ? <span className="sv-difficulty" style={{ borderColor: row.keyword_difficulty.color }}>{cells.difficulty}</span> : cells.difficulty}
                  </td>
                  <td className="sv-categories">{cells.categories}</td>
                  <td title={features.join(', ')}>{features.length === 0 ? '-' : `${formatNumber(features.length)}: ${features.slice(0, 3).join(', ')}${features.length > 3 ? ' …' : ''}`}</td>
                  <td>{cells.peak}</td>
                  <td>{cells.season}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

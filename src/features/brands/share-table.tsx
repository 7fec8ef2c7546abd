import type { BrandIndexResponse } from '../../domain/contracts/brands.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { formatShare } from '../../domain/share-format.ts';
import { monthLabels } from './share-series.ts';

interface Props {
  readonly index: Pick<BrandIndexResponse, 'months' | 'brands' | 'totals'>;
  /** The newest months shown, as in the chart. */
  readonly span: number;
}

/**
 * Every value of the chart as a table, newest month first: what a screen reader reads instead of the
 * areas, and what a sighted person reads exact numbers from. Its own scroll region, reachable by Tab.
 */
export function ShareTable({ index, span }: Props) {
  const from = Math.max(0, index.months.length - span);
  const at = index.months.map((key, i) => ({ key, i })).slice(from).reverse();
  return (
    <div className="brand-table-wrap brand-share-table" role="region" aria-label="Share of search per month" tabIndex={0}>
      <table className="brand-table">
        <caption className="visually-hidden">Share of search of each brand per month, newest first, and the search volume of all brands</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {index.brands.map((brand) => (
              <th scope="col" className="num" key={brand.brand_id}>{brand.name}</th>
            ))}
            <th scope="col" className="num">All brands</th>
          </tr>
        </thead>
        <tbody>
          {at.map(({ key, i }) => (
            <tr key={key}>
              <th scope="row">{monthLabels(key).long}</th>
              {index.brands.map((brand) => (
                <td className="num" key={brand.brand_id}>{formatShare(brand.shares[i])}</td>
              ))}
              <td className="num">{formatNumber(index.totals[i])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

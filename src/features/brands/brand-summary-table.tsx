import type { BrandIndexSeries } from '../../domain/contracts/brands.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { changeDirection, formatChange } from '../../domain/year-over-year.ts';
import { seriesColour } from '../../workbench/panels/chart-theme.ts';
import { formatShare, formatSharePoints } from '../../domain/share-format.ts';
import { monthLabels } from './share-series.ts';
import { seasonText, seasonTitle } from './season-text.ts';

interface Props {
  readonly brands: readonly BrandIndexSeries[];
  /** The newest month of the index, the month the share and volume columns are of. */
  readonly month: string | null;
}

const DIRECTION_WORDS = { up: 'up', down: 'down', flat: 'unchanged', unknown: 'unknown' } as const;

function Change({ change, text }: { change: number | null; text: string }) {
  const direction = changeDirection(change);
  return (
    <td className={`num brand-change brand-change-${direction}`}>
      {text}
      <span className="visually-hidden"> ({DIRECTION_WORDS[direction]})</span>
    </td>
  );
}

/** Each brand's newest share and volume, their change against a year before, and its season. */
export function BrandSummaryTable({ brands, month }: Props) {
  const last = (values: readonly (number | null)[]) => values[values.length - 1] ?? null;
  const monthText = month === null ? 'the newest month' : monthLabels(month).long;
  return (
    <div className="brand-table-wrap" role="region" aria-label="Brands compared" tabIndex={0}>
      <table className="brand-table">
        <caption className="visually-hidden">Share of search and search volume of each brand in {monthText}, the change against a year before, and the brand's season</caption>
        <thead>
          <tr>
            <th scope="col">Brand</th>
            <th scope="col" className="num">Share {monthText}</th>
            <th scope="col" className="num">Share vs. year before</th>
            <th scope="col" className="num">Volume {monthText}</th>
            <th scope="col" className="num">Volume YoY month</th>
            <th scope="col" className="num">Volume YoY 12 months</th>
            <th scope="col">Seasonality</th>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand) => (
            <tr key={brand.brand_id}>
              <th scope="row">
                <span className="brand-swatch" style={{ background: seriesColour(brand.position) }} aria-hidden="true" />
                {brand.name}
              </th>
              <td className="num">{formatShare(last(brand.shares))}</td>
              <Change change={brand.share_change} text={formatSharePoints(brand.share_change)} />
              <td className="num">{formatNumber(last(brand.volumes))}</td>
              <Change change={brand.volume_change.month.change} text={formatChange(brand.volume_change.month.change)} />
              <Change change={brand.volume_change.twelve_months.change} text={formatChange(brand.volume_change.twelve_months.change)} />
              <td title={seasonTitle(brand.seasonality)}>{seasonText(brand.seasonality)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { BrandKeywordStat } from '../../domain/contracts/brand-analysis.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { changeDirection, formatChange } from '../../domain/year-over-year.ts';
import { formatShare } from '../../domain/share-format.ts';

interface Props {
  readonly label: string;
  readonly caption: string;
  readonly stats: readonly BrandKeywordStat[];
}

const DIRECTION_WORDS = { up: 'up', down: 'down', flat: 'unchanged', unknown: 'unknown' } as const;

/** Keywords of a brand with their volume, their part of the brand's searches and their change. */
export function KeywordStatsTable({ label, caption, stats }: Props) {
  return (
    <div className="brand-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="brand-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Keyword</th>
            <th scope="col" className="num">Avg. volume</th>
            <th scope="col" className="num">Part of the brand</th>
            <th scope="col" className="num">Last 12 vs. 12 before</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((stat) => {
            const direction = changeDirection(stat.change);
            return (
              <tr key={stat.keyword}>
                <th scope="row">{stat.keyword}</th>
                <td className="num">{formatNumber(stat.avgsv)}</td>
                <td className="num">{formatShare(stat.share_of_brand)}</td>
                <td className={`num brand-change brand-change-${direction}`}>
                  {formatChange(stat.change)}
                  <span className="visually-hidden"> ({DIRECTION_WORDS[direction]})</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { useMemo } from 'react';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { changeDirection, formatChange, type YearOverYear } from '../../domain/year-over-year.ts';
import { monthText } from '../../workbench/panels/history-summary.ts';
import { volumeSeries, type HistoryMonths } from '../../workbench/panels/volume-series.ts';
import type { YearMonth } from '../../domain/month-keys.ts';

export interface HistoricalLine {
  row: KeywordRow;
  yoy: YearOverYear | null;
}

interface Props {
  lines: readonly HistoricalLine[];
  months: HistoryMonths;
  /** The newest month of the columns: the newest month any keyword has. */
  latest: YearMonth;
}

const DIRECTION_WORDS = { up: 'up', down: 'down', flat: 'unchanged', unknown: 'unknown' } as const;

function ChangeCell({ change }: { change: number | null }) {
  const direction = changeDirection(change);
  return (
    <td className={`num historical-change historical-change-${direction}`}>
      {formatChange(change)}
      <span className="visually-hidden"> ({DIRECTION_WORDS[direction]})</span>
    </td>
  );
}

/**
 * Every keyword with its year-over-year change and its monthly volumes as columns, newest first, in
 * a region of its own that scrolls sideways and can be reached (and scrolled) by keyboard.
 */
export function HistoricalTable({ lines, months, latest }: Props) {
  const columns = useMemo(() => volumeSeries([], months, latest).reverse(), [months, latest]);
  return (
    <div className="historical-table-wrap" role="region" aria-label="Monthly search volume table" tabIndex={0}>
      <table className="historical-table">
        <caption className="visually-hidden">Monthly search volume and year-over-year change of each keyword</caption>
        <thead>
          <tr>
            <th scope="col">Keyword</th>
            <th scope="col" className="num">Avg. volume</th>
            <th scope="col" className="num">YoY month</th>
            <th scope="col" className="num">YoY 12 months</th>
            {columns.map((column) => (
              <th scope="col" className="num" key={column.key} title={monthText(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map(({ row, yoy }) => {
            const points = volumeSeries(row.search_volumes, months, latest).reverse();
            return (
              <tr key={row.keyword}>
                <th scope="row">{row.keyword}</th>
                <td className="num">{formatNumber(row.avgsv)}</td>
                <ChangeCell change={yoy?.monthChange.change ?? null} />
                <ChangeCell change={yoy?.twelveMonthChange.change ?? null} />
                {points.map((point) => (
                  <td className="num" key={point.key}>
                    {formatNumber(point.count)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

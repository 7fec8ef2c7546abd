import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../domain/number-format.ts';
import { axisTick, gridStroke, seriesColour, seriesDash, tooltipStyles } from '../../workbench/panels/chart-theme.ts';
import { germanDay } from './visibility-table.ts';
import { cellText, chartValue, historySentence, historySeries, type CompetitorHistory, type PositionDay } from './position-history.ts';
import '../../workbench/panels/panels.css';

interface Props {
  keyword: string;
  /** The project's own domain: the first line. */
  domain: string;
  days: readonly PositionDay[];
  competitors: readonly CompetitorHistory[];
}

/**
 * One keyword's daily position for the own domain and each competitor, 1 at the top. A failed lookup
 * is a gap in every line and "failed" in the table, never a position (SerpBear #272); "not found" is a
 * gap too, named as such. The table beside the chart gives screen readers the same numbers.
 */
export function PositionHistoryChart({ keyword, domain, days, competitors }: Props) {
  const series = useMemo(() => historySeries(domain, days, competitors), [domain, days, competitors]);
  const data = useMemo(
    () => series.rows.map((row) => ({ label: germanDay(row.date), ...Object.fromEntries(series.domains.map((d, i) => [d, chartValue(row.cells[i])])) })),
    [series],
  );
  const sentence = historySentence(keyword, days);
  if (days.length === 0) {
    return (
      <figure className="monitoring-figure" data-testid="position-history">
        <p className="muted">No lookups yet for this keyword: its history appears after the next update.</p>
      </figure>
    );
  }
  return (
    <figure className="monitoring-figure monitoring-history-figure" data-testid="position-history">
      <div className="monitoring-chart">
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} title={`Position history of ${keyword}`} desc={sentence} accessibilityLayer>
            <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} interval="preserveStartEnd" minTickGap={24} />
            <YAxis reversed domain={[1, 'dataMax']} allowDecimals={false} tick={axisTick} stroke={gridStroke} width={40} />
            <Tooltip {...tooltipStyles} formatter={(value, name) => [typeof value === 'number' ? formatNumber(value) : 'no position', String(name)]} />
            <Legend />
            {series.domains.map((d, index) => (
              <Line
                key={d}
                type="monotone"
                dataKey={d}
                name={index === 0 ? `${d} (yours)` : d}
                stroke={seriesColour(index)}
                strokeDasharray={seriesDash(index)}
                strokeWidth={index === 0 ? 3 : 2}
                dot={days.length < 40}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="monitoring-table-scroll monitoring-history-table" tabIndex={0} role="region" aria-label={`Positions of ${keyword} by day and domain`}>
        <table className="monitoring-table">
          <caption className="visually-hidden">Positions of {keyword} by day: your domain and each competitor</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.domains.map((d, index) => (
                <th scope="col" key={d}>{index === 0 ? `${d} (yours)` : d}</th>
              ))}
              <th scope="col">Your URL</th>
            </tr>
          </thead>
          <tbody>
            {[...series.rows].reverse().map((row) => (
              <tr key={row.date}>
                <th scope="row">{germanDay(row.date)}</th>
                {row.cells.map((cell, i) => (
                  <td key={series.domains[i]} className={cell.kind === 'ranked' ? 'number' : undefined}>{cellText(cell)}</td>
                ))}
                <td>{row.url ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="muted">{sentence}</figcaption>
    </figure>
  );
}

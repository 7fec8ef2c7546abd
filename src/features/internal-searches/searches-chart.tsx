import { useMemo } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewResponse } from '../../domain/contracts/internal-searches.ts';
import { germanDay } from '../../domain/internal-search-values.ts';
import { formatNumber, formatShort } from '../../domain/number-format.ts';
import { axisTick, gridStroke, tooltipStyles } from '../../workbench/panels/chart-theme.ts';
// The chart colours (--series-n) are the workbench panels' palette.
import '../../workbench/panels/panels.css';

type Day = OverviewResponse['days'][number];

/** One sentence a screen reader hears for the chart: the total, the busiest day and the daily mean. */
export function searchesSummary(days: readonly Day[]): string {
  if (days.length === 0) return 'No days in the period.';
  const total = days.reduce((sum, d) => sum + d.searches, 0);
  const busiest = days.reduce((best, d) => (d.searches > best.searches ? d : best), days[0] ?? { day: '', searches: 0 });
  return `${formatNumber(total)} searches in ${formatNumber(days.length)} days, ${formatNumber(Math.round(total / days.length))} a day on average; the busiest day was ${germanDay(busiest.day)} with ${formatNumber(busiest.searches)}.`;
}

/**
 * Searches per day as an area. Recharts' accessibility layer makes the chart one tab stop whose
 * arrow keys walk the days; the table below gives every value to screen readers and keyboards.
 */
export function SearchesChart({ days }: { days: readonly Day[] }) {
  const points = useMemo(() => days.map((d) => ({ label: germanDay(d.day).slice(0, 6), day: d.day, searches: d.searches })), [days]);
  const summary = searchesSummary(days);
  return (
    <figure className="isearch-figure">
      <div className="isearch-chart">
        <ResponsiveContainer width="100%" height={240}>
          <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} title="Site searches per day" desc={summary} accessibilityLayer>
            <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} interval="preserveStartEnd" minTickGap={24} />
            <YAxis tick={axisTick} stroke={gridStroke} tickFormatter={(value: number) => formatShort(value)} width={48} />
            <Tooltip {...tooltipStyles} labelFormatter={(_label, payload) => germanDay(String(payload[0]?.payload?.day ?? ''))} formatter={(value) => [formatNumber(typeof value === 'number' ? value : null), 'Searches']} />
            <Area type="monotone" dataKey="searches" name="Searches" stroke="var(--series-1)" fill="var(--series-1)" fillOpacity={0.18} strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted">{summary}</figcaption>
      <details className="isearch-days">
        <summary>Searches per day as a table</summary>
        <div className="isearch-table-wrap isearch-days-wrap">
          <table className="isearch-table">
            <caption className="visually-hidden">Site searches per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="numeric">Searches</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{germanDay(d.day)}</th>
                  <td className="numeric">{formatNumber(d.searches)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

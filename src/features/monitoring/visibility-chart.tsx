import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatShort } from '../../domain/number-format.ts';
import { axisTick, gridStroke, seriesColour, seriesDash, tooltipStyles } from '../../workbench/panels/chart-theme.ts';
import { germanDay, visibilityTable, type DomainVisibility } from './visibility-table.ts';
import '../../workbench/panels/panels.css';

interface Props {
  /** The project's domain first, then its competitors (SPEC §3 competitorData). */
  series: readonly DomainVisibility[];
}

/**
 * The visibility index of the domain and each competitor over time. Recharts' accessibility layer
 * makes the chart one tab stop whose arrow keys walk the days; the table below gives every value to
 * screen readers (and to anyone who opens it).
 */
export function VisibilityChart({ series }: Props) {
  const table = useMemo(() => visibilityTable(series), [series]);
  const domains = series.map((s) => s.domain);
  if (table.rows.length === 0) {
    return <p className="muted">No visibility yet: it appears after the first update has finished.</p>;
  }
  const last = table.rows[table.rows.length - 1];
  const summary = `Visibility on ${germanDay(last?.date ?? '')}: ${domains.map((d, i) => `${d} ${formatNumber(last?.values[i] ?? null, 2)}`).join(', ')}.`;
  const data = table.rows.map((row) => ({ label: germanDay(row.date), ...Object.fromEntries(domains.map((d, i) => [d, row.values[i] ?? null])) }));
  return (
    <figure className="monitoring-figure" data-testid="visibility-chart">
      <div className="monitoring-chart">
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} title="Visibility index over time" desc={summary} accessibilityLayer>
            <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} interval="preserveStartEnd" minTickGap={24} />
            <YAxis tick={axisTick} stroke={gridStroke} tickFormatter={(value: number) => formatShort(value)} width={52} />
            <Tooltip {...tooltipStyles} formatter={(value, name) => [formatNumber(typeof value === 'number' ? value : null, 2), String(name)]} />
            <Legend />
            {domains.map((domain, index) => (
              <Line
                key={domain}
                type="monotone"
                dataKey={domain}
                name={domain}
                stroke={seriesColour(index)}
                strokeDasharray={seriesDash(index)}
                strokeWidth={index === 0 ? 3 : 2}
                dot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted">{summary}</figcaption>
      <details className="monitoring-table-details">
        <summary>Visibility as a table</summary>
        <div className="monitoring-table-scroll" tabIndex={0} role="region" aria-label="Visibility by day">
          <table className="monitoring-table">
            <caption className="visually-hidden">Visibility index by day and domain</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {domains.map((d) => (
                  <th scope="col" key={d}>{d}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...table.rows].reverse().map((row) => (
                <tr key={row.date}>
                  <th scope="row">{germanDay(row.date)}</th>
                  {row.values.map((value, i) => (
                    <td key={domains[i]} className="number">{formatNumber(value, 2)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

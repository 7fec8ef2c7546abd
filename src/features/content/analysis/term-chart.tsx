import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../domain/number-format.ts';
import { axisTick, gridStroke, seriesColour, tooltipStyles } from '../../../workbench/panels/chart-theme.ts';
import { chartSummary, SERIES_LABELS, type ChartPoint } from './chart-series.ts';
// The chart colours (--series-n) for light and dark are defined with the workbench's panels.
import '../../../workbench/panels/panels.css';

interface Props {
  readonly points: readonly ChartPoint[];
  readonly hasOwnText: boolean;
  readonly keyword: string;
}

const value = (v: unknown) => formatNumber(typeof v === 'number' ? v : null, 2);
// Three decimals are what WDF*IDF values need to differ on the axis; the axis is German too.
const tick = (v: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }).format(v);

/**
 * The classic WDF*IDF chart: the strongest terms along the axis, the competitors' maximum and average
 * and the own text as three lines (each also dashed or dotted, not told by colour alone). Recharts'
 * accessibility layer makes it one tab stop whose arrow keys walk the terms; the chart carries a name
 * and a description, and the table after it (for screen readers) holds every value.
 */
export function TermChart({ points, hasOwnText, keyword }: Props) {
  const summary = chartSummary(points, hasOwnText);
  return (
    <figure className="analysis-chart" aria-labelledby="wdf-chart-caption">
      <div className="analysis-chart-scroll">
        <div className="analysis-chart-canvas">
          <ResponsiveContainer width="100%" height={360}>
            <LineChart
              data={points as ChartPoint[]}
              margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
              title={`WDF*IDF chart for ${keyword}`}
              desc={summary}
              accessibilityLayer
            >
              <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="term" tick={axisTick} stroke={gridStroke} interval={0} angle={-45} textAnchor="end" height={96} />
              <YAxis tick={axisTick} stroke={gridStroke} tickFormatter={tick} width={56} />
              <Tooltip {...tooltipStyles} formatter={(v, name) => [value(v), String(name)]} />
              <Legend wrapperStyle={{ color: 'var(--text)' }} verticalAlign="top" />
              <Line type="linear" dataKey="max" name={SERIES_LABELS.max} stroke={seriesColour(1)} strokeDasharray="6 3" strokeWidth={2} dot={false} isAnimationActive={false} />
              <Line type="linear" dataKey="average" name={SERIES_LABELS.average} stroke={seriesColour(2)} strokeDasharray="2 3" strokeWidth={2} dot={false} isAnimationActive={false} />
              {hasOwnText && <Line type="linear" dataKey="own" name={SERIES_LABELS.own} stroke={seriesColour(0)} strokeWidth={3} dot={{ r: 3 }} isAnimationActive={false} />}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </div>
      <figcaption id="wdf-chart-caption" className="muted">{summary}</figcaption>
      <ChartTable points={points} hasOwnText={hasOwnText} />
    </figure>
  );
}

/**
 * The chart's values as a table, for screen readers (the chart itself is a picture to them). The
 * hiding class sits on a wrapper: a table grows to its content, so on the table it would widen the page.
 */
function ChartTable({ points, hasOwnText }: { points: readonly ChartPoint[]; hasOwnText: boolean }) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>WDF*IDF chart as a table: each term with the competitors’ maximum and average{hasOwnText ? ' and your text' : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">{SERIES_LABELS.max}</th>
            <th scope="col">{SERIES_LABELS.average}</th>
            {hasOwnText && <th scope="col">{SERIES_LABELS.own}</th>}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.term}>
              <th scope="row">{p.term}</th>
              <td>{value(p.max)}</td>
              <td>{value(p.average)}</td>
              {hasOwnText && <td>{value(p.own)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

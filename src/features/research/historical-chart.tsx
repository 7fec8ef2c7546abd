import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthlyVolume } from '../../domain/keyword-row.ts';
import { monthKey } from '../../domain/month-keys.ts';
import { formatNumber, formatShort } from '../../domain/number-format.ts';
import { formatChange, type YearOverYear } from '../../domain/year-over-year.ts';
import { axisTick, gridStroke, tooltipStyles } from '../../workbench/panels/chart-theme.ts';
import { historySummary, monthText } from '../../workbench/panels/history-summary.ts';
import { volumeSeries, type HistoryMonths } from '../../workbench/panels/volume-series.ts';
// The chart colours (--series-n) and the months toggle are styled with the workbench's panels.
import '../../workbench/panels/panels.css';

interface Props {
  keyword: string;
  volumes: readonly MonthlyVolume[];
  months: HistoryMonths;
  yoy: YearOverYear | null;
}

/** What the change says in words, for the caption and the chart's description. */
export function changeSentence(yoy: YearOverYear | null): string {
  if (yoy === null) return 'No year-over-year change is known.';
  const at = monthText({ key: monthKey(yoy.month.year, yoy.month.month) });
  return `Change against a year before: ${formatChange(yoy.monthChange.change)} in ${at}, ${formatChange(yoy.twelveMonthChange.change)} over the last 12 months.`;
}

/**
 * One keyword's monthly volume as a line. Recharts' accessibility layer makes the chart one tab
 * stop whose arrow keys walk the months; the table beside it gives every value to screen readers.
 */
export function HistoricalChart({ keyword, volumes, months, yoy }: Props) {
  const points = useMemo(() => volumeSeries(volumes, months, yoy?.month), [volumes, months, yoy]);
  const summary = historySummary(keyword, points);
  return (
    <figure className="historical-figure">
      <h3 className="historical-figure-title">{keyword}</h3>
      {points.length === 0 ? (
        <p className="muted">No monthly volumes are known for this keyword.</p>
      ) : (
        <>
          <div className="historical-chart">
            <ResponsiveContainer width="100%" height={180}>
              <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} title={`Search volume chart of ${keyword}`} desc={summary} accessibilityLayer>
                <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} interval="preserveStartEnd" minTickGap={16} />
                <YAxis tick={axisTick} stroke={gridStroke} tickFormatter={(value: number) => formatShort(value)} width={48} />
                <Tooltip {...tooltipStyles} formatter={(value) => [formatNumber(typeof value === 'number' ? value : null), 'Search volume']} />
                <Line type="monotone" dataKey="count" name="Search volume" stroke="var(--series-1)" strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <figcaption className="muted">
            {summary} {changeSentence(yoy)}
          </figcaption>
        </>
      )}
    </figure>
  );
}

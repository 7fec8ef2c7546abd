import { useId, useMemo, useState } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useStartup } from '../../session/use-app-state.ts';
import type { MonthlyVolume } from '../../domain/keyword-row.ts';
import type { YearMonth } from '../../domain/month-keys.ts';
import { formatNumber, formatShort } from '../../domain/number-format.ts';
import { useVolumeHistory } from './api/volume-history.ts';
import { axisTick, gridStroke, tooltipStyles } from './chart-theme.ts';
import { historySummary, monthText } from './history-summary.ts';
import { MonthsToggle } from './months-toggle.tsx';
import { mergeVolumes, monthsCovered, volumeSeries, type HistoryMonths, type VolumePoint } from './volume-series.ts';
import './panels.css';

export interface VolumeHistoryChartProps {
  keyword: string;
  /** The row's own `search_volumes`; a longer history is fetched only when these lack asked months. */
  volumes: readonly MonthlyVolume[];
  /** The market of the row. null (e.g. a shared research page without login) never fetches. */
  location: number | null;
  language: string | null;
  /** The last month of the chart; by default the latest month of the data. */
  latest?: YearMonth;
  /** Starting months; the toggle then belongs to the chart. */
  initialMonths?: HistoryMonths;
}

const errorText = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : 'The volume history could not be loaded.');

/** The monthly search volume of one keyword over 12, 24 or 48 months. */
export function VolumeHistoryChart({ keyword, volumes, location, language, latest, initialMonths = 12 }: VolumeHistoryChartProps) {
  const [months, setMonths] = useState<HistoryMonths>(initialMonths);
  const startup = useStartup();
  const headingId = useId();
  const lacking = monthsCovered(volumes, months, latest) < months;
  const canFetch = startup !== null && location !== null && language !== null && language !== '';
  const history = useVolumeHistory(
    { keyword, location: location ?? 0, language: language ?? '', companyId: startup?.company.id ?? 0, userId: startup?.user.id ?? 0 },
    lacking && canFetch,
  );
  const merged = useMemo(() => (history.data ? mergeVolumes(volumes, history.data) : volumes), [volumes, history.data]);
  const points = useMemo(() => volumeSeries(merged, months, latest), [merged, months, latest]);
  const summary = historySummary(keyword, points);
  const fetching = lacking && canFetch && history.isPending;

  return (
    <section className="volume-history" aria-labelledby={headingId}>
      <div className="volume-history-head">
        <h3 id={headingId}>Search volume history</h3>
        <MonthsToggle value={months} onChange={setMonths} />
      </div>
      {history.isError ? (
        <p className="panel-error" role="alert">
          {errorText(history.error)}
        </p>
      ) : points.length === 0 ? (
        <p className="panel-empty">{fetching ? 'Loading the volume history…' : 'No monthly volumes are known for this keyword yet.'}</p>
      ) : (
        <figure className="volume-history-figure">
          {fetching ? (
            <p className="panel-loading" role="status">
              Loading {months} months of history…
            </p>
          ) : null}
          <HistoryArea points={points} title={`Search volume chart of ${keyword}`} summary={summary} />
          <figcaption className="muted">{summary}</figcaption>
          <HistoryTable keyword={keyword} points={points} />
        </figure>
      )}
    </section>
  );
}

function HistoryArea({ points, title, summary }: { points: VolumePoint[]; title: string; summary: string }) {
  const gradientId = useId().replaceAll(':', '');
  return (
    <div className="volume-history-chart">
      <ResponsiveContainer width="100%" height={240}>
        <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} title={title} desc={summary}>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--series-1)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--series-1)" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={axisTick} stroke={gridStroke} tickFormatter={(value: number) => formatShort(value)} width={48} />
          <Tooltip {...tooltipStyles} formatter={(value) => [formatNumber(typeof value === 'number' ? value : null), 'Search volume']} />
          <Area type="monotone" dataKey="count" name="Search volume" stroke="var(--series-1)" strokeWidth={2} fill={`url(#${gradientId})`} connectNulls={false} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Every month's value for screen readers, who cannot read the lines. */
function HistoryTable({ keyword, points }: { keyword: string; points: VolumePoint[] }) {
  return (
    <table className="visually-hidden">
      <caption>Monthly search volume of {keyword}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Search volume</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.key}>
            <th scope="row">{monthText(point)}</th>
            <td>{formatNumber(point.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

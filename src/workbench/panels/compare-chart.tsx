import { useId, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useStartup } from '../../session/use-app-state.ts';
import { GRAPH_SELECTION_MAX } from '../../domain/graph-selection.ts';
import type { YearMonth } from '../../domain/month-keys.ts';
import { formatNumber, formatShort } from '../../domain/number-format.ts';
import { useWorkbenchPorts } from '../ports.ts';
import { fetchVolumeHistory, volumeHistoryKey } from './api/volume-history.ts';
import { axisTick, gridStroke, seriesColour, seriesDash, tooltipStyles } from './chart-theme.ts';
import { monthText } from './history-summary.ts';
import { MonthsToggle } from './months-toggle.tsx';
import { compareSeries, mergeVolumes, monthsCovered, type CompareData, type CompareInput, type HistoryMonths } from './volume-series.ts';
import './panels.css';

export interface CompareChartProps {
  /** The graph selection in its order, with each keyword's own `search_volumes` (at most 10 are drawn). */
  rows: readonly CompareInput[];
  /** Takes the keyword out of the graph selection. */
  onRemove: (keyword: string) => void;
  /** The market of the rows; null never fetches a longer history. */
  location: number | null;
  language: string | null;
  latest?: YearMonth;
  initialMonths?: HistoryMonths;
  /** The heading's id, for a surrounding dialog's `labelledBy`; generated when not given. */
  headingId?: string;
}

export const COMPARE_EMPTY_TEXT = `Select up to ${GRAPH_SELECTION_MAX} keywords and choose Compare (c) to see them in one chart.`;

const errorText = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : 'The volume history could not be loaded.');

/** Up to ten keywords' volume histories as lines on one month axis, with a list to take keywords out again. */
export function CompareChart({ rows, onRemove, location, language, latest, initialMonths = 12, headingId: givenHeadingId }: CompareChartProps) {
  const [months, setMonths] = useState<HistoryMonths>(initialMonths);
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  const startup = useStartup();
  const { fetchHistoricalVolume } = useWorkbenchPorts();
  const shown = rows.slice(0, GRAPH_SELECTION_MAX);
  const canFetch = startup !== null && location !== null && language !== null && language !== '';
  const histories = useQueries({
    queries: shown.map((row) => {
      const request = { keyword: row.keyword, location: location ?? 0, language: language ?? '', companyId: startup?.company.id ?? 0, userId: startup?.user.id ?? 0 };
      return {
        queryKey: volumeHistoryKey(request),
        queryFn: () => fetchVolumeHistory(fetchHistoricalVolume, request),
        enabled: canFetch && monthsCovered(row.volumes, months, latest) < months,
        staleTime: 60 * 60 * 1000,
      };
    }),
  });
  // At most 10 × 48 points: cheaper to rebuild than to memoise on the ever-new query results.
  const data = compareSeries(
    shown.map((row, i) => ({ keyword: row.keyword, volumes: mergeVolumes(row.volumes, histories[i]?.data ?? []) })),
    months,
    latest,
  );
  const failure = histories.find((h) => h.isError)?.error;
  const loading = histories.some((h) => h.isFetching);

  return (
    <section className="compare-chart" aria-labelledby={headingId}>
      <div className="volume-history-head">
        <h2 id={headingId}>Compare keywords</h2>
        {shown.length > 0 ? <MonthsToggle value={months} onChange={setMonths} /> : null}
      </div>
      {shown.length === 0 ? (
        <p className="panel-empty">{COMPARE_EMPTY_TEXT}</p>
      ) : failure ? (
        <p className="panel-error" role="alert">
          {errorText(failure)}
        </p>
      ) : (
        <>
          {loading ? (
            <p className="panel-loading" role="status">
              Loading {months} months of history…
            </p>
          ) : null}
          {data.points.length === 0 ? <p className="panel-empty">No monthly volumes are known for these keywords yet.</p> : <CompareLines data={data} />}
        </>
      )}
      {shown.length > 0 ? <CompareLegend data={data} onRemove={onRemove} /> : null}
    </section>
  );
}

function CompareLines({ data }: { data: CompareData }) {
  const first = data.points[0];
  const last = data.points[data.points.length - 1];
  const desc = `Search volume of ${data.series.map((s) => s.keyword).join(', ')}${first && last ? `, ${monthText(first)} to ${monthText(last)}` : ''}.`;
  return (
    <figure className="volume-history-figure">
      <div className="volume-history-chart">
        <ResponsiveContainer width="100%" height={300}>
          <LineChart data={data.points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} title="Search volume chart of the compared keywords" desc={desc}>
            <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tick={axisTick} stroke={gridStroke} tickFormatter={(value: number) => formatShort(value)} width={48} />
            <Tooltip {...tooltipStyles} formatter={(value) => formatNumber(typeof value === 'number' ? value : null)} />
            {data.series.map((series, index) => (
              <Line
                key={series.key}
                type="monotone"
                dataKey={series.key}
                name={series.keyword}
                stroke={seriesColour(index)}
                strokeDasharray={seriesDash(index)}
                strokeWidth={2}
                dot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="visually-hidden">{desc}</figcaption>
      <CompareTable data={data} />
    </figure>
  );
}

/** The legend is also the list to act on: each keyword's colour and line, and its Remove button. */
function CompareLegend({ data, onRemove }: { data: CompareData; onRemove: (keyword: string) => void }) {
  return (
    <ul className="compare-legend" aria-label="Compared keywords">
      {data.series.map((series, index) => (
        <li key={series.key}>
          <svg width="28" height="10" aria-hidden="true" className="legend-line">
            <line x1="1" y1="5" x2="27" y2="5" stroke={seriesColour(index)} strokeWidth="3" strokeDasharray={seriesDash(index)} />
          </svg>
          <span className="legend-keyword">{series.keyword}</span>
          <button type="button" className="secondary" onClick={() => onRemove(series.keyword)} aria-label={`Remove ${series.keyword} from the chart`}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

function CompareTable({ data }: { data: CompareData }) {
  return (
    <table className="visually-hidden">
      <caption>Monthly search volume of the compared keywords</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {data.series.map((series) => (
            <th key={series.key} scope="col">
              {series.keyword}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.points.map((point) => (
          <tr key={point.key}>
            <th scope="row">{monthText(point)}</th>
            {data.series.map((series) => (
              <td key={series.key}>{formatNumber(point[series.key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

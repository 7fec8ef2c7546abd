import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, gridStroke, seriesColour, seriesDash, tooltipStyles } from '../../workbench/panels/chart-theme.ts';
import type { ChartKind } from './index-search.ts';
import { formatShare } from '../../domain/share-format.ts';
import { shareSummary, type ShareSeries } from './share-series.ts';
// The chart colours (--series-n) for light and dark are defined with the workbench's panels.
import '../../workbench/panels/panels.css';

interface Props {
  readonly series: ShareSeries;
  readonly kind: ChartKind;
  readonly height?: number;
}

const percentTick = (value: number) => formatShare(value).replace(',0 %', ' %');
const tooltipValue = (value: unknown) => formatShare(typeof value === 'number' ? value : null);

/**
 * Share of search per brand per month, as stacked areas (the whole market is 100 %) or as lines
 * (each brand against the others). Recharts' accessibility layer makes the chart one tab stop whose
 * arrow keys walk the months with the tooltip; the summary and the table beside it tell a screen
 * reader every value.
 */
export function ShareChart({ series, kind, height = 320 }: Props) {
  const summary = shareSummary(series);
  const common = {
    data: series.points as object[],
    margin: { top: 8, right: 16, bottom: 0, left: 0 },
    title: kind === 'area' ? 'Share of search as stacked areas' : 'Share of search as lines',
    desc: summary,
    accessibilityLayer: true,
  };
  const axes = (
    <>
      <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} interval="preserveStartEnd" minTickGap={20} />
      <YAxis tick={axisTick} stroke={gridStroke} domain={[0, kind === 'area' ? 1 : 'auto']} tickFormatter={percentTick} width={52} allowDataOverflow={kind === 'area'} />
      <Tooltip {...tooltipStyles} formatter={(value, name) => [tooltipValue(value), name]} labelFormatter={(_label, payload) => longLabelOf(payload) ?? String(_label)} />
      <Legend wrapperStyle={{ color: 'var(--text)' }} />
    </>
  );
  return (
    <div className="brand-share-chart" data-chart={kind}>
      <ResponsiveContainer width="100%" height={height}>
        {kind === 'area' ? (
          <AreaChart {...common}>
            {axes}
            {series.brands.map((brand) => (
              <Area
                key={brand.key}
                type="monotone"
                dataKey={brand.key}
                name={brand.name}
                stackId="share"
                stroke={seriesColour(brand.position)}
                fill={seriesColour(brand.position)}
                fillOpacity={0.55}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </AreaChart>
        ) : (
          <LineChart {...common}>
            {axes}
            {series.brands.map((brand) => (
              <Line
                key={brand.key}
                type="monotone"
                dataKey={brand.key}
                name={brand.name}
                stroke={seriesColour(brand.position)}
                strokeDasharray={seriesDash(brand.position)}
                strokeWidth={2}
                dot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

/** The tooltip's heading in full (`Nov 2024`), read from the point under it. */
function longLabelOf(payload: readonly { payload?: unknown }[] | undefined): string | null {
  const point = payload?.[0]?.payload;
  if (typeof point === 'object' && point !== null && 'long' in point && typeof point.long === 'string') return point.long;
  return null;
}

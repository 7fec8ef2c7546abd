import { Line, LineChart, YAxis } from 'recharts';
import type { DashboardCard } from '../../domain/contracts/brands.ts';
import { seriesColour } from '../../workbench/panels/chart-theme.ts';
// The series colours (--series-N) are defined there; /brands has no other chart that loads them.
import '../../workbench/panels/panels.css';
import { formatShare } from '../../domain/share-format.ts';
import { monthLabels } from './share-series.ts';

interface Props {
  readonly card: DashboardCard;
}

/** `nike's share of search, Dec 2025 to Nov 2026: from 31,0 % to 34,5 %.` */
export function sparklineText(card: Pick<DashboardCard, 'leader' | 'sparkline'>): string {
  const known = card.sparkline.filter((point) => point.share !== null);
  const first = known[0];
  const last = known[known.length - 1];
  if (!card.leader || !first || !last) return 'No share of search known yet.';
  return `${card.leader.name}'s share of search, ${monthLabels(first.month).long} to ${monthLabels(last.month).long}: from ${formatShare(first.share)} to ${formatShare(last.share)}.`;
}

/**
 * The leader's share over the last 12 months as a small line: a picture with its words as the
 * label, so a screen reader hears the trend instead of a chart it cannot walk.
 */
export function ShareSparkline({ card }: Props) {
  const position = card.brands.find((brand) => brand.id === card.leader?.brand_id)?.position ?? 0;
  return (
    <div className="brand-sparkline" role="img" aria-label={sparklineText(card)}>
      <LineChart width={140} height={36} data={card.sparkline} margin={{ top: 4, right: 2, bottom: 4, left: 2 }}>
        <YAxis hide domain={['dataMin', 'dataMax']} />
        <Line type="monotone" dataKey="share" stroke={seriesColour(position)} strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
      </LineChart>
    </div>
  );
}

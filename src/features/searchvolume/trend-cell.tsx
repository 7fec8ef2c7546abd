import type { MonthlyVolume } from '../../domain/keyword-row.ts';
import { lastTwelveMonths, trendLabel } from './keyword-cells.ts';

const WIDTH = 72;
const HEIGHT = 20;

/** Twelve bars of the latest months; the label reads every month out for screen readers. */
export function TrendCell({ volumes }: { volumes: readonly MonthlyVolume[] }) {
  const months = lastTwelveMonths(volumes);
  if (months.length === 0) return <span className="muted">-</span>;
  const top = Math.max(1, ...months.map((m) => m.count ?? 0));
  const step = WIDTH / 12;
  return (
    <svg className="trend" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={trendLabel(volumes)}>
      {months.map((m, index) => {
        const height = Math.max(1, ((m.count ?? 0) / top) * HEIGHT);
        return <rect key={`${m.year}-${m.month}`} x={index * step + 0.5} y={HEIGHT - height} width={step - 1.5} height={height} />;
      })}
    </svg>
  );
}

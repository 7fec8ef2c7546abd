import type { Distribution } from '../../domain/contracts/monitoring.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { RANK_BAND_COLOURS } from '../../domain/rank-colour.ts';

const PARTS: readonly { key: keyof Distribution; label: string; colour: string }[] = [
  { key: 'top_3', label: 'Top 3', colour: RANK_BAND_COLOURS[0] },
  { key: 'top_4_10', label: '4–10', colour: RANK_BAND_COLOURS[2] },
  { key: 'top_11_20', label: '11–20', colour: RANK_BAND_COLOURS[4] },
  { key: 'top_21_100', label: '21–100', colour: RANK_BAND_COLOURS[7] },
  { key: 'not_found', label: 'Not found', colour: '#868e96' },
  { key: 'failed', label: 'Lookup failed', colour: '#c92a2a' },
];

/** The distribution of positions as a list of labelled bars: readable as text, the bar only repeats the number. */
export function DistributionBars({ distribution }: { distribution: Distribution }) {
  const total = PARTS.reduce((sum, part) => sum + distribution[part.key], 0);
  return (
    <section className="monitoring-panel" aria-labelledby="distribution-title">
      <h2 id="distribution-title">Distribution of positions</h2>
      {total === 0 ? (
        <p className="muted">No lookups yet.</p>
      ) : (
        <ul className="monitoring-bars">
          {PARTS.map((part) => {
            const count = distribution[part.key];
            const share = total === 0 ? 0 : (count / total) * 100;
            return (
              <li key={part.key}>
                <span className="monitoring-bar-label">{part.label}</span>
                <span className="monitoring-bar-track" aria-hidden="true">
                  <span className="monitoring-bar" style={{ width: `${share}%`, background: part.colour }} />
                </span>
                <span className="number">
                  {formatNumber(count)} <span className="muted">({formatNumber(share, 2)} %)</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

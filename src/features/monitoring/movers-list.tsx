import type { Mover } from '../../domain/contracts/monitoring.ts';
import { formatNumber } from '../../domain/number-format.ts';

const place = (position: number | null) => (position === null ? 'not found' : formatNumber(position));

interface Props {
  title: string;
  movers: readonly Mover[];
  empty: string;
  onHistory(keywordId: number): void;
}

/** Winners or losers: the keyword, from → to, the places moved; each opens its position history. */
export function MoversList({ title, movers, empty, onHistory }: Props) {
  const id = `movers-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {movers.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="monitoring-movers">
          {movers.map((m) => (
            <li key={m.keyword_id}>
              <button type="button" className="link-button" onClick={() => onHistory(m.keyword_id)} aria-label={`${m.keyword}: from ${place(m.from)} to ${place(m.to)}, show history`}>
                {m.keyword}
              </button>
              <span className="muted">
                {place(m.from)} → {place(m.to)}
              </span>
              <span className={m.change > 0 ? 'monitoring-up' : 'monitoring-down'}>{m.change > 0 ? `+${formatNumber(m.change)}` : `−${formatNumber(-m.change)}`}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

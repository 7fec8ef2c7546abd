import { Link } from '@tanstack/react-router';
import { brandAnalysisLink, brandIndexLink, type DashboardCard as Card } from '../../domain/contracts/brands.ts';
import { languageName, locationName } from '../../domain/markets.ts';
import { changeDirection } from '../../domain/year-over-year.ts';
import { formatShare, formatSharePoints } from '../../domain/share-format.ts';
import { monthLabels } from './share-series.ts';
import { ShareSparkline } from './share-sparkline.tsx';
import { hasIndex, isRunning } from './run-state.ts';
import { RunProgress } from './run-progress.tsx';

interface Props {
  readonly card: Card;
  onRename(listname: string): void;
  onRefresh(listname: string): void;
  onDelete(listname: string): void;
}

const DIRECTION_WORDS = { up: 'up', down: 'down', flat: 'unchanged', unknown: 'unknown' } as const;

/** One dashboard on /brands: its brands, the leader and its share this month, the change, the sparkline. */
export function DashboardCard({ card, onRename, onRefresh, onDelete }: Props) {
  const headingId = `dashboard-${card.listname}`;
  const direction = changeDirection(card.leader_share_change);
  const month = card.month === null ? null : monthLabels(card.month).long;
  return (
    <li className="brand-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="brand-card-title">
        <Link to={brandIndexLink(card.listname)}>{card.name}</Link>
      </h2>
      <p className="brand-card-brands">{card.brands.map((brand) => brand.name).join(' · ')}</p>
      <p className="muted brand-card-market">{locationName(card.location)}, {languageName(card.language)}</p>
      {card.leader && month !== null ? (
        <div className="brand-card-facts">
          <dl>
            <div>
              <dt>Leader {month}</dt>
              <dd><strong>{card.leader.name}</strong> {formatShare(card.leader.share)}</dd>
            </div>
            <div>
              <dt>Against a year before</dt>
              <dd className={`brand-change brand-change-${direction}`}>
                {formatSharePoints(card.leader_share_change)}
                <span className="visually-hidden"> ({DIRECTION_WORDS[direction]})</span>
              </dd>
            </div>
          </dl>
          <ShareSparkline card={card} />
        </div>
      ) : (
        card.status === 'done' && <p className="muted">The index found no search volume for these brands.</p>
      )}
      {/* The card's own Refresh button below goes on after a failure. */}
      <RunProgress card={card} />
      <div className="button-row brand-card-actions">
        <Link className="button-link" to={brandIndexLink(card.listname)} aria-label={`Open the brand index of ${card.name}`}>Open</Link>
        {hasIndex(card) && (
          <Link className="button-link secondary" to={brandAnalysisLink(card.listname)} aria-label={`Open the analysis of ${card.name}`}>Analysis</Link>
        )}
        <button type="button" className="secondary" onClick={() => onRename(card.listname)} aria-label={`Rename ${card.name}`}>Rename</button>
        <button type="button" className="secondary" onClick={() => onRefresh(card.listname)} disabled={isRunning(card.status)} aria-label={`Refresh ${card.name}`}>Refresh</button>
        <button type="button" className="secondary danger" onClick={() => onDelete(card.listname)} aria-label={`Delete ${card.name}`}>Delete</button>
      </div>
    </li>
  );
}

import type { DashboardCard } from '../../domain/contracts/brands.ts';
import { isRunning, runProblem, runText } from './run-state.ts';

interface Props {
  readonly card: DashboardCard;
  /** Starts the index again (failed or interrupted); absent where refreshing is not offered. */
  readonly onRefresh?: () => void;
}

/** A running index as a progress bar, a failed one as its reason with a way to go on; nothing when done. */
export function RunProgress({ card, onRefresh }: Props) {
  if (isRunning(card.status)) {
    return (
      <div className="brand-progress">
        <div className="brand-progress-track" role="progressbar" aria-label={`Brand index of ${card.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={card.progress}>
          <div className="brand-progress-fill" style={{ width: `${card.progress}%` }} />
        </div>
        <p className="brand-progress-text muted">{runText(card)}. You can leave this page; the bell tells you when it is done.</p>
      </div>
    );
  }
  const problem = runProblem(card);
  if (problem === null) return null;
  return (
    <div className="brand-problem" role="alert">
      <p>{problem}</p>
      {onRefresh && (
        <button type="button" className="secondary" onClick={onRefresh} aria-label={`Refresh the brand index of ${card.name}`}>
          Refresh
        </button>
      )}
    </div>
  );
}

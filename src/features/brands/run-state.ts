/** What a dashboard's newest index run means for the screens. */
import type { DashboardCard, DashboardStatus } from '../../domain/contracts/brands.ts';
import { NO_CREDITS_LEFT, NO_CREDITS_LEFT_MESSAGE } from '../../domain/contracts/notifications.ts';

export const isRunning = (status: DashboardStatus): boolean => status === 'queued' || status === 'running';
export const hasIndex = (card: Pick<DashboardCard, 'month'>): boolean => card.month !== null;

/** The failed run's text for the person; `no_credits_left` has its own (SPEC §8). */
export function runProblem(card: Pick<DashboardCard, 'status' | 'error' | 'error_code'>): string | null {
  if (card.status === 'interrupted') return card.error ?? 'The brand index was interrupted. Refresh to go on; finished batches are kept.';
  if (card.status !== 'failed') return null;
  if (card.error_code === NO_CREDITS_LEFT) return NO_CREDITS_LEFT_MESSAGE;
  return card.error ?? 'The brand index failed. Refresh to try again; finished batches are kept.';
}

/** The words of a run's state, for the card and the index header. */
export function runText(card: Pick<DashboardCard, 'status' | 'progress'>): string {
  switch (card.status) {
    case 'queued':
      return 'Brand index waiting to start';
    case 'running':
      return `Brand index running: ${card.progress} %`;
    case 'failed':
      return 'Brand index failed';
    case 'interrupted':
      return 'Brand index interrupted';
    case 'done':
      return 'Brand index done';
  }
}

import type { DashboardCard } from '../../../domain/contracts/brands.ts';
import { isRunning } from '../run-state.ts';

/** How often a read is repeated while an index runs and no notification arrives (a lost socket). */
export const RUN_POLL_MS = 4000;

/** react-query's `refetchInterval` for reads that carry cards: poll only while one of them runs. */
export function pollWhileRunning(cards: readonly Pick<DashboardCard, 'status'>[] | undefined): number | false {
  return cards?.some((card) => isRunning(card.status)) ? RUN_POLL_MS : false;
}

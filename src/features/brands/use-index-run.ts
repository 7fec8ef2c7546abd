import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardCard } from '../../domain/contracts/brands.ts';
import { useJobProgress } from '../../jobs/use-job-progress.ts';
import { brandKeys } from './api/query-keys.ts';
import { isRunning } from './run-state.ts';

/**
 * Follows a dashboard's running index: each progress notification of its job reads the company's
 * brand data again at once, so the bell and the screen move together. The reads also poll while a
 * run is under way (api/poll.ts), in case the socket is down.
 */
export function useIndexRun(companyId: number, card: DashboardCard | undefined): void {
  const client = useQueryClient();
  const onProgress = useCallback(() => void client.invalidateQueries({ queryKey: brandKeys.all(companyId) }), [client, companyId]);
  useJobProgress(card !== undefined && isRunning(card.status) ? card.job_id : null, onProgress);
}

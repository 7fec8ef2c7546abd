import { useCallback, useState } from 'react';
import type { CompetitorListResponse } from '../../../domain/contracts/content.ts';
import { COMPETITOR_DEPTH } from '../../../domain/contracts/content.ts';
import { useJobProgress } from '../../../jobs/use-job-progress.ts';

/** Pages tried of the pages to try: read or failed. Before the results are in, the depth is the target. */
export function pagesTried(data: Pick<CompetitorListResponse, 'competitors'>): { tried: number; of: number } {
  const tried = data.competitors.filter((c) => c.fetched || c.fetch_error !== null).length;
  return { tried, of: data.competitors.length === 0 ? COMPETITOR_DEPTH : data.competitors.length };
}

/**
 * The fetch job's progress in percent as the bell reports it (job notifications carry the job id);
 * null until the bell has said anything (a shared visitor has no bell: the page count stands alone).
 */
export function useFetchProgress(jobId: string | null): number | null {
  const [progress, setProgress] = useState<{ job: string; value: number } | null>(null);
  const onProgress = useCallback((job: string, value: number) => setProgress({ job, value }), []);
  useJobProgress(jobId, onProgress);
  return progress !== null && progress.job === jobId ? progress.value : null;
}

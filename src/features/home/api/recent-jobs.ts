import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { recentJobsResponseSchema, type RecentJobsResponse } from '../../../domain/contracts/jobs.ts';
import { homeKeys } from './query-keys.ts';

/** While a job runs the list is read again this often, in case the socket that moves it is down. */
const POLL_WHILE_RUNNING_MS = 10_000;

/** POST /api/jobs/recent: the company's newest jobs whose screens this person may open. */
export function recentJobs(companyId: number): Promise<RecentJobsResponse> {
  return apiPost('/jobs/recent', { company_id: companyId }, recentJobsResponseSchema);
}

export function useRecentJobs(companyId: number) {
  return useQuery({
    queryKey: homeKeys.jobs(companyId),
    queryFn: () => recentJobs(companyId),
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === 'running' || job.status === 'queued') ? POLL_WHILE_RUNNING_MS : false),
  });
}

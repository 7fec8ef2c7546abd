import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import type { AiTask } from '../../../domain/ai-writing-tasks.ts';
import { aiProjectResponseSchema, aiResultsResponseSchema, type AiProjectResponse, type AiResultsResponse } from '../../../domain/contracts/ai-suite.ts';
import { aiKeys } from './query-keys.ts';

/** POST /api/ai-suite/get: one project with its tasks' counts and latest jobs. */
export function getProject(companyId: number, id: number): Promise<AiProjectResponse> {
  return apiPost('/ai-suite/get', { company_id: companyId, project_id: id }, aiProjectResponseSchema);
}

export function useProject(companyId: number, id: number) {
  return useQuery({ queryKey: aiKeys.project(companyId, id), queryFn: () => getProject(companyId, id) });
}

/** POST /api/ai-suite/results: one task's rows in the project's order. */
export function getResults(companyId: number, id: number, task: AiTask): Promise<AiResultsResponse> {
  return apiPost('/ai-suite/results', { company_id: companyId, project_id: id, task }, aiResultsResponseSchema);
}

const running = (data: AiResultsResponse | undefined) => data?.job?.status === 'queued' || data?.job?.status === 'running';

/** Polled every 2 s while the task's job runs; the bell's progress also refreshes it (useJobProgress). */
export function useResults(companyId: number, id: number, task: AiTask) {
  return useQuery({ queryKey: aiKeys.results(companyId, id, task), queryFn: () => getResults(companyId, id, task), refetchInterval: (q) => (running(q.state.data) ? 2000 : false) });
}

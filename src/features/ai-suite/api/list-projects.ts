import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { aiProjectListResponseSchema, aiSourcesResponseSchema, type AiProjectListResponse, type AiSourcesResponse } from '../../../domain/contracts/ai-suite.ts';
import { aiKeys } from './query-keys.ts';

/** POST /api/ai-suite/list: the company's AI projects, newest first. */
export function listProjects(companyId: number): Promise<AiProjectListResponse> {
  return apiPost('/ai-suite/list', { company_id: companyId }, aiProjectListResponseSchema);
}

export function useProjectList(companyId: number) {
  return useQuery({ queryKey: aiKeys.list(companyId), queryFn: () => listProjects(companyId) });
}

/** POST /api/ai-suite/sources: the company's collections a project can start from. */
export function listSources(companyId: number): Promise<AiSourcesResponse> {
  return apiPost('/ai-suite/sources', { company_id: companyId }, aiSourcesResponseSchema);
}

export function useSources(companyId: number) {
  return useQuery({ queryKey: aiKeys.sources(companyId), queryFn: () => listSources(companyId) });
}

import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { rankingsResponseSchema, type RankingsRequest, type RankingsResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/rankings: the project's settings and its keywords' latest day. */
export function getRankings(request: RankingsRequest): Promise<RankingsResponse> {
  return apiPost('/monitoring/projects/rankings', request, rankingsResponseSchema);
}

export function useRankings(companyId: number, projectId: number) {
  return useQuery({ queryKey: monitoringKeys.rankings(companyId, projectId), queryFn: () => getRankings({ company_id: companyId, project_id: projectId }) });
}

import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { competitorPositionsResponseSchema, type CompetitorPositionsResponse, type RankingsRequest } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/projects/competitors: each competitor's position on the project's keywords. */
export function getCompetitorPositions(request: RankingsRequest): Promise<CompetitorPositionsResponse> {
  return apiPost('/monitoring/projects/competitors', request, competitorPositionsResponseSchema);
}

/** Loaded when the competitor table is opened: it is one more row per keyword and competitor. */
export function useCompetitorPositions(companyId: number, projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: monitoringKeys.competitors(companyId, projectId),
    queryFn: () => getCompetitorPositions({ company_id: companyId, project_id: projectId }),
    enabled,
  });
}

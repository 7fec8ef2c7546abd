import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { keywordHistoryResponseSchema, type KeywordHistoryRequest, type KeywordHistoryResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/keywords/history: one keyword's daily positions (its chart on demand). */
export function getKeywordHistory(request: KeywordHistoryRequest): Promise<KeywordHistoryResponse> {
  return apiPost('/monitoring/keywords/history', request, keywordHistoryResponseSchema);
}

export function useKeywordHistory(companyId: number, projectId: number, keywordId: number | null) {
  return useQuery({
    queryKey: monitoringKeys.history(companyId, projectId, keywordId ?? 0),
    queryFn: () => getKeywordHistory({ company_id: companyId, project_id: projectId, keyword_id: keywordId ?? 0 }),
    enabled: keywordId !== null,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { competitorSelectResponseSchema, type CompetitorSelectResponse } from '../../../domain/contracts/content.ts';
import { contentKeys } from './query-keys.ts';

export interface SelectCompetitorRequest {
  company_id: number;
  project_id: number;
  competitor_id: number;
  selected: boolean;
}

/** POST /api/content/competitors/select: whether the analysis reads this page. */
export function selectCompetitor(request: SelectCompetitorRequest): Promise<CompetitorSelectResponse> {
  return apiPost('/content/competitors/select', request, competitorSelectResponseSchema);
}

export function useSelectCompetitor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: selectCompetitor,
    // The project (its selected count), its competitors and the list's counts all change.
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: contentKeys.all(request.company_id) }),
  });
}

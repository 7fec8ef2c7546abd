import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import {
  removeKeywordsResponseSchema,
  restoreKeywordsResponseSchema,
  type RemoveKeywordsRequest,
  type RemoveKeywordsResponse,
  type RestoreKeywordsRequest,
  type RestoreKeywordsResponse,
} from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/keywords/remove: the keywords and their history go; restore brings them back until `undo_until`. */
export function removeKeywords(request: RemoveKeywordsRequest): Promise<RemoveKeywordsResponse> {
  return apiPost('/monitoring/keywords/remove', request, removeKeywordsResponseSchema);
}

/** POST /api/monitoring/keywords/restore: undoes one removal within its window. */
export function restoreKeywords(request: RestoreKeywordsRequest): Promise<RestoreKeywordsResponse> {
  return apiPost('/monitoring/keywords/restore', request, restoreKeywordsResponseSchema);
}

/** Both change the rankings, the visibility, the overview and the card of the project. */
function useRefreshProject() {
  const client = useQueryClient();
  return (request: { company_id: number; project_id: number }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: monitoringKeys.project(request.company_id, request.project_id) }),
      client.invalidateQueries({ queryKey: monitoringKeys.list(request.company_id) }),
    ]);
}

export function useRemoveKeywords() {
  const refresh = useRefreshProject();
  return useMutation({ mutationFn: removeKeywords, onSuccess: (_answer, request) => refresh(request) });
}

export function useRestoreKeywords() {
  const refresh = useRefreshProject();
  return useMutation({ mutationFn: restoreKeywords, onSuccess: (_answer, request) => refresh(request) });
}

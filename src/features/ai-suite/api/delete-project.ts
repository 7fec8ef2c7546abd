import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { aiDeleteResponseSchema, aiProjectResponseSchema, type AiDeleteResponse, type AiProjectRequest, type AiProjectResponse } from '../../../domain/contracts/ai-suite.ts';
import { aiKeys } from './query-keys.ts';

/** POST /api/ai-suite/delete: the project leaves the list; restore brings it back until `undo_until`. */
export function deleteProject(request: AiProjectRequest): Promise<AiDeleteResponse> {
  return apiPost('/ai-suite/delete', request, aiDeleteResponseSchema);
}

/** POST /api/ai-suite/restore: undoes a delete of the last seconds, texts included. */
export function restoreProject(request: AiProjectRequest): Promise<AiProjectResponse> {
  return apiPost('/ai-suite/restore', request, aiProjectResponseSchema);
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: (_a, r) => client.invalidateQueries({ queryKey: aiKeys.list(r.company_id) }) });
}

export function useRestoreProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreProject, onSuccess: (_a, r) => client.invalidateQueries({ queryKey: aiKeys.list(r.company_id) }) });
}

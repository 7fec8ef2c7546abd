import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { aiRunResponseSchema, aiSetResponseSchema, type AiRunResponse, type AiSetRequest, type AiSetResponse, type AiTaskRequest } from '../../../domain/contracts/ai-suite.ts';
import { aiKeys } from './query-keys.ts';

/** POST /api/ai-suite/run: starts the task's background job (or answers the one under way). */
export function runTask(request: AiTaskRequest): Promise<AiRunResponse> {
  return apiPost('/ai-suite/run', request, aiRunResponseSchema);
}

export function useRunTask() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runTask, onSuccess: (_a, r) => client.invalidateQueries({ queryKey: aiKeys.project(r.company_id, r.project_id) }) });
}

/** POST /api/ai-suite/set: the text or status of rows; answers their values before, for the undo. */
export function setResults(request: AiSetRequest): Promise<AiSetResponse> {
  return apiPost('/ai-suite/set', request, aiSetResponseSchema);
}

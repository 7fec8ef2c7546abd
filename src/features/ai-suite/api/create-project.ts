import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { aiCreateRequestSchema, aiProjectResponseSchema, type AiCreateRequest, type AiProjectResponse } from '../../../domain/contracts/ai-suite.ts';
import { aiKeys } from './query-keys.ts';

/** POST /api/ai-suite/create: a project from a keyword or one of the company's collections. */
export function createProject(request: AiCreateRequest): Promise<AiProjectResponse> {
  return apiPost('/ai-suite/create', aiCreateRequestSchema.parse(request), aiProjectResponseSchema);
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: (_a, request) => client.invalidateQueries({ queryKey: aiKeys.all(Number(request.company_id)) }) });
}

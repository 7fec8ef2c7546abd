import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import {
  contentProjectResponseSchema,
  contentShareResponseSchema,
  type ContentProjectRefRequest,
  type ContentProjectResponse,
  type ContentShareResponse,
} from '../../../domain/contracts/content.ts';
import { contentKeys } from './query-keys.ts';

/** POST /api/content/projects/share: the project's read-only link (made once, then the same). */
export function shareContentProject(request: ContentProjectRefRequest): Promise<ContentShareResponse> {
  return apiPost('/content/projects/share', request, contentShareResponseSchema);
}

/** POST /api/content/projects/unshare: the old link opens nothing any more. */
export function unshareContentProject(request: ContentProjectRefRequest): Promise<ContentProjectResponse> {
  return apiPost('/content/projects/unshare', request, contentProjectResponseSchema);
}

export function useShareContentProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareContentProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: contentKeys.all(request.company_id) }),
  });
}

export function useUnshareContentProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unshareContentProject,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: contentKeys.all(request.company_id) }),
  });
}

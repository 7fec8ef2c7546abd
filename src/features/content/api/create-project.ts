import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { contentProjectJobResponseSchema, type ContentProjectCreateRequest, type ContentProjectJobResponse } from '../../../domain/contracts/content.ts';
import { contentKeys } from './query-keys.ts';

/** The request as the client builds it: the company is the signed-in one, a number. */
export type CreateContentProjectRequest = ContentProjectCreateRequest & { company_id: number };

/** POST /api/content/projects/create: the project, and the job that fetches its competitors (the bell follows it). */
export function createContentProject(request: CreateContentProjectRequest): Promise<ContentProjectJobResponse> {
  return apiPost('/content/projects/create', request, contentProjectJobResponseSchema);
}

export function useCreateContentProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContentProject,
    onSuccess: (answer, request) => {
      client.setQueryData(contentKeys.project(request.company_id, answer.project.id), { project: answer.project });
      return client.invalidateQueries({ queryKey: contentKeys.list(request.company_id) });
    },
  });
}

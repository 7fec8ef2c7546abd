import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../../api/http.ts';
import { draftVersionResponseSchema, draftVersionsResponseSchema, type DraftVersionResponse, type DraftVersionsResponse } from '../../../../domain/contracts/content.ts';
import { editorKeys } from './query-keys.ts';

/** POST /api/content/drafts/versions: every saved version, newest first. */
export function getVersions(companyId: number, projectId: number): Promise<DraftVersionsResponse> {
  return apiPost('/content/drafts/versions', { company_id: companyId, project_id: projectId }, draftVersionsResponseSchema);
}

/** POST /api/content/drafts/version: one version's text. */
export function getVersion(companyId: number, projectId: number, revision: number): Promise<DraftVersionResponse> {
  return apiPost('/content/drafts/version', { company_id: companyId, project_id: projectId, revision }, draftVersionResponseSchema);
}

export function useVersions(companyId: number, projectId: number, enabled: boolean) {
  return useQuery({ queryKey: editorKeys.versions(companyId, projectId), queryFn: () => getVersions(companyId, projectId), enabled, retry: false });
}

/** A saved version never changes, so it is read once. */
export function useVersion(companyId: number, projectId: number, revision: number | null) {
  return useQuery({
    queryKey: editorKeys.version(companyId, projectId, revision ?? 0),
    queryFn: () => getVersion(companyId, projectId, revision ?? 0),
    enabled: revision !== null,
    staleTime: Infinity,
    retry: false,
  });
}

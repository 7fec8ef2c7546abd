import { apiPost, ApiCallError } from '../../../../api/http.ts';
import { draftResponseSchema, type Draft } from '../../../../domain/contracts/content.ts';
import { getDraft } from './get-draft.ts';

export type SaveAnswer = { readonly kind: 'saved'; readonly draft: Draft } | { readonly kind: 'conflict'; readonly current: Draft };

/**
 * POST /api/content/drafts/save on the revision the text was edited from. A 409 (saved elsewhere
 * since) is no failure: the current draft is read, so the writer can compare it with theirs. A
 * network failure or another refusal rejects, and the autosave keeps the text and tries again.
 */
export async function saveDraft(companyId: number, projectId: number, revision: number, html: string): Promise<SaveAnswer> {
  try {
    const { draft } = await apiPost('/content/drafts/save', { company_id: companyId, project_id: projectId, revision, html }, draftResponseSchema);
    return { kind: 'saved', draft };
  } catch (failure) {
    if (failure instanceof ApiCallError && failure.status === 409) return { kind: 'conflict', current: await getDraft(companyId, projectId) };
    throw failure;
  }
}

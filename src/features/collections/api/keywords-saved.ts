import { apiPost } from '../../../api/http.ts';
import { keywordsSavedResponseSchema, type KeywordsSavedRequest, type KeywordsSavedResponse } from '../../../domain/contracts/collections.ts';

/** POST /api/research/keywords-saved: for each keyword (in request order) the names of the collections holding it in `loc`. */
export function fetchKeywordsSaved(request: KeywordsSavedRequest): Promise<KeywordsSavedResponse> {
  return apiPost('/research/keywords-saved', request, keywordsSavedResponseSchema);
}

import { DEFAULT_SOURCE_PAGE, type IdeaView, type SuggestPattern } from '../../domain/contracts/keyword-data.ts';
import type { KeywordSourceRequest } from './api/source-lookup.ts';

/** One lookup of a research screen: what the URL holds, before the session's company and user are added. */
export interface SourceLookupInput {
  readonly request_type: KeywordSourceRequest['request_type'];
  readonly keyword: string;
  readonly location: number;
  readonly language: string;
  /** Ideas only. */
  readonly view?: IdeaView;
  /** Suggests only: all patterns when left out. */
  readonly patterns?: readonly SuggestPattern[];
}

/** The request of one page; Suggests answers in one page, so only Ideas and Questions are paged. */
export function sourceRequest(input: SourceLookupInput, session: { company: number; user: number }, offset: number): KeywordSourceRequest {
  const market = { keyword: input.keyword, location: input.location, language: input.language };
  switch (input.request_type) {
    case 'ideas':
      return { ...session, request_type: 'ideas', options: { ...market, view: input.view ?? 'matching', offset, limit: DEFAULT_SOURCE_PAGE } };
    case 'questions':
      return { ...session, request_type: 'questions', options: { ...market, offset, limit: DEFAULT_SOURCE_PAGE } };
    case 'suggests':
      return { ...session, request_type: 'suggests', options: { ...market, ...(input.patterns ? { patterns: [...input.patterns] } : {}) } };
  }
}

/** The query cache key: a lookup made again (Back, a copied link) within the stale time answers from the client at once. */
export function sourceQueryKey(input: SourceLookupInput, companyId: number): readonly unknown[] {
  return ['research-source', companyId, input.request_type, input.keyword, input.location, input.language, input.view ?? null, input.patterns ?? null];
}

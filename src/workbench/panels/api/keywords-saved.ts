import { useQuery } from '@tanstack/react-query';
import { phraseIdentity } from '../../../domain/phrase-validation.ts';
import { useWorkbenchPorts } from '../../ports.ts';

/**
 * Under the collections' cache key, so adding keywords to a collection (which invalidates
 * `['collections', companyId]`) refreshes the lists shown here too.
 */
export const keywordsSavedKey = (companyId: number, loc: number, keyword: string) =>
  ['collections', companyId, 'keywords-saved', loc, phraseIdentity(keyword)] as const;

/** The collections that hold one keyword; `enabled` false where no company is signed in (the shared research page). */
export function useKeywordSavedIn(companyId: number, loc: number, keyword: string, enabled = true) {
  const { fetchKeywordsSaved } = useWorkbenchPorts();
  return useQuery({
    queryKey: keywordsSavedKey(companyId, loc, keyword),
    queryFn: async () => {
      const answer = await fetchKeywordsSaved({ company_id: companyId, loc, keywords: [keyword] });
      return answer.data.find((entry) => phraseIdentity(entry.keyword) === phraseIdentity(keyword))?.lists ?? [];
    },
    enabled: enabled && companyId > 0,
  });
}

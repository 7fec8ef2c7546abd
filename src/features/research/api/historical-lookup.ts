import { useQuery } from '@tanstack/react-query';
import type { HistoricalVolumeEntries } from '../../../domain/contracts/keyword-data.ts';
import { phraseIdentity } from '../../../domain/phrase-validation.ts';
import { useWorkbenchPorts } from '../../../workbench/ports.ts';

export interface HistoricalLookup {
  /** Tidied, distinct keywords in the order typed. */
  keywords: readonly string[];
  location: number;
  language: string;
  companyId: number;
  userId: number;
}

export const historicalLookupKey = ({ keywords, location, language, companyId }: HistoricalLookup) =>
  ['research-historical', companyId, location, language.toLowerCase(), keywords.map(phraseIdentity).join('\n')] as const;

/**
 * The 48-month history of the typed keywords through the historicalsv call. It goes through the
 * workbench's port rather than the Search Volume feature's fetcher: one feature may not import
 * another, and the port is the layer both already share. A provider failure rejects with its message.
 */
export function useHistoricalLookup(lookup: HistoricalLookup | null) {
  const { fetchHistoricalVolume } = useWorkbenchPorts();
  return useQuery<HistoricalVolumeEntries>({
    queryKey: lookup ? historicalLookupKey(lookup) : ['research-historical', 'none'],
    queryFn: () => {
      if (!lookup) throw new Error('No keywords to look up.');
      return fetchHistoricalVolume({ keywords: [...lookup.keywords], company: lookup.companyId, user: lookup.userId, location: lookup.location, language: lookup.language });
    },
    enabled: lookup !== null && lookup.keywords.length > 0 && lookup.companyId > 0,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { MonthlyVolume } from '../../../domain/keyword-row.ts';
import { phraseIdentity } from '../../../domain/phrase-validation.ts';
import { useWorkbenchPorts, type WorkbenchPorts } from '../../ports.ts';

export interface VolumeHistoryRequest {
  keyword: string;
  location: number;
  language: string;
  companyId: number;
  userId: number;
}

/** Per keyword and market: the server caches the provider's answer too, so a second look is free either way. */
export const volumeHistoryKey = ({ keyword, location, language, companyId }: VolumeHistoryRequest) =>
  ['volume-history', companyId, location, language.toLowerCase(), phraseIdentity(keyword)] as const;

/**
 * The monthly history of one keyword from the historicalsv call; an empty list when the provider has
 * no row for it. A phrase the server refuses (SPEC §5 limits) fails with the rule it broke.
 */
export async function fetchVolumeHistory(
  fetchHistoricalVolume: WorkbenchPorts['fetchHistoricalVolume'],
  request: VolumeHistoryRequest,
): Promise<MonthlyVolume[]> {
  const answer = await fetchHistoricalVolume({
    keywords: [request.keyword],
    company: request.companyId,
    user: request.userId,
    language: request.language,
    location: request.location,
  });
  const [refused] = answer.rejected;
  if (refused && answer.entries.length === 0) throw new Error(`No history for this keyword: ${refused.message}.`);
  const identity = phraseIdentity(request.keyword);
  return answer.entries.find((row) => phraseIdentity(row.keyword) === identity)?.search_volumes ?? [];
}

export function useVolumeHistory(request: VolumeHistoryRequest, enabled: boolean) {
  const { fetchHistoricalVolume } = useWorkbenchPorts();
  return useQuery({
    queryKey: volumeHistoryKey(request),
    queryFn: () => fetchVolumeHistory(fetchHistoricalVolume, request),
    enabled: enabled && request.companyId > 0,
    staleTime: 60 * 60 * 1000,
  });
}

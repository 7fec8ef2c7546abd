/**
 * The ranking column's data: once a domain and a device are set, the table's keywords are looked up
 * in batches and the rows come back with their `ranking` cell. A change of keywords, domain, device
 * or company starts a new lookup and cancels the one in flight.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../session/use-app-state.ts';
import type { KeywordRankingEntry } from '../../domain/contracts/keyword-data.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { useWorkbenchPorts } from '../ports.ts';
import type { RankingProgress, RankingSettings } from './ranking-form.ts';
import { rankingBatches, rowKeywords, withRankings } from './ranking-rows.ts';
import { keywordListHash, rankingsQueryKey, sameLookupTarget } from './rankings-query-key.ts';
import { shouldRetryRankings } from './rankings-retry.ts';
import { rankingsStatus, type RankingStatus } from './rankings-status.ts';

/** Rankings change at most daily; a table reopened within this time shows the answers it has. */
const RANKINGS_STALE_MS = 10 * 60 * 1000;

export interface RankingsState {
  /** With `ranking` set once answers are in (also earlier answers while a new list loads); else the input rows. */
  rows: readonly KeywordRow[];
  status: RankingStatus;
  error: string | null;
  progress: RankingProgress;
  /** Asks again after a failure (the same domain, device and keywords). */
  retry(): void;
}

type KeyedProgress = RankingProgress & { key: string };

export function useRankings(rows: readonly KeywordRow[], settings: RankingSettings | null, location: number | null): RankingsState {
  const session = useSession();
  const { fetchRankings } = useWorkbenchPorts();
  const companyId = session?.company_id ?? null;
  const requested = settings !== null;
  const keywords = useMemo(() => (requested ? rankingBatches(rowKeywords(rows)).flat() : []), [rows, requested]);
  const keywordHash = useMemo(() => keywordListHash(keywords), [keywords]);
  const blocked = !requested ? null
    : companyId === null ? 'Rankings need a signed-in company.'
    : location === null ? 'Rankings need the market of this table.'
    : null;

  const queryKey = rankingsQueryKey({ companyId: companyId ?? 0, location: location ?? 0, domain: settings?.domain ?? '', device: settings?.device ?? 'desktop', keywordHash });
  const progressKey = queryKey.join('|');
  const [progress, setProgress] = useState<KeyedProgress>({ key: '', done: 0, total: 0 });

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }): Promise<KeywordRankingEntry[]> => {
      if (settings === null || companyId === null || location === null) return Promise.reject(new Error('Rankings are switched off.'));
      return fetchRankings({
        companyId,
        location,
        domain: settings.domain,
        device: settings.device,
        keywords,
        signal,
        onProgress: (next) => setProgress({ key: progressKey, ...next }),
      });
    },
    enabled: requested && blocked === null,
    staleTime: RANKINGS_STALE_MS,
    retry: shouldRetryRankings,
    // Rows added to the same table keep the ranks already known while the new list loads; another
    // domain or device never shows the old one's ranks.
    placeholderData: (previous, previousQuery) => (previousQuery && sameLookupTarget(previousQuery.queryKey, queryKey) ? previous : undefined),
  });

  const { data } = query;
  const rankedRows = useMemo(() => (requested && data ? withRankings(rows, data) : rows), [rows, requested, data]);
  const { status, error } = rankingsStatus({
    requested,
    blocked,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isPlaceholderData: query.isPlaceholderData,
  });
  const current = progress.key === progressKey ? { done: progress.done, total: progress.total } : { done: 0, total: keywords.length };
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { rows: rankedRows, status, error, progress: current, retry };
}

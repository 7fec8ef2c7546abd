/**
 * The lookup of a research screen: one query per lookup in the app's query cache, paged by the
 * answer's `next_offset`. A new lookup or leaving the screen leaves the old query without observers,
 * and the query cache aborts its request (the fetch takes the query's signal). The lookup itself
 * lives in the URL (see lookup-search.ts); this hook only follows what the page hands it.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KeywordSourceResponse } from '../../domain/contracts/keyword-data.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { fetchKeywordSource } from './api/source-lookup.ts';
import { mergeSourcePages, withDomainRankings } from './source-pages.ts';
import { lookupErrorText, shouldRetryLookup, SLOW_LOOKUP_MS, sourceLookupStatus, type SourceLookupStatus } from './source-lookup-status.ts';
import { sourceQueryKey, sourceRequest, type SourceLookupInput } from './source-request.ts';

/** Keyword data changes monthly; a lookup reopened within this time (Back, a copied link) shows its answer at once. */
const LOOKUP_STALE_MS = 10 * 60 * 1000;

export interface SourceLookup {
  readonly status: SourceLookupStatus;
  /** The merged answer's rows; a domain seed's rows carry their `ranking` cell. Empty until an answer is in. */
  readonly rows: readonly KeywordRow[];
  readonly canLoadMore: boolean;
  readonly loadingMore: boolean;
  /** Why the last "load more" failed, with what to do; the rows already loaded stay. */
  readonly moreError: string | null;
  loadMore(): void;
  retry(): void;
}

const NO_ROWS: readonly KeywordRow[] = [];

export function useSourceLookup(input: SourceLookupInput | null): SourceLookup {
  const startup = useStartup();
  const session = startup ? { company: startup.company.id, user: startup.user.id } : null;
  const requested = input !== null && session !== null;
  const queryKey = input && session ? sourceQueryKey(input, session.company) : ['research-source', 'none'];
  const keyText = JSON.stringify(queryKey);

  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<KeywordSourceResponse> => {
      if (input === null || session === null) return Promise.reject(new Error('No lookup was asked for.'));
      return fetchKeywordSource(sourceRequest(input, session, pageParam), signal);
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    enabled: requested,
    staleTime: LOOKUP_STALE_MS,
    retry: shouldRetryLookup,
  });

  // Keyed by the lookup, so a new lookup starts "not slow" without a reset effect.
  const [slowKey, setSlowKey] = useState<string | null>(null);
  const waiting = requested && query.isPending;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlowKey(keyText), SLOW_LOOKUP_MS);
    return () => clearTimeout(timer);
  }, [waiting, keyText]);

  const answer = useMemo(() => (query.data ? mergeSourcePages(query.data.pages) : null), [query.data]);
  const rows = useMemo(() => (answer ? withDomainRankings(answer) : NO_ROWS), [answer]);
  const status = sourceLookupStatus({ requested, isPending: query.isPending, isError: query.isError, error: query.error, answer, slow: slowKey === keyText });
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    status,
    rows,
    canLoadMore: query.hasNextPage && !query.isFetchingNextPage,
    loadingMore: query.isFetchingNextPage,
    moreError: query.isFetchNextPageError ? lookupErrorText(query.error).message : null,
    loadMore,
    retry,
  };
}

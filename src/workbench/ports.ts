/**
 * What the keyword table needs from outside it. The table serves every suite, so it knows none:
 * the shell's composition root hands it these services (src/app/workbench-services.ts), and a
 * screen or a test can hand it others by wrapping the table in its own WorkbenchPortsContext.
 */
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type {
  AddCollectionKeywordsRequest,
  AddCollectionKeywordsResponse,
  KeywordsSavedRequest,
  KeywordsSavedResponse,
  ListCollectionsResponse,
} from '../domain/contracts/collections.ts';
import type { HistoricalVolumeEntries, HistoricalVolumeRequest, KeywordRankingEntry } from '../domain/contracts/keyword-data.ts';
import type { RankingDevice, RankingProgress } from './ranking/ranking-form.ts';

export interface RankingsFetch {
  companyId: number;
  /** The table's market (`location_code`), e.g. 2276 for Germany. */
  location: number;
  /** Normalised with normaliseRankingDomain; the server normalises again. */
  domain: string;
  device: RankingDevice;
  /** Any number of keywords: asked once per identity, in calls of at most MAX_RANKING_KEYWORDS. */
  keywords: readonly string[];
  signal?: AbortSignal;
  /** Called after each answered call with the keywords answered so far. */
  onProgress?(progress: RankingProgress): void;
}

export interface WorkbenchPorts {
  /** The company's collections, for "Add to collection" in the palette and in the clipboard. */
  useCollectionList(companyId: number, enabled: boolean): UseQueryResult<ListCollectionsResponse>;
  /** Adds keywords to a collection and refreshes whatever shows the company's collections. */
  useAddCollectionKeywords(): UseMutationResult<AddCollectionKeywordsResponse, Error, AddCollectionKeywordsRequest>;
  /** Monthly volumes of keywords in a market (the detail panel and the compare chart). */
  fetchHistoricalVolume(request: HistoricalVolumeRequest): Promise<HistoricalVolumeEntries>;
  /** For each keyword the names of the collections holding it in a market (the detail panel). */
  fetchKeywordsSaved(request: KeywordsSavedRequest): Promise<KeywordsSavedResponse>;
  /** Rankings of keywords for a domain; a provider failure rejects with RankingsUnavailableError. */
  fetchRankings(request: RankingsFetch): Promise<KeywordRankingEntry[]>;
}

export const WorkbenchPortsContext = createContext<WorkbenchPorts | null>(null);

export function useWorkbenchPorts(): WorkbenchPorts {
  const ports = useContext(WorkbenchPortsContext);
  // A table without its services would fail later and more quietly, on the first lookup.
  if (ports === null) throw new Error('The keyword table needs its services: render it inside a WorkbenchPortsContext.');
  return ports;
}

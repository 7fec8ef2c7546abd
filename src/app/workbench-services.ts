import { useAddCollectionKeywords } from '../features/collections/api/add-collection-keywords.ts';
import { fetchKeywordsSaved } from '../features/collections/api/keywords-saved.ts';
import { useCollectionList } from '../features/collections/api/list-collections.ts';
import { fetchRankings } from '../features/monitoring/api/rankings.ts';
import { fetchHistoricalVolume } from '../features/searchvolume/api/historical-volume.ts';
import type { WorkbenchPorts } from '../workbench/ports.ts';

/**
 * The keyword table's services, wired here in the composition root: the table may not import a
 * feature, and one feature may not import another, so only the shell knows which suite answers what.
 */
export const workbenchServices: WorkbenchPorts = {
  useCollectionList,
  useAddCollectionKeywords,
  fetchHistoricalVolume,
  fetchKeywordsSaved,
  fetchRankings,
};

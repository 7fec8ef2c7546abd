/**
 * The collation ranks of keywords sent ahead of their rows (issue 15, decision 0072). The page packs a
 * million rows for most of a second before it can post them, and the worker idles meanwhile; the page
 * packs the keywords first and sends them at once, and the worker collates them (the one second-long
 * part of its warm-up) while the page packs the rest. When the rows arrive with the very same
 * keywords, their store adopts the computation, finished or not.
 */
import { adoptRankJob } from './collation-ranks.ts';
import type { ColumnStore } from './column-store.ts';
import { rankJoinedInSteps } from './joined-ranks.ts';
import { rankJob, type RankJob } from './rank-job.ts';

export interface RanksAhead {
  readonly joined: string;
  readonly ends: Uint32Array;
  readonly job: RankJob;
}

/** The keywords joined, text i ending at `ends[i]` (no keyword missing); nothing runs until the job is driven. */
export function ranksAhead(joined: string, ends: Uint32Array): RanksAhead {
  return { joined, ends, job: rankJob(rankJoinedInSteps(joined, ends)) };
}

/** A loop, not `every`: a million callbacks at every load. */
function sameEnds(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Hands the computation to `store` as the ranks of column `key` when the store's keywords are exactly
 * the ones sent ahead, in the same order; true if it did.
 */
export function adoptRanksAhead(ahead: RanksAhead, store: ColumnStore, key: string): boolean {
  // A packed table has no missing keyword (packedTable refuses one), so equal texts and ends are equal keywords.
  const column = store.table.packedColumn('keyword');
  if (column?.kind !== 'text' || column.joined !== ahead.joined || !sameEnds(column.ends, ahead.ends)) return false;
  adoptRankJob(store, key, ahead.job);
  return true;
}

/**
 * Collation ranks of a text column: one `Intl.Collator('de')` order of the distinct texts per column and
 * store, after which every sort by that column is a radix sort of integers. Texts the collator calls
 * equal share a rank, so a stable sort keeps them in their incoming order exactly as `compareText` does.
 * The ranks of a million keywords are a second of work: they are computed in slices (`rankTextsInSteps`),
 * by the warm-up or on keywords sent ahead of their rows, and a request finishes a computation begun.
 */
import type { FieldId } from '../../domain/keyword-fields.ts';
import { primaryKey } from './collation-keys.ts';
import { memoised, type ColumnStore } from './column-store.ts';
import { finishJob, rankJob, runJob, type RankJob } from './rank-job.ts';
import { indices, sortInSteps } from './sort-in-steps.ts';
import { drain } from './steps.ts';

const collator = new Intl.Collator('de');
const isFloat64Array = (value: unknown): value is Float64Array => value instanceof Float64Array;

/** The key of a text field's ranks among a store's derived columns. */
export const fieldRanksKey = (id: FieldId): string => `field:${id}`;

/** Texts, keys or ranks handled between two pauses of a stepped computation: a few milliseconds. */
export const PER_PAUSE = 16_384;

/**
 * The distinct texts in collator order. Texts with a primary key (collation-keys.ts) are ordered by it,
 * the collator breaking only ties of accent and case: a string comparison instead of a collator call
 * for almost every pair. The other texts are sorted by the collator and put in place by binary search,
 * unless there are so many that one collator sort of everything costs less. `keys[i]` is the key of
 * `distinct[i]` or null; the answer lists indices into `distinct`.
 */
function* collated(distinct: readonly string[], keys: readonly (string | null)[]): Generator<void, Int32Array> {
  const byCollator = (a: number, b: number): number => collator.compare(distinct[a] ?? '', distinct[b] ?? '');
  const keyedList: number[] = [];
  const restList: number[] = [];
  for (let i = 0; i < distinct.length; i++) (keys[i] === null ? restList : keyedList).push(i);
  if (restList.length * 16 > distinct.length) return yield* sortInSteps(indices(distinct.length), byCollator);
  const keyed = yield* sortInSteps(Int32Array.from(keyedList), (a, b) => {
    const x = keys[a] ?? '';
    const y = keys[b] ?? '';
    return x < y ? -1 : x > y ? 1 : byCollator(a, b);
  });
  if (restList.length === 0) return keyed;
  const rest = yield* sortInSteps(Int32Array.from(restList), byCollator);
  const merged = new Int32Array(distinct.length);
  let at = 0;
  let from = 0;
  for (let r = 0; r < rest.length; r++) {
    const index = rest[r] ?? 0;
    // The first keyed text after this one; texts the collator calls equal share a rank on either side.
    let lo = from;
    let hi = keyed.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (byCollator(keyed[mid] ?? 0, index) <= 0) lo = mid + 1;
      else hi = mid;
    }
    merged.set(keyed.subarray(from, lo), at);
    at += lo - from;
    merged[at++] = index;
    from = lo;
    // A binary search asks the collator about twenty times.
    if (r % (PER_PAUSE >> 4) === 0) yield;
  }
  merged.set(keyed.subarray(from), at);
  return merged;
}

/**
 * `rankTexts` in slices: yields every few milliseconds of work, so the worker's warm-up answers a
 * request between two slices (warm-up.ts). Drained at once it is `rankTexts`.
 */
export function* rankTextsInSteps(texts: readonly (string | null | undefined)[]): Generator<void, Float64Array> {
  // One hash lookup per text: its index among the distinct texts, -1 for a missing or empty one.
  const indexOf = new Map<string, number>();
  const distinct: string[] = [];
  const textIndex = new Int32Array(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i];
    if (t === null || t === undefined || t === '') textIndex[i] = -1;
    else {
      let index = indexOf.get(t);
      if (index === undefined) {
        index = distinct.length;
        indexOf.set(t, index);
        distinct.push(t);
      }
      textIndex[i] = index;
    }
    if (i % PER_PAUSE === PER_PAUSE - 1) yield;
  }
  return yield* rankDistinctInSteps(distinct, textIndex);
}

/**
 * The ranks of texts given as their distinct texts and, per text, the index of its distinct text (-1:
 * no rank), in slices: what `rankTexts` and `rankJoinedInSteps` share once they found the distinct texts.
 */
export function* rankDistinctInSteps(distinct: readonly string[], textIndex: Int32Array): Generator<void, Float64Array> {
  const keys: (string | null)[] = [];
  for (let i = 0; i < distinct.length; i++) {
    keys.push(primaryKey(distinct[i] ?? ''));
    if (i % PER_PAUSE === PER_PAUSE - 1) yield;
  }
  const ordered = yield* collated(distinct, keys);
  const rankOf = new Float64Array(distinct.length);
  let rank = 0;
  for (let i = 0; i < ordered.length; i++) {
    const current = ordered[i] ?? 0;
    if (i > 0) {
      const previous = ordered[i - 1] ?? 0;
      const x = keys[previous] ?? null;
      const y = keys[current] ?? null;
      // Different primary keys differ for the collator too; only otherwise is it asked.
      if ((x !== null && y !== null && x !== y) || collator.compare(distinct[previous] ?? '', distinct[current] ?? '') !== 0) rank++;
    }
    rankOf[current] = rank;
    if (i % PER_PAUSE === PER_PAUSE - 1) yield;
  }
  const ranks = new Float64Array(textIndex.length);
  for (let i = 0; i < textIndex.length; i++) {
    const index = textIndex[i] ?? -1;
    ranks[i] = index < 0 ? Number.NaN : (rankOf[index] ?? Number.NaN);
  }
  return ranks;
}

/** A missing or empty text has no rank (NaN): it sorts last in both directions, as in the domain. */
export function rankTexts(texts: readonly (string | null | undefined)[]): Float64Array {
  return drain(rankTextsInSteps(texts));
}

/** Rank computations begun and not finished, per store and column key. */
const begun = new WeakMap<ColumnStore, Map<string, RankJob>>();

const begunJob = (store: ColumnStore, key: string): RankJob | undefined => begun.get(store)?.get(key);

/**
 * Gives the store a rank computation already under way for the column: one begun on the keywords sent
 * ahead of their rows (ranks-ahead.ts). Its answer must be what `rankTexts` gives for the column.
 */
export function adoptRankJob(store: ColumnStore, key: string, job: RankJob): void {
  if (job.result !== null) {
    store.derived.set(`ranks:${key}`, job.result);
    return;
  }
  const ofStore = begun.get(store) ?? new Map<string, RankJob>();
  begun.set(store, ofStore);
  ofStore.set(key, job);
}

/**
 * The column's ranks, built once per store. When a computation of them has begun (the warm-up's or one
 * adopted), a request finishes it instead of starting over: the first sort by keyword after a load
 * waits only for what was left to do.
 */
export function collationRanks(store: ColumnStore, key: string, texts: () => readonly (string | null)[]): Float64Array {
  return memoised(
    store,
    `ranks:${key}`,
    () => {
      const job = begunJob(store, key);
      return job === undefined ? rankTexts(texts()) : finishJob(job);
    },
    isFloat64Array,
  );
}

/**
 * `collationRanks` for the warm-up, in slices, going on with a computation already begun, else with
 * `ranks()` (which must equal `rankTexts` of the column). A request that needs the ranks before the
 * last slice finishes them itself; the slices left then stop.
 */
export function* collationRanksInSteps(store: ColumnStore, key: string, ranks: () => Generator<void, Float64Array>): Generator<void, void> {
  const memo = `ranks:${key}`;
  if (store.derived.has(memo)) return;
  let job = begunJob(store, key);
  if (job === undefined) {
    job = rankJob(ranks());
    adoptRankJob(store, key, job);
  }
  const slices = runJob(job);
  while (!store.derived.has(memo) && slices.next().done !== true) yield;
  if (!store.derived.has(memo) && job.result !== null) store.derived.set(memo, job.result);
  begun.get(store)?.delete(key);
}

/** A text column's ranks not built yet: what a sort needs to build them for all rows or for some. */
export interface LazyRanks {
  key: string;
  texts: () => readonly (string | null)[];
}

/**
 * Below this share of the rows, a sort collates only the rows it sorts: the first sort by keyword
 * after a filter that lets 126,000 of 1,000,000 rows through collated all 1,000,000 (1.9 s).
 */
const SUBSET_SHARE = 4;

/**
 * The collation ranks of the texts of `order`, by position in `order` when the column's ranks are not
 * built and `order` is a small part of the rows, else by row id (and built for all rows, once).
 * Ranks of a part order its texts exactly as ranks of all rows do (the same collator, ties shared),
 * so a stable sort by either gives the same order; columnar-sort.test.ts proves it.
 */
export function ranksFor(store: ColumnStore, lazy: LazyRanks, order: Uint32Array): { ranks: Float64Array; byPosition: boolean } {
  const built = store.derived.get(`ranks:${lazy.key}`);
  // A computation of all ranks under way (the warm-up's, or on the keywords sent ahead) is finished.
  if (built instanceof Float64Array || begunJob(store, lazy.key) !== undefined || order.length * SUBSET_SHARE >= store.size) {
    return { ranks: collationRanks(store, lazy.key, lazy.texts), byPosition: false };
  }
  const texts = lazy.texts();
  const part = new Array<string | null>(order.length);
  for (let i = 0; i < order.length; i++) part[i] = texts[order[i] ?? 0] ?? null;
  return { ranks: rankTexts(part), byPosition: true };
}

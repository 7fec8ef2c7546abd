/**
 * Duplicate grouping (SPEC §5) over the column store. It walks exactly as the domain's
 * `groupDuplicates` does, but compares candidate and CPC classes (candidate-classes.ts) instead of key
 * strings and row objects, skips the edit distance when a cheap lower bound rules it out, asks only whether the
 * distance is within the limit (bounded-edit-distance.ts), and keeps each group's
 * members as a chain in typed arrays instead of an array per head. duplicate-groups.test.ts proves
 * the groups equal to `groupDuplicates` on the same rows.
 */
import { allowedEditDistance, NEIGHBOURS } from '../../domain/duplicate-grouping.ts';
import { withinEditDistance } from './bounded-edit-distance.ts';
import { candidateClasses, NEVER_EQUAL, ROWS_DECIDE, type CandidateClasses } from './candidate-classes.ts';
import { charHistograms, editsAtLeast } from './candidate-columns.ts';
import { candidatesOf, memoised, rowAt, type ColumnStore } from './column-store.ts';
import { scratchInt32 } from './scratch-buffers.ts';

// Module-local copies: an imported binding read in the hot loop costs a getter call under some loaders.
const WINDOW = NEIGHBOURS;
const allowed = allowedEditDistance;
const within = withinEditDistance;
const NEVER = NEVER_EQUAL;
const ROWS = ROWS_DECIDE;
const atLeast = editsAtLeast;

/** The groups in walk order: group g is `ids[starts[g]]` (its head) to `ids[starts[g + 1] - 1]`. */
export interface DuplicateGrouping {
  ids: Uint32Array;
  /** One more entry than there are groups; the last is `ids.length`. */
  starts: Uint32Array;
}

const isClasses = (value: unknown): value is CandidateClasses =>
  typeof value === 'object' && value !== null && 'candidates' in value && value.candidates instanceof Int32Array;

export function groupDuplicateIds(store: ColumnStore, order: Uint32Array): DuplicateGrouping {
  const n = order.length;
  const candidates = candidatesOf(store);
  const keywords = candidates.keywords;
  const classes = memoised(store, 'candidate-classes', () => candidateClasses(candidates), isClasses);
  const candidateOf = classes.candidates;
  const cpcOf = classes.cpc;
  const histograms = memoised(store, 'char-histograms', () => charHistograms(keywords), (value: unknown): value is Uint32Array => value instanceof Uint32Array);
  // A doubly linked list over positions in `order` of the current heads, -1 marking either end.
  const next = scratchInt32('duplicates-next', n);
  const prev = scratchInt32('duplicates-prev', n);
  // Each head's group as a chain of positions starting at the head: `link` to the next, `tail` the last.
  const link = scratchInt32('duplicates-link', n).fill(-1);
  const tail = scratchInt32('duplicates-tail', n);
  // The furthest position each head has been compared with; every head still listed up to there failed to
  // merge with it. Merging depends on the two rows alone, so when the walk steps back after a merge those
  // pairs are counted as seen without another edit-distance computation.
  const checked = scratchInt32('duplicates-checked', n).fill(-1);
  // The classes in walk order: the walk reads positions next to each other, the ids behind them are scattered.
  const candidateAt = scratchInt32('duplicates-candidate', n);
  const cpcAt = scratchInt32('duplicates-cpc', n);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
    tail[i] = i;
    const id = order[i] ?? 0;
    candidateAt[i] = candidateOf[id] ?? NEVER;
    cpcAt[i] = cpcOf[id] ?? NEVER;
  }

  const merges = (h: number, g: number): boolean => {
    const kind = candidateAt[h] ?? NEVER;
    if (kind < 0 || kind !== candidateAt[g]) return false;
    const cpcA = cpcAt[h] ?? NEVER;
    const cpcB = cpcAt[g] ?? NEVER;
    const a = order[h] ?? 0;
    const b = order[g] ?? 0;
    if (cpcA === ROWS || cpcB === ROWS) {
      const x = rowAt(store, a);
      const y = rowAt(store, b);
      if (x.adwords_cpc_low === y.adwords_cpc_low && x.adwords_cpc_high === y.adwords_cpc_high) return true;
    } else if (cpcA >= 0 && cpcA === cpcB) return true;
    const x = keywords[a] ?? '';
    const y = keywords[b] ?? '';
    const limit = allowed(x, y);
    if (atLeast(keywords, histograms, a, b) > limit) return false;
    return within(x, y, limit);
  };
  const unlink = (g: number): void => {
    const p = prev[g] ?? -1;
    const q = next[g] ?? -1;
    if (p >= 0) next[p] = q;
    if (q >= 0) prev[q] = p;
  };

  let groups = n;
  let head = n > 0 ? 0 : -1;
  while (head >= 0) {
    let merged = false;
    let seen = 0;
    let g = next[head] ?? -1;
    while (g >= 0 && seen < WINDOW) {
      const following = next[g] ?? -1;
      if (g <= (checked[head] ?? -1)) {
        seen += 1;
      } else if (merges(head, g)) {
        // The merged row and the members it carries follow the head's members, as in the domain.
        link[tail[head] ?? head] = g;
        tail[head] = tail[g] ?? g;
        unlink(g);
        groups--;
        merged = true;
      } else {
        seen += 1;
        checked[head] = g;
      }
      g = following;
    }
    if (merged) {
      // Heads up to 4 places back had the removed rows in their window and now see new neighbours.
      let back = head;
      for (let k = 0; k < WINDOW - 1 && (prev[back] ?? -1) >= 0; k++) back = prev[back] ?? -1;
      head = back === head ? (next[head] ?? -1) : back;
    } else {
      head = next[head] ?? -1;
    }
  }

  const ids = new Uint32Array(n);
  const starts = new Uint32Array(groups + 1);
  let at = 0;
  let group = 0;
  for (let i = n > 0 ? 0 : -1; i >= 0; i = next[i] ?? -1) {
    starts[group++] = at;
    for (let m = i; m >= 0; m = link[m] ?? -1) ids[at++] = order[m] ?? 0;
  }
  starts[group] = at;
  return { ids, starts };
}

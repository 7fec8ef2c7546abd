/** Duplicate grouping of neighbouring keywords (SPEC §5). */
import { distance } from 'fastest-levenshtein';
import type { KeywordRow } from './keyword-row';

export const NEIGHBOURS = 5;
export const COMPARED_MONTHS = 6;
export const MAX_EDIT_DISTANCE = 3;
export const LONG_KEYWORD = 15;
export const LONG_KEYWORD_SHARE = 0.2;

export interface DuplicateGroup {
  head: KeywordRow;
  members: KeywordRow[];
}

/**
 * The allowed edit distance: 3, or for keywords over 15 characters 20 % of the length, rounded down.
 * Choice: "the length" is the length of the longer of the two keywords.
 */
export function allowedEditDistance(a: string, b: string): number {
  const length = Math.max(a.length, b.length);
  return length > LONG_KEYWORD ? Math.floor(length * LONG_KEYWORD_SHARE) : MAX_EDIT_DISTANCE;
}

/**
 * What two rows must share to be candidates: the average volume and the first six monthly counts.
 * Choices: the first six entries of `search_volumes` in list order; a row without average volume is
 * never a candidate (null key); a month without a count is written `-`, so one such month is not
 * mistaken for no month at all (an empty entry would join to the same text as an empty list).
 */
export function candidateKey(row: KeywordRow): string | null {
  if (row.avgsv === null || Number.isNaN(row.avgsv)) return null;
  const months = row.search_volumes.slice(0, COMPARED_MONTHS).map((m) => m.count ?? '-');
  return `${row.avgsv}|${months.join(',')}`;
}

/** Candidates merge when both CPC values are equal (empty equals empty) or the keywords are close. */
export function shouldMerge(a: KeywordRow, b: KeywordRow): boolean {
  const key = candidateKey(a);
  return key !== null && key === candidateKey(b) && candidatesMerge(a, b);
}

function candidatesMerge(a: KeywordRow, b: KeywordRow): boolean {
  if (a.adwords_cpc_low === b.adwords_cpc_low && a.adwords_cpc_high === b.adwords_cpc_high) return true;
  return distance(a.keyword, b.keyword) <= allowedEditDistance(a.keyword, b.keyword);
}

/**
 * Groups the rows in their current order: each group head is compared with its next 5 neighbours.
 * Choices: a row merged into a group leaves the list, so the head's window refills with the next
 * rows (merged rows do not count among the 5); the walk steps back after a merge and repeats
 * until no head can merge with its next 5 neighbouring heads, which makes the result a fixed point
 * (regrouping it changes nothing); a row carrying `grouped` brings those members along.
 * Cost: every merge causes at most 4 heads to be looked at again, so the work is O(n · 5).
 */
export function groupDuplicates(rows: readonly KeywordRow[]): DuplicateGroup[] {
  const n = rows.length;
  const keys = rows.map(candidateKey);
  const members: KeywordRow[][] = rows.map((r) => [...(r.grouped ?? [])]);
  // A doubly linked list over the indices of the current heads, -1 marking either end.
  const next = Int32Array.from({ length: n }, (_, i) => (i + 1 < n ? i + 1 : -1));
  const prev = Int32Array.from({ length: n }, (_, i) => i - 1);

  const merges = (h: number, g: number): boolean => {
    const a = rows[h];
    const b = rows[g];
    if (!a || !b || keys[h] === null || keys[h] !== keys[g]) return false;
    return candidatesMerge(a, b);
  };
  const unlink = (g: number): void => {
    const p = prev[g] ?? -1;
    const q = next[g] ?? -1;
    if (p >= 0) next[p] = q;
    if (q >= 0) prev[q] = p;
  };

  let head = n > 0 ? 0 : -1;
  while (head >= 0) {
    let merged = false;
    let seen = 0;
    let g = next[head] ?? -1;
    while (g >= 0 && seen < NEIGHBOURS) {
      const following = next[g] ?? -1;
      if (merges(head, g)) {
        const target = members[head];
        const row = rows[g];
        if (target && row) target.push(row, ...(members[g] ?? []));
        unlink(g);
        merged = true;
      } else {
        seen += 1;
      }
      g = following;
    }
    if (merged) {
      // Heads up to 4 places back had the removed rows in their window and now see new neighbours.
      let back = head;
      for (let k = 0; k < NEIGHBOURS - 1 && (prev[back] ?? -1) >= 0; k++) back = prev[back] ?? -1;
      head = back === head ? (next[head] ?? -1) : back;
    } else {
      head = next[head] ?? -1;
    }
  }

  const groups: DuplicateGroup[] = [];
  // Row 0 is never merged away: a head only takes rows after it.
  for (let i = n > 0 ? 0 : -1; i >= 0; i = next[i] ?? -1) {
    const row = rows[i];
    if (row) groups.push({ head: row, members: members[i] ?? [] });
  }
  return groups;
}

/** The rows to show: each head carries its members in `grouped`; heads without members carry none. */
export function groupedRows(groups: readonly DuplicateGroup[]): KeywordRow[] {
  return groups.map(({ head, members }) => {
    const { grouped: _previous, ...rest } = head;
    return members.length > 0 ? { ...rest, grouped: members } : rest;
  });
}

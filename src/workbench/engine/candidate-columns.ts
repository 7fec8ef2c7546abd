/**
 * The duplicate-grouping candidate key (the domain's `candidateKey`: average volume and the first six
 * monthly counts) held as numbers. Building a key string per row cost three seconds per million rows;
 * comparing these columns gives the same equality, which duplicate-groups.test.ts proves against the domain.
 */
import { COMPARED_MONTHS } from '../../domain/duplicate-grouping.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';

export interface CandidateColumns {
  /** NaN where the row has no average volume: such a row is never a candidate. */
  avgsv: Float64Array;
  /** How many of the first six months the row has. */
  lengths: Uint8Array;
  counts: Float64Array;
  /** Bit m set when month m's count is null (the key writes it as '-', unlike any number). */
  nulls: Uint8Array;
}

export function candidateColumns(rows: readonly KeywordRow[]): CandidateColumns {
  const n = rows.length;
  const columns = { avgsv: new Float64Array(n), lengths: new Uint8Array(n), counts: new Float64Array(n * COMPARED_MONTHS), nulls: new Uint8Array(n) };
  rows.forEach((row, i) => {
    columns.avgsv[i] = row.avgsv ?? Number.NaN;
    const months = row.search_volumes;
    const length = Math.min(months.length, COMPARED_MONTHS);
    columns.lengths[i] = length;
    let nulls = 0;
    for (let m = 0; m < length; m++) {
      const count = months[m]?.count ?? null;
      if (count === null) nulls |= 1 << m;
      else columns.counts[i * COMPARED_MONTHS + m] = count;
    }
    columns.nulls[i] = nulls;
  });
  return columns;
}

/** Numbers that print alike in the key: equal (0 and -0 both print "0"), or both NaN. */
const sameNumber = (x: number, y: number): boolean => x === y || (Number.isNaN(x) && Number.isNaN(y));

/** `candidateKey(a) !== null && candidateKey(a) === candidateKey(b)` without building either key. */
export function sameCandidate({ avgsv, lengths, counts, nulls }: CandidateColumns, a: number, b: number): boolean {
  const volume = avgsv[a] ?? Number.NaN;
  if (Number.isNaN(volume) || volume !== avgsv[b] || lengths[a] !== lengths[b] || nulls[a] !== nulls[b]) return false;
  const length = lengths[a] ?? 0;
  for (let m = 0; m < length; m++) {
    if (!sameNumber(counts[a * COMPARED_MONTHS + m] ?? 0, counts[b * COMPARED_MONTHS + m] ?? 0)) return false;
  }
  return true;
}

import type { KeywordRow } from '../../domain/keyword-row.ts';

/** The `n` questions with the most average monthly volume (missing volumes last), for the history chart. */
export function topQuestions(rows: readonly KeywordRow[], n: number): string[] {
  return [...rows]
    .sort((a, b) => (b.avgsv ?? -1) - (a.avgsv ?? -1) || a.keyword.localeCompare(b.keyword, 'de'))
    .slice(0, n)
    .map((row) => row.keyword);
}

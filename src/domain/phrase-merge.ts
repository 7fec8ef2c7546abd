/** Merging phrase lists from several lookups (ideas, questions) into one list for the keyword rows. */
import { googleInputCheck, phraseIdentity, tidyPhrase } from './phrase-validation.ts';

/**
 * The phrases of all lists, tidied, each identity once (first occurrence wins, so earlier lists
 * rank higher), without blanks and without phrases the Google input check would drop, at most `limit`.
 */
export function mergePhraseLists(lists: readonly (readonly string[])[], limit: number = Number.POSITIVE_INFINITY): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const list of lists) {
    for (const raw of googleInputCheck(list.map(tidyPhrase))) {
      if (merged.length >= limit) return merged;
      const identity = phraseIdentity(raw);
      if (raw === '' || seen.has(identity)) continue;
      seen.add(identity);
      merged.push(raw);
    }
  }
  return merged;
}

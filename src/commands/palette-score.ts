/**
 * The palette's scores: palette-rank.ts hides what scores 0 and orders the rest (decision 0066). The
 * letter matching itself is cmdk's (`defaultFilter`, the command-score algorithm: letters in order,
 * word starts and runs preferred); ours is what sits on top: every word of the query must match, a
 * title counts more than a keyword, a recent command a little more.
 */
import { defaultFilter } from 'cmdk';

/** A match in the title beats the same match in a keyword. */
const TITLE_WEIGHT = 1.5;
/** About a tenth of one well-matched word: enough to decide between near equals, never to lift a poor match. */
export const RECENT_BOOST = 0.1;
/** Per place in the registry: keeps equal scores in registry order. */
const ORDER_STEP = 1e-9;

export interface Rankable {
  /** The value the palette knows the entry by (a command id, `option:<id>`). */
  readonly value: string;
  readonly title: string;
  readonly keywords: readonly string[];
}

/** Each word of the query must match the title or a keyword; the best match of each word counts. 0: no match. */
export function matchScore(title: string, keywords: readonly string[], query: string): number {
  const words = query.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return 1;
  let total = 0;
  for (const word of words) {
    let best = defaultFilter(title, word) * TITLE_WEIGHT;
    for (const keyword of keywords) best = Math.max(best, defaultFilter(keyword, word));
    if (best <= 0) return 0;
    total += best;
  }
  return total;
}

/** The score of an entry for a search: the match score, the recent boost, registry order on ties. */
export function paletteFilter(entries: readonly Rankable[], recent: readonly string[]): (value: string, search: string) => number {
  const byValue = new Map(entries.map((entry, index) => [entry.value, { entry, index }]));
  const recentSet = new Set(recent);
  return (value, search) => {
    const found = byValue.get(value);
    if (!found) return 0;
    const score = matchScore(found.entry.title, found.entry.keywords, search);
    if (score <= 0) return 0;
    return (score + (recentSet.has(found.entry.value) ? RECENT_BOOST : 0)) * (1 - found.index * ORDER_STEP);
  };
}

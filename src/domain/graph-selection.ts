/** The graph selection of SPEC §5: the keywords compared in one chart, never more than a maximum. */
import { phraseIdentity } from './phrase-validation.ts';

/** SPEC §5 leaves the value open; ten lines are still told apart by colour in one chart. */
export const GRAPH_SELECTION_MAX = 10;

export type GraphSelectionResult = { ok: true; keywords: string[] } | { ok: false; message: string };

const isAre = (n: number) => (n === 1 ? 'is' : 'are');

/** The message when `current` keywords plus `adding` new ones would pass `max`. */
export function graphLimitMessage(current: number, adding: number, max: number = GRAPH_SELECTION_MAX): string {
  return `A graph compares at most ${max} keywords: ${current} ${isAre(current)} in it, ${adding} more would make ${current + adding}.`;
}

/** Each identity once, first spelling wins, blanks dropped. */
function distinct(keywords: readonly string[], seen: Set<string>): string[] {
  const result: string[] = [];
  for (const keyword of keywords) {
    const identity = phraseIdentity(keyword);
    if (identity === '' || seen.has(identity)) continue;
    seen.add(identity);
    result.push(keyword);
  }
  return result;
}

/**
 * `current` followed by the keywords of `adding` that are not in it yet.
 * Choice: all or nothing. When the new ones would pass `max`, none is added, so the user decides which
 * to leave out instead of the order of the selection deciding silently.
 */
export function addToGraph(current: readonly string[], adding: readonly string[], max: number = GRAPH_SELECTION_MAX): GraphSelectionResult {
  const seen = new Set<string>();
  const kept = distinct(current, seen);
  const fresh = distinct(adding, seen);
  if (kept.length + fresh.length > max) return { ok: false, message: graphLimitMessage(kept.length, fresh.length, max) };
  return { ok: true, keywords: [...kept, ...fresh] };
}

/** `current` without the keywords of `removing` (compared by identity), order kept. */
export function removeFromGraph(current: readonly string[], removing: readonly string[]): string[] {
  const gone = new Set(removing.map(phraseIdentity));
  return current.filter((keyword) => !gone.has(phraseIdentity(keyword)));
}

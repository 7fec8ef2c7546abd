/** Paging of the keyword sources (ideas, questions, a domain's keywords): which slice, and what comes next. */

/** The most phrases a lookup asks its provider for; later pages of a longer list are not offered. */
export const MAX_SOURCE_PHRASES = 1000;

/** How many phrases to ask the provider for so the page from `offset` can be filled: `offset + limit`, capped. */
export function phrasesWanted(offset: number, limit: number): number {
  return Math.max(0, Math.min(offset + limit, MAX_SOURCE_PHRASES));
}

export type SourcePage<T> = { items: T[]; total: number; nextOffset: number | null };

/** Whether a provider that gave `answered` phrases when asked for `asked` may hold more behind the cap. */
export function providerMayHaveMore(answered: number, asked: number): boolean {
  return answered >= asked && asked < MAX_SOURCE_PHRASES;
}

/**
 * The page of `found` from `offset`, at most `limit` long. When the provider may hold more than it
 * was asked for (`mayHaveMore`, see providerMayHaveMore), a full last page still offers a next one.
 * Choice: `total` counts what the provider gave; it grows as later pages ask for more.
 */
export function sourcePage<T>(found: readonly T[], offset: number, limit: number, mayHaveMore = false): SourcePage<T> {
  const items = found.slice(offset, offset + limit);
  const end = offset + limit;
  const more = end < found.length || (mayHaveMore && items.length === limit);
  return { items, total: found.length, nextOffset: more ? end : null };
}

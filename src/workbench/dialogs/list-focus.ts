/** Where keyboard focus goes in a list when an item leaves it. */

/**
 * After removing item `removed` from a list that held `length` items: the item that took its place,
 * else the new last item, else null (the list is empty; the caller focuses something outside it).
 */
export function indexAfterRemoval(length: number, removed: number): number | null {
  const remaining = length - 1;
  if (remaining <= 0) return null;
  return Math.min(Math.max(removed, 0), remaining - 1);
}

/**
 * The order route-landings.test.ts makes a user's visits in (tests/e2e/route-landings.test.ts).
 *
 * A visit inside the page whose screen has the heading shown already first passes through a screen
 * with another heading (an extra navigation and landing), so that the old screen cannot pass for the
 * new one. In the plain order of the routes many landings follow one with the same screen (a user
 * sent to Collections from seven routes in a row); dealt out so that a heading seldom follows itself,
 * the same visits need far fewer of those passes. Only the order changes: every visit is still made.
 */
export function visitOrder(visits: readonly string[], typed: ReadonlySet<string>, headingOfPath: (path: string) => string | null): string[] {
  // Asked once per path: the access rules and the route manifest behind it are not free.
  const headings = new Map(visits.map((path) => [path, headingOfPath(path)]));
  const headingOf = (path: string) => headings.get(path) ?? null;
  const remaining = [...visits];
  const order: string[] = [];
  // Unknown at the start: the screen after the login is not one of the visits.
  let shown: string | null | undefined;
  // A typed visit is a full page load, which never passes through another screen.
  const clashes = (path: string) => !typed.has(path) && headingOf(path) !== null && headingOf(path) === shown;
  while (remaining.length > 0) {
    const left = new Map<string | null, number>();
    for (const path of remaining) left.set(headingOf(path), (left.get(headingOf(path)) ?? 0) + 1);
    // The heading most visits still land on goes first, so it is spread out rather than left for the end.
    let best = -1;
    for (const [at, path] of remaining.entries()) {
      if (clashes(path)) continue;
      if (best === -1 || (left.get(headingOf(path)) ?? 0) > (left.get(headingOf(remaining[best] ?? '')) ?? 0)) best = at;
    }
    const [next] = remaining.splice(best === -1 ? 0 : best, 1);
    if (next === undefined) break;
    order.push(next);
    shown = headingOf(next);
  }
  return order;
}

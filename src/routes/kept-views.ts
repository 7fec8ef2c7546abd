import { defaultStringifySearch, type AnyRouter, type ParsedLocation } from '@tanstack/react-router';
import { readScrollSpots, restoreScrollSpots } from '../session/kept-scroll.ts';
import { enterScreen, keptScroll, saveScroll, searchToRestore } from '../session/kept-views-store.ts';

/**
 * The router's side of the kept views (SPEC §9, docs/decisions/0043-kept-views.md). Called from the
 * root's beforeLoad for real navigations (not preloads): returns where to go instead when the screen
 * is coming back without a view of its own and has a kept one, else records the visit.
 */
export function keptViewTarget(location: Pick<ParsedLocation, 'pathname' | 'search'>): string | null {
  const search: Readonly<Record<string, unknown>> = location.search;
  const restore = searchToRestore(location.pathname, search);
  if (restore !== null) return `${location.pathname}${defaultStringifySearch(restore)}`;
  enterScreen(location.pathname, search);
  return null;
}

/** Keeps the scroll offsets of the screen being left and puts them back when a kept screen returns. */
export function keepScrollPositions(router: AnyRouter): () => void {
  let stopRestoring: () => void = () => undefined;
  const offBefore = router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    if (fromLocation === undefined || !pathChanged) return;
    stopRestoring();
    saveScroll(fromLocation.pathname, readScrollSpots());
  });
  const offResolved = router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (!pathChanged) return;
    stopRestoring = restoreScrollSpots(keptScroll(toLocation.pathname));
  });
  return () => {
    stopRestoring();
    offBefore();
    offResolved();
  };
}

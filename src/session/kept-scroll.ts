import type { ScrollSpot } from './kept-views-store.ts';

/**
 * Scroll offsets of a screen as facts to keep (docs/decisions/0043-kept-views.md): the page itself
 * (`page`) and every element marked `data-kept-scroll="<name>"`, such as the keyword table's grid.
 */
export const KEPT_SCROLL_ATTRIBUTE = 'data-kept-scroll';
const PAGE = 'page';
/** A returning screen loads its rows after it mounts: keep trying this long for the rows to be there. */
const RESTORE_FOR_MS = 3000;

function scrollerOf(name: string): Element | null {
  if (name === PAGE) return document.scrollingElement;
  return document.querySelector(`[${KEPT_SCROLL_ATTRIBUTE}="${CSS.escape(name)}"]`);
}

/** The offsets of the screen on display; scrollers at the start are left out, as there is nothing to restore. */
export function readScrollSpots(): Record<string, ScrollSpot> {
  const spots: Record<string, ScrollSpot> = {};
  const page = document.scrollingElement;
  if (page && (page.scrollTop > 0 || page.scrollLeft > 0)) spots[PAGE] = { top: page.scrollTop, left: page.scrollLeft };
  for (const element of document.querySelectorAll(`[${KEPT_SCROLL_ATTRIBUTE}]`)) {
    const name = element.getAttribute(KEPT_SCROLL_ATTRIBUTE);
    if (name && (element.scrollTop > 0 || element.scrollLeft > 0)) spots[name] = { top: element.scrollTop, left: element.scrollLeft };
  }
  return spots;
}

/** Could the element scroll that far yet (its rows loaded)? */
function reachable(element: Element, spot: ScrollSpot): boolean {
  return element.scrollHeight - element.clientHeight >= spot.top && element.scrollWidth - element.clientWidth >= spot.left;
}

/**
 * Puts the kept offsets back once the screen's content is tall enough, frame by frame for a few
 * seconds; a person who scrolls, clicks or types in the meantime wins, and the restoring stops.
 */
export function restoreScrollSpots(spots: Readonly<Record<string, ScrollSpot>>): () => void {
  const pending = new Map(Object.entries(spots));
  if (pending.size === 0) return () => undefined;
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'pointerdown', 'keydown', 'touchstart'] as const) window.removeEventListener(type, stop, true);
  };
  for (const type of ['wheel', 'pointerdown', 'keydown', 'touchstart'] as const) window.addEventListener(type, stop, { capture: true, passive: true });
  const step = () => {
    for (const [name, spot] of pending) {
      const element = scrollerOf(name);
      if (element && reachable(element, spot)) {
        element.scrollTo({ top: spot.top, left: spot.left, behavior: 'instant' });
        pending.delete(name);
      }
    }
    if (pending.size > 0 && performance.now() < until) frame = requestAnimationFrame(step);
    else stop();
  };
  frame = requestAnimationFrame(step);
  return stop;
}

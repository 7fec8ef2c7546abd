/**
 * Places a menu or panel beside its anchor with Floating UI, always inside the window: flip to the
 * other side when there is more room there, shift along the edge, and shrink to the space left (the
 * panel scrolls inside). A pointer pressed anywhere outside the panel and its anchor dismisses it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react-dom';

/** The least gap between a panel and the window's edge, in CSS pixels. */
export const WINDOW_MARGIN = 8;
/** Below this a panel would show no row of a list; the window is then too small for anything better. */
const MIN_HEIGHT = 80;

interface Options {
  readonly open: boolean;
  readonly placement: Placement;
  /** Pixels between anchor and panel. */
  readonly gap?: number;
  /** A pointer went down outside the panel and outside the anchor (whose own click toggles the panel). */
  readonly onOutside: () => void;
}

export function useFloatingPanel({ open, placement, gap = 6, onOutside }: Options) {
  const floating = useFloating({
    open,
    placement,
    // Fixed, so a scrolled or clipped ancestor (the table, the top bar) never cuts the panel off.
    strategy: 'fixed',
    middleware: [
      offset(gap),
      flip({ padding: WINDOW_MARGIN }),
      shift({ padding: WINDOW_MARGIN, crossAxis: true }),
      size({
        padding: WINDOW_MARGIN,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, Math.floor(availableWidth))}px`;
          elements.floating.style.maxHeight = `${Math.max(MIN_HEIGHT, Math.floor(availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { floating: panel, reference } = floating.elements;
  // A context menu's anchor is a point (a virtual element), which nothing can be pressed inside.
  const anchor = reference instanceof Element ? reference : null;
  const dismiss = useRef(onOutside);
  dismiss.current = onOutside;

  useEffect(() => {
    if (!open) return;
    const pressed = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && (panel?.contains(target) || anchor?.contains(target))) return;
      dismiss.current();
    };
    // Capture: a table row or grid that stops the event on its way must not keep the panel open.
    document.addEventListener('pointerdown', pressed, true);
    return () => document.removeEventListener('pointerdown', pressed, true);
  }, [open, panel, anchor]);

  return floating;
}

/**
 * After a panel closed on a click outside: the click's target keeps the focus it took, but when nothing
 * took it (text, a blank area), focus would fall to the page's body; it goes back to `fallback` instead,
 * so the keyboard user stays where the panel was opened from.
 */
export function refocusIfLost(fallback: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) fallback?.focus();
  });
}

/**
 * A panel opened by a button (the user menu, the notification bell): placed under the button's end,
 * closed by a click outside, which gives focus back to the button when it was lost. `button` is the
 * button element for the caller's own focus moves; `buttonRef` goes on the button.
 */
export function useButtonPanel(open: boolean, close: () => void) {
  const button = useRef<HTMLButtonElement | null>(null);
  const floating = useFloatingPanel({
    open,
    placement: 'bottom-end',
    onOutside: () => {
      close();
      refocusIfLost(button.current);
    },
  });
  const { setReference } = floating.refs;
  const buttonRef = useCallback((element: HTMLButtonElement | null) => {
    button.current = element;
    setReference(element);
  }, [setReference]);
  return { button, buttonRef, floating };
}

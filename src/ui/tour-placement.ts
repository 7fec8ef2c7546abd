export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

export interface Placement {
  readonly top: number;
  readonly left: number;
  /** Where the popover sits relative to its target; `free` when there is no target to point at. */
  readonly side: 'below' | 'above' | 'over' | 'free';
}

/** Space kept between the popover and its target, and between the popover and the window's edge. */
export const TOUR_GAP = 12;
const EDGE = 8;

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where a tour step's popover goes in the window (fixed position): below its target when it fits,
 * else above, else over the target's top edge (a table taller than the window); left-aligned with the
 * target and kept inside the window (a target scrolled out of it gets the nearest edge). Without a target it sits at the top centre.
 */
export function placeNextTo(target: Box | null, popover: { readonly width: number; readonly height: number }, viewport: { readonly width: number; readonly height: number }): Placement {
  const maxLeft = viewport.width - popover.width - EDGE;
  const maxTop = viewport.height - popover.height - EDGE;
  if (!target) return { top: clamp(viewport.height * 0.15, EDGE, maxTop), left: clamp((viewport.width - popover.width) / 2, EDGE, maxLeft), side: 'free' };
  const left = clamp(target.left, EDGE, maxLeft);
  const fits = (top: number) => top >= EDGE && top <= maxTop;
  const below = target.top + target.height + TOUR_GAP;
  if (fits(below)) return { top: below, left, side: 'below' };
  const above = target.top - TOUR_GAP - popover.height;
  if (fits(above)) return { top: above, left, side: 'above' };
  return { top: clamp(target.top + TOUR_GAP, EDGE, maxTop), left: clamp(target.left + TOUR_GAP, EDGE, maxLeft), side: 'over' };
}

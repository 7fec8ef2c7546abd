import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeNextTo, TOUR_GAP } from './tour-placement.ts';

const popover = { width: 320, height: 200 };
const wide = { width: 1400, height: 900 };

describe('tour popover placement', () => {
  it('sits below a target with room under it, left-aligned with it', () => {
    expect(placeNextTo({ top: 100, left: 300, width: 400, height: 40 }, popover, wide)).toEqual({ top: 140 + TOUR_GAP, left: 300, side: 'below' });
  });

  it('sits above a target near the bottom of the window', () => {
    expect(placeNextTo({ top: 800, left: 300, width: 400, height: 40 }, popover, wide)).toEqual({ top: 800 - TOUR_GAP - 200, left: 300, side: 'above' });
  });

  it('overlaps the top of a target taller than the window', () => {
    expect(placeNextTo({ top: 150, left: 260, width: 1100, height: 2000 }, popover, wide)).toEqual({ top: 150 + TOUR_GAP, left: 260 + TOUR_GAP, side: 'over' });
  });

  it('moves left to stay inside a narrow window', () => {
    expect(placeNextTo({ top: 10, left: 1300, width: 90, height: 30 }, popover, wide).left).toBe(1400 - 320 - 8);
  });

  it('without a target sits at the top centre', () => {
    expect(placeNextTo(null, popover, wide)).toEqual({ top: 135, left: 540, side: 'free' });
  });

  it('keeps a popover that fits the window inside it, wherever the target is', () => {
    fc.assert(
      fc.property(
        fc.record({ top: fc.integer({ min: -3000, max: 3000 }), left: fc.integer({ min: -500, max: 3000 }), width: fc.integer({ min: 0, max: 3000 }), height: fc.integer({ min: 0, max: 3000 }) }),
        fc.record({ width: fc.integer({ min: 340, max: 2000 }), height: fc.integer({ min: 300, max: 1200 }) }),
        (target, viewport) => {
          const place = placeNextTo(target, popover, viewport);
          expect(place.left).toBeGreaterThanOrEqual(8);
          expect(place.left + popover.width).toBeLessThanOrEqual(viewport.width - 8);
          expect(place.top).toBeGreaterThanOrEqual(8);
          expect(place.top + popover.height).toBeLessThanOrEqual(viewport.height - 8);
        },
      ),
    );
  });
});

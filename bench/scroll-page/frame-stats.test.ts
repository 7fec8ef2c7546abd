import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankSummary, nextScrollTop, NO_BLANKS, tallyFrame, viewportLines } from './frame-stats.ts';

describe('viewportLines', () => {
  it('starts below the sticky header and counts a partly shown line', () => {
    // 40 px header, 36 px lines, 400 px viewport: 360 px of lines = 10 lines exactly.
    expect(viewportLines(0, 400, 40, 36, 1000)).toEqual({ first: 0, last: 9 });
    // Scrolled 10 px: line 0 is partly hidden under the header, line 10 partly shown.
    expect(viewportLines(10, 400, 40, 36, 1000)).toEqual({ first: 0, last: 10 });
    expect(viewportLines(36, 400, 40, 36, 1000)).toEqual({ first: 1, last: 10 });
  });

  it('stops at the last line and is empty without lines', () => {
    expect(viewportLines(0, 400, 40, 36, 3)).toEqual({ first: 0, last: 2 });
    const empty = viewportLines(0, 400, 40, 36, 0);
    expect(empty.last).toBeLessThan(empty.first);
  });

  it('every line it names intersects the viewport below the header', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 50, max: 2000 }), fc.integer({ min: 1, max: 5000 }), (scrollTop, height, total) => {
        const { first, last } = viewportLines(scrollTop, height, 40, 36, total);
        for (let line = first; line <= last; line++) {
          const top = line * 36; // in body coordinates; the viewport's body part is [scrollTop, scrollTop + height - 40)
          expect(top).toBeLessThan(scrollTop + height - 40);
          expect(top + 36).toBeGreaterThan(scrollTop);
          expect(line).toBeLessThan(total);
        }
        // The line just after `last` is either past the end or below the viewport.
        expect(last + 1 >= total || (last + 1) * 36 >= scrollTop + height - 40).toBe(true);
      }),
    );
  });
});

describe('nextScrollTop', () => {
  const script = { step: 60, jumpEvery: 40 };

  it('steps, pages down and jumps far in turn', () => {
    expect(nextScrollTop(1, 0, 10_000, 500, script)).toBe(60);
    expect(nextScrollTop(40, 1000, 10_000, 500, script)).toBe(1500);
    expect(nextScrollTop(80, 1000, 10_000, 500, script)).toBe(Math.round(((2 * 0.618_033_988_75) % 1) * 10_000));
  });

  it('starts over at the top past the end and stays at 0 when nothing scrolls', () => {
    expect(nextScrollTop(1, 9990, 10_000, 500, script)).toBe(0);
    expect(nextScrollTop(5, 0, 0, 500, script)).toBe(0);
  });

  it('always lands inside the scroll range', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(1_000_000), fc.nat(1_000_000), fc.integer({ min: 1, max: 2000 }), (frame, current, max, page) => {
        const next = nextScrollTop(frame, Math.min(current, max), max, page, script);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('blank tally', () => {
  it('adds frames up into a ratio, a count of frames with blanks and the worst frame', () => {
    let tally = NO_BLANKS;
    tally = tallyFrame(tally, 20, 0);
    tally = tallyFrame(tally, 20, 5);
    tally = tallyFrame(tally, 0, 3);
    expect(blankSummary(tally)).toEqual({ frames: 2, framesWithBlanks: 1, ratio: 5 / 40, worst: 0.25 });
    expect(blankSummary(NO_BLANKS).ratio).toBe(0);
  });

  it('keeps the ratio and the worst frame between 0 and 1, worst at least the ratio', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(60), fc.nat(80))), (frames) => {
        const summary = blankSummary(frames.reduce((t, [visible, blank]) => tallyFrame(t, visible, blank), NO_BLANKS));
        expect(summary.ratio).toBeGreaterThanOrEqual(0);
        expect(summary.worst).toBeLessThanOrEqual(1);
        expect(summary.worst + 1e-12).toBeGreaterThanOrEqual(summary.ratio);
        expect(summary.framesWithBlanks).toBeLessThanOrEqual(summary.frames);
      }),
    );
  });
});

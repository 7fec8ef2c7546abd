import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pageAfterScroll, pageHolding, pageLength, pageSizeFor } from './line-pages.ts';

describe('line pages', () => {
  it('a page of 36 px lines stays under 15 million pixels, far under Chromium’s 33.5 million', () => {
    expect(pageSizeFor(36)).toBe(416_666);
    expect(pageSizeFor(36) * 36).toBeLessThanOrEqual(15_000_000);
  });

  it('a table that fits one page has one page, whatever happens', () => {
    expect(pageHolding(90, 100, 0, 1000)).toBe(0);
    expect(pageAfterScroll(80, 99, 100, 0, 1000, 10)).toBe(0);
    expect(clampPage(500, 100, 1000)).toBe(0);
    expect(pageLength(0, 100, 1000)).toBe(100);
  });

  it('moves half a page near the end and near the start, and stops at the table’s ends', () => {
    // 10,000 lines in pages of 1,000.
    expect(pageAfterScroll(960, 995, 10_000, 0, 1000, 50)).toBe(500);
    expect(pageAfterScroll(400, 430, 10_000, 500, 1000, 50)).toBe(500);
    expect(pageAfterScroll(10, 40, 10_000, 500, 1000, 50)).toBe(0);
    expect(pageAfterScroll(960, 999, 10_000, 8_800, 1000, 50)).toBe(9_000);
    expect(pageAfterScroll(960, 999, 10_000, 9_000, 1000, 50)).toBe(9_000);
    expect(pageLength(9_000, 10_000, 1000)).toBe(1000);
  });

  it('goes to the page of a far focused line, centred on it', () => {
    expect(pageHolding(9_999, 10_000, 0, 1000)).toBe(9_000);
    expect(pageHolding(5_000, 10_000, 0, 1000)).toBe(4_500);
    expect(pageHolding(5_000, 10_000, 4_200, 1000)).toBe(4_200);
    expect(pageHolding(0, 10_000, 9_000, 1000)).toBe(0);
  });

  it('every line can be reached by scrolling page after page, and the lines on screen stay in the page (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 50, max: 5_000 }), fc.integer({ min: 10, max: 40 }), (lines, pageSize, screen) => {
        const margin = screen * 2;
        // Moved by half a page, the view must land outside both margins, or the page would swing back.
        fc.pre(pageSize >= 4 * margin + 2 * screen);
        let start = 0;
        // Scroll down a screen at a time, as a wheel would; the page follows. Up to 5,000 steps a
        // run: a plain comparison per step and one expect on the first step that breaks (an expect
        // per step took seconds).
        let broken: { top: number; first: number; last: number; length: number } | undefined;
        for (let top = 0; top < lines && broken === undefined; top += screen) {
          const first = top - start;
          const last = Math.min(lines - 1, top + screen - 1) - start;
          const length = pageLength(start, lines, pageSize);
          if (first < 0 || last >= length) broken = { top, first, last, length };
          start = pageAfterScroll(first, last, lines, start, pageSize, margin);
        }
        expect(broken).toBeUndefined();
        expect(start + pageLength(start, lines, pageSize)).toBe(lines);
      }),
    );
  });

  it('the page holding a line always holds it and fits the table (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }), fc.nat(), fc.nat(), (lines, pageSize, lineSeed, current) => {
        const line = lineSeed % lines;
        const start = pageHolding(line, lines, current, pageSize);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(line).toBeGreaterThanOrEqual(start);
        expect(line).toBeLessThan(start + pageLength(start, lines, pageSize));
        expect(start + pageLength(start, lines, pageSize)).toBeLessThanOrEqual(lines);
      }),
    );
  });
});

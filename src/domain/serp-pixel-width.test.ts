import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charWidth, pixelWidth, SERP_LINES, serpFit } from './serp-pixel-width.ts';

/**
 * Widths measured once in Chromium's canvas with Liberation Sans, whose advance widths are Arial's
 * (metric-compatible), at 20 px and 14 px.
 */
const MEASURED: ReadonlyArray<readonly [string, number, number]> = [
  ['Winterjacke Damen online kaufen | Demo Shop', 420.97, 294.68],
  ['Größe & Passform: 100 % Wolle – „Qualität“…', 413.11, 289.17],
  ['WMmiIl@%', 104.73, 73.31],
  ['Sie suchen skijacke herren? Hier finden Sie Auswahl, Tipps und Angebote bei Demo Shop.', 806.4, 564.48],
];

describe('pixelWidth', () => {
  it.each(MEASURED)('matches the browser within 2 px for %s', (text, at20, at14) => {
    expect(pixelWidth(text, 20) - at20).toBeGreaterThanOrEqual(0);
    expect(pixelWidth(text, 20) - at20).toBeLessThan(2);
    expect(pixelWidth(text, 14) - at14).toBeGreaterThanOrEqual(0);
    expect(pixelWidth(text, 14) - at14).toBeLessThan(2);
  });
  it('knows narrow and wide letters apart', () => {
    expect(charWidth('i')).toBe(222);
    expect(charWidth('W')).toBe(944);
    expect(charWidth('ä')).toBe(charWidth('a'));
    expect(charWidth('\t')).toBe(charWidth(' '));
    expect(charWidth('漢')).toBe(1000);
    expect(charWidth('ŋ')).toBe(556);
  });
  it('is 0 for an empty text', () => {
    expect(pixelWidth('', 20)).toBe(0);
  });
  it('adds up: the width of a joined text is within a pixel of the sum of its parts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom(14, 20), (a, b, px) => {
        const joined = pixelWidth(a + b, px);
        expect(joined).toBeLessThanOrEqual(pixelWidth(a, px) + pixelWidth(b, px));
        expect(joined).toBeGreaterThanOrEqual(pixelWidth(a, px) + pixelWidth(b, px) - 1);
      }),
    );
  });
  it('grows with the font size and never with fewer characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(pixelWidth(text, 20)).toBeGreaterThanOrEqual(pixelWidth(text, 14));
        expect(pixelWidth(text.slice(0, -1), 20)).toBeLessThanOrEqual(pixelWidth(text, 20));
      }),
    );
  });
});

describe('serpFit', () => {
  it('counts characters as code points and checks both limits', () => {
    expect(serpFit('Winterjacke Damen online kaufen | Demo Shop', 'title')).toEqual({ chars: 43, pixels: 421, fits: true });
    expect(serpFit('🎿'.repeat(3), 'title').chars).toBe(3);
  });
  it('refuses a title of 60 wide letters (within 60 characters, far over 580 px)', () => {
    const fit = serpFit('W'.repeat(60), 'title');
    expect(fit.chars).toBe(60);
    expect(fit.pixels).toBeGreaterThan(SERP_LINES.title.maxPx);
    expect(fit.fits).toBe(false);
  });
  it('refuses 156 characters even when they are narrow', () => {
    expect(serpFit('i'.repeat(156), 'description').fits).toBe(false);
    expect(serpFit('i'.repeat(155), 'description').fits).toBe(true);
  });
});

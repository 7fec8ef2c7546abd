import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, MIN_TEXT_CONTRAST, ratioText, relativeLuminance, type ThemePalette } from './colour-contrast.ts';

const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(
  ([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`,
);
const palette = fc.record({ background: hex, text: hex, muted: hex, primary: hex, primary_text: hex });

describe('WCAG contrast', () => {
  it('matches the known ratios: black on white 21:1, a colour on itself 1:1, #767676 on white just passes AA', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(ratioText(4.4999)).toBe('4,49:1');
    expect(() => relativeLuminance('red')).toThrow('#RRGGBB');
  });

  it('is symmetric and stays between 1 and 21', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 12);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  it('grows as the lighter colour gets lighter (luminance is monotone in each channel)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 254 }), fc.integer({ min: 1, max: 255 }), (grey, step) => {
        const lighter = Math.min(255, grey + step);
        const h = (v: number) => `#${v.toString(16).padStart(2, '0').repeat(3)}`;
        expect(contrastRatio(h(lighter), '#000000')).toBeGreaterThanOrEqual(contrastRatio(h(grey), '#000000'));
      }),
    );
  });

  it('refuses a palette exactly when one of its pairs is under 4.5:1, naming that field and its ratio', () => {
    fc.assert(
      fc.property(palette, (p: ThemePalette) => {
        const problems = contrastProblems(p);
        const failing = [
          ['text', contrastRatio(p.text, p.background)],
          ['muted', contrastRatio(p.muted, p.background)],
          ['primary', contrastRatio(p.primary, p.background)],
          ['primary_text', contrastRatio(p.primary_text, p.primary)],
        ].filter(([, ratio]) => (ratio as number) < MIN_TEXT_CONTRAST);
        expect(problems.map((problem) => problem.field)).toEqual(failing.map(([field]) => field));
        for (const problem of problems) expect(problem.message).toContain(ratioText(problem.ratio));
      }),
    );
  });
});

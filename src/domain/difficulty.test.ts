import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { difficultyBand } from './difficulty';

describe('difficultyBand', () => {
  it.each([
    [0, 'very easy'], [14.9, 'very easy'], [15, 'easy'], [29, 'easy'], [30, 'possible'], [49, 'possible'],
    [50, 'difficult'], [69, 'difficult'], [70, 'hard'], [84, 'hard'], [85, 'very hard'], [100, 'very hard'],
  ])('%d is %s', (value, label) => {
    expect(difficultyBand(value)?.label).toBe(label);
  });
  it('gives every band a colour', () => {
    for (const v of [0, 20, 40, 60, 80, 95]) expect(difficultyBand(v)?.color).toMatch(/^#[0-9a-f]{6}$/);
  });
  it.each([-1, 100.5, Number.NaN, null, undefined])('rejects %s', (value) => {
    expect(difficultyBand(value)).toBeNull();
  });
  it('is monotone', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return (difficultyBand(lo)?.index ?? -1) <= (difficultyBand(hi)?.index ?? -1);
      }),
    );
  });
});

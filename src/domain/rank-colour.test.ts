import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RANK_BAND_COLOURS, rankBand, rankColour } from './rank-colour';

describe('rank colour bands', () => {
  it.each([[1, 0], [10, 0], [11, 1], [20, 1], [91, 9], [100, 9], [10.5, 1]])('position %d is band %d', (p, band) => {
    expect(rankBand(p)).toBe(band);
  });
  it.each([0, 101, Number.NaN, null, undefined])('no band for %s', (p) => {
    expect(rankBand(p)).toBeNull();
    expect(rankColour(p)).toBeNull();
  });
  it('has ten colours', () => {
    expect(new Set(RANK_BAND_COLOURS).size).toBe(10);
    expect(rankColour(1)).toBe(RANK_BAND_COLOURS[0]);
  });
  it('maps each integer position to floor((p - 1) / 10)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), (p) => rankBand(p) === Math.floor((p - 1) / 10)));
  });
});

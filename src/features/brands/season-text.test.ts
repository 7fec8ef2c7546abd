import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seasonText, seasonTitle } from './season-text.ts';

describe('seasonText', () => {
  it('names the run of the season and the peak', () => {
    expect(seasonText({ seasonal: true, peak: 12, season: [11, 12, 1] })).toBe('Seasonal: Nov–Jan, peak Dec');
    expect(seasonText({ seasonal: true, peak: 7, season: [7] })).toBe('Seasonal: Jul, peak Jul');
    expect(seasonText({ seasonal: false, peak: 3, season: null })).toBe('Not seasonal, peak Mar');
    expect(seasonText({ seasonal: false, peak: null, season: null })).toBe('-');
    expect(seasonText({ seasonal: true, peak: null, season: null })).toBe('Seasonal');
  });
  it('never throws and never prints undefined', () => {
    fc.assert(fc.property(
      fc.boolean(),
      fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
      fc.option(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }), { nil: null }),
      (seasonal, peak, season) => {
        const text = `${seasonText({ seasonal, peak, season })} ${seasonTitle({ seasonal, peak, season })}`;
        expect(text).not.toMatch(/undefined|null/u);
      },
    ));
  });
});

describe('seasonTitle', () => {
  it('says the season in full words', () => {
    expect(seasonTitle({ seasonal: true, peak: 12, season: [11, 12, 1] })).toBe('season November to January, peak December');
    expect(seasonTitle({ seasonal: false, peak: null, season: null })).toBe('no season');
  });
});

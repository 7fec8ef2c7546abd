import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyseTerms, countRangeFor, recommend } from './content-term-analysis.ts';
import { germanStem } from './german-stemmer.ts';
import { termDocument } from './german-terms.ts';
import { wdfOfCount } from './wdf-idf.ts';

const word = fc.constantFrom('Glühwein', 'Glühweins', 'Zimt', 'Nelken', 'Orangen', 'Rezept', 'Rezepte', 'Topf', 'Rotwein', 'Honig', 'und');
const text = fc.array(word, { maxLength: 50 }).map((w) => w.join(' '));

describe('term analysis', () => {
  it('gives average, maximum, IDF, the own value and a recommendation per stemmed term', () => {
    const competitors = ['Glühwein Glühwein Zimt Nelken', 'Glühweins Rezept Zimt Topf'].map((text) => termDocument(text));
    const rows = analyseTerms(competitors, termDocument('Glühwein Orangen Honig Rotwein'));
    const gluhwein = rows.find((r) => r.stem === germanStem('glühwein'));
    expect(gluhwein?.term).toBe('glühwein');
    expect(gluhwein?.holding).toBe(2);
    expect(gluhwein?.maxWdf).toBeCloseTo(wdfOfCount(2, 4));
    expect(gluhwein?.averageWdf).toBeCloseTo((wdfOfCount(2, 4) + wdfOfCount(1, 4)) / 2);
    expect(gluhwein?.idf).toBeCloseTo(Math.log10(2));
    expect(gluhwein?.ownWdf).toBeCloseTo(wdfOfCount(1, 4));
    expect(gluhwein?.recommendation).toBe('more');
    const nelken = rows.find((r) => r.term === 'nelken');
    expect(nelken?.idf).toBeCloseTo(Math.log10(3));
    // Only the own text says honig: the competitors do without it.
    expect(rows.find((r) => r.term === 'honig')).toMatchObject({ holding: 0, wdfIdf: 0, recommendation: 'fewer' });
    expect(rows[0]?.wdfIdf).toBeGreaterThanOrEqual(rows[1]?.wdfIdf ?? 0);
  });
  it('recommends by the range of the competitors', () => {
    expect(recommend(0.1, { min: 0.2, max: 0.4 })).toBe('more');
    expect(recommend(0.5, { min: 0.2, max: 0.4 })).toBe('fewer');
    expect(recommend(0.2, { min: 0.2, max: 0.4 })).toBe('fine');
    expect(recommend(0.4, { min: 0.2, max: 0.4 })).toBe('fine');
  });
  it('without an own text every used term is to be used more', () => {
    const rows = analyseTerms([termDocument('Zimt Nelken')], null);
    expect(rows.map((r) => r.recommendation)).toEqual(['more', 'more']);
    expect(analyseTerms([], null)).toEqual([]);
  });
  it('an own text identical to every competitor is fine on every term, with the same WDF*IDF', () => {
    fc.assert(fc.property(text, fc.integer({ min: 1, max: 6 }), (one, copies) => {
      const rows = analyseTerms(Array.from({ length: copies }, () => termDocument(one)), termDocument(one));
      for (const r of rows) {
        expect(r.recommendation).toBe('fine');
        expect(r.ownWdfIdf).toBeCloseTo(r.wdfIdf, 10);
      }
    }));
  });
  it('keeps the law max ≥ average ≥ 0 and names each stem once', () => {
    fc.assert(fc.property(fc.array(text, { maxLength: 6 }), text, (texts, own) => {
      const rows = analyseTerms(texts.map((text) => termDocument(text)), termDocument(own));
      expect(new Set(rows.map((r) => r.stem)).size).toBe(rows.length);
      for (const r of rows) {
        expect(r.maxWdf).toBeGreaterThanOrEqual(r.averageWdf - 1e-12);
        expect(r.averageWdf).toBeGreaterThanOrEqual(0);
        expect(r.wdfIdf).toBeCloseTo(r.averageWdf * r.idf, 12);
      }
    }));
  });
});

describe('count ranges', () => {
  it('turns a WDF range into whole uses at a text length', () => {
    // 600 terms: 5 uses give log2(6) / log2(600).
    expect(countRangeFor({ min: wdfOfCount(5, 600), max: wdfOfCount(9, 600) }, 600)).toEqual({ min: 5, max: 9 });
    expect(countRangeFor({ min: 0.3, max: 0.5 }, 1)).toEqual({ min: 0, max: 0 });
  });
  it('never has a maximum below its minimum, and grows with the length', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 2, max: 5000 }), (a, b, length) => {
      const range = countRangeFor({ min: Math.min(a, b), max: Math.max(a, b) }, length);
      expect(range.max).toBeGreaterThanOrEqual(range.min);
      expect(range.min).toBeGreaterThanOrEqual(0);
      expect(countRangeFor({ min: Math.min(a, b), max: Math.max(a, b) }, length * 2).max).toBeGreaterThanOrEqual(range.max);
    }));
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { averageWdf, idf, stemStatistics, wdf, wdfIdfTerms, wdfOfCount } from './wdf-idf';
import { termDocument } from './german-terms.ts';

describe('WDF', () => {
  it('is log2(freq + 1) / log2(L)', () => {
    expect(wdf('a', ['a', 'b', 'c', 'd'])).toBeCloseTo(Math.log2(2) / Math.log2(4));
    expect(wdf('a', ['a', 'a', 'a', 'b', 'c', 'd', 'e', 'f'])).toBeCloseTo(2 / 3);
    expect(wdf('x', ['a', 'b'])).toBe(0);
  });
  it('is 0 for documents of fewer than two words', () => {
    expect(wdf('a', ['a'])).toBe(0);
    expect(wdf('a', [])).toBe(0);
  });
  it('grows with the frequency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 2, max: 40 }), (f, rest) => {
        const doc = [...Array<string>(f).fill('t'), ...Array<string>(rest).fill('o')];
        const more = ['t', ...doc.slice(0, -1)];
        expect(wdf('t', more)).toBeGreaterThanOrEqual(wdf('t', doc));
      }),
    );
  });
});

describe('IDF', () => {
  it('is log10(1 + N / f)', () => {
    const docs = [['a', 'b'], ['a'], ['c']];
    expect(idf('a', docs)).toBeCloseTo(Math.log10(1 + 3 / 2));
    expect(idf('c', docs)).toBeCloseTo(Math.log10(4));
    expect(idf('z', docs)).toBe(0);
  });
});

describe('average WDF and term table', () => {
  it('averages over the document set', () => {
    expect(averageWdf('a', [['a', 'b'], ['b', 'c']])).toBeCloseTo(0.5);
    expect(averageWdf('a', [])).toBe(0);
  });
  it('scores the terms of German texts, highest first', () => {
    const terms = wdfIdfTerms(['Der Laufschuh für Damen', 'Laufschuh und Laufschuh kaufen', 'Jacke kaufen']);
    expect(terms[0]?.term).toBe('laufschuh');
    expect(terms.map((t) => t.term).sort()).toEqual(['damen', 'jacke', 'kaufen', 'laufschuh']);
    for (const t of terms) expect(t.wdfIdf).toBeCloseTo(t.averageWdf * t.idf);
  });
});

describe('stemmed statistics in one pass', () => {
  const word = fc.constantFrom('Glühwein', 'Glühweins', 'Zimt', 'Nelken', 'Nelke', 'Orangen', 'Rezept', 'Rezepte', 'Topf', 'der', 'und');
  const text = fc.array(word, { maxLength: 40 }).map((words) => words.join(' '));

  it('counts Glühweins and Glühwein as one term named by its most frequent form', () => {
    const terms = wdfIdfTerms(['Glühwein Glühweins Zimt', 'Glühwein Rezept']);
    const gluhwein = terms.find((t) => t.term === 'glühwein');
    expect(gluhwein?.stem).toBe('gluhwein');
    expect(terms.filter((t) => t.stem === 'gluhwein')).toHaveLength(1);
    expect(gluhwein?.averageWdf).toBeCloseTo((Math.log2(3) / Math.log2(3) + Math.log2(2) / Math.log2(2)) / 2);
  });
  it('agrees with the per-term definitions on the stem sequences', () => {
    fc.assert(fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (texts) => {
      const documents = texts.map((text) => termDocument(text));
      const stems = documents.map((d) => d.stems);
      for (const s of stemStatistics(documents).values()) {
        expect(s.averageWdf).toBeCloseTo(averageWdf(s.stem, stems), 10);
        expect(s.idf).toBeCloseTo(idf(s.stem, stems), 10);
        expect(s.maxWdf).toBeCloseTo(Math.max(...stems.map((d) => wdf(s.stem, d))), 10);
        expect(s.maxWdf).toBeGreaterThanOrEqual(s.averageWdf);
      }
    }));
  });
  it('gives identical documents identical WDF*IDF, whatever their number', () => {
    fc.assert(fc.property(text, fc.integer({ min: 1, max: 8 }), (one, copies) => {
      const statistics = stemStatistics(Array.from({ length: copies }, () => termDocument(one)));
      const single = termDocument(one);
      for (const s of statistics.values()) {
        const own = wdfOfCount(single.counts.get(s.stem) ?? 0, single.stems.length);
        expect(s.averageWdf).toBeCloseTo(own, 10);
        expect(s.maxWdf).toBeCloseTo(own, 10);
        expect(s.idf).toBeCloseTo(Math.log10(2), 10);
      }
    }));
  });
});

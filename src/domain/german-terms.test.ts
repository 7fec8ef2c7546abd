import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { germanStem } from './german-stemmer.ts';
import { readableTerms, stemsOf, termDocument } from './german-terms.ts';
import { GERMAN_STOP_WORDS } from './tokenize.ts';

describe('German stemming', () => {
  it('counts inflections as one term', () => {
    expect(germanStem('glühweins')).toBe(germanStem('glühwein'));
    expect(germanStem('glühweine')).toBe(germanStem('glühwein'));
    expect(germanStem('häuser')).toBe(germanStem('haus'));
    expect(germanStem('gewürze')).toBe(germanStem('gewürz'));
    expect(germanStem('')).toBe('');
  });
  it('answers the same stem however often it is asked', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-zäöüß]{1,20}$/u), (word) => {
      expect(germanStem(word)).toBe(germanStem(word));
    }));
  });
});

describe('term documents', () => {
  it('stems the words, drops stop words, counts and keeps the surface forms', () => {
    const doc = termDocument('Der Glühwein und des Glühweins Duft: Glühwein selber machen!');
    const stem = germanStem('glühwein');
    expect(doc.counts.get(stem)).toBe(3);
    // `machen` is on the German stop-word list, like `der`, `und` and `des`.
    expect(doc.stems).toHaveLength(5);
    expect([...(doc.surfaces.get(stem) ?? new Map<string, number>())]).toEqual([['glühwein', 2], ['glühweins', 1]]);
    expect(readableTerms([doc]).get(stem)).toBe('glühwein');
  });
  it('names a stem by its most frequent form over all documents, a tie by the shorter form', () => {
    const names = readableTerms([termDocument('Glühweins Glühweins'), termDocument('Glühwein Glühweine Glühweins')]);
    expect(names.get(germanStem('glühwein'))).toBe('glühweins');
    expect(readableTerms([termDocument('Häuser Haus')]).get(germanStem('haus'))).toBe('haus');
  });
  it('stems a phrase in order', () => {
    expect(stemsOf('Zimt und Glühwein selber')).toEqual([germanStem('zimt'), germanStem('glühwein'), germanStem('selber')]);
  });
  it('counts add up, every surface form stems to its stem, no stop word survives', () => {
    const word = fc.oneof(fc.constantFrom('Glühwein', 'glühweins', 'der', 'und', 'Zimt', 'Nelken', 'Nelke', '2024', 'e-bikes'), fc.stringMatching(/^[A-Za-zäöüÄÖÜß]{1,12}$/u));
    fc.assert(fc.property(fc.array(word, { maxLength: 60 }), (words) => {
      const doc = termDocument(words.join(' '));
      expect([...doc.counts.values()].reduce((a, b) => a + b, 0)).toBe(doc.stems.length);
      for (const [stem, forms] of doc.surfaces) {
        let n = 0;
        for (const [form, count] of forms) {
          expect(germanStem(form)).toBe(stem);
          expect(GERMAN_STOP_WORDS.has(form)).toBe(false);
          n += count;
        }
        expect(n).toBe(doc.counts.get(stem));
      }
    }));
  });
});

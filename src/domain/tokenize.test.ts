import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GERMAN_STOP_WORDS, keywordWords, tokenize } from './tokenize';

describe('tokenize', () => {
  it('lower-cases, keeps umlauts and ß, and drops stop words', () => {
    expect(tokenize('Die GRÖßTEN Äpfel und die süßen Birnen!')).toEqual(['größten', 'äpfel', 'süßen', 'birnen']);
  });
  it('keeps inner hyphens, drops pure numbers, joins decomposed umlauts', () => {
    expect(tokenize('E-Bike 2024 kaufen, 20-30 Mo\u0308bel')).toEqual(['e-bike', 'kaufen', 'möbel']);
  });
  it('uses the German list of the stopword package', () => {
    for (const w of ['der', 'die', 'das', 'und', 'aber']) expect(GERMAN_STOP_WORDS.has(w)).toBe(true);
  });
  it('never returns a stop word or upper case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        for (const t of tokenize(s)) {
          expect(GERMAN_STOP_WORDS.has(t)).toBe(false);
          expect(t).toBe(t.toLocaleLowerCase('de-DE'));
        }
      }),
    );
  });
  it('keeps the keyword words that are stop words (machen in glühwein selber machen), and only those', () => {
    const keep = keywordWords(['Glühwein selber MACHEN', 'Glühwein ohne Alkohol']);
    expect([...keep]).toEqual(['glühwein', 'selber', 'machen', 'ohne', 'alkohol']);
    expect(tokenize('Wir machen den Glühwein selber und ohne Alkohol, aber nicht oft.', keep)).toEqual(['machen', 'glühwein', 'selber', 'ohne', 'alkohol']);
    expect(tokenize('Wir machen den Glühwein selber')).toEqual(['glühwein', 'selber']);
  });
  it('with a keyword kept: every word of the keyword survives, and nothing else changes', () => {
    const word = fc.constantFrom('Glühwein', 'machen', 'selber', 'und', 'der', 'ohne', 'Zimt', 'Rezept', 'kann', 'heiß');
    const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    const text = fc.array(word, { maxLength: 30 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(phrase, text, text, (keyword, before, after) => {
        const keep = keywordWords([keyword]);
        const kept = tokenize(`${before} ${keyword} ${after}`, keep);
        for (const w of keep) expect(kept).toContain(w);
        // Without the kept words, the same tokens as without keeping anything.
        expect(kept.filter((w) => !keep.has(w))).toEqual(tokenize(`${before} ${keyword} ${after}`).filter((w) => !keep.has(w)));
      }),
    );
  });
});

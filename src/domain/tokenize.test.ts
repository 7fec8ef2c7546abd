import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GERMAN_STOP_WORDS, tokenize } from './tokenize';

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
});

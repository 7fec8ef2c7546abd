import { describe, expect, it } from 'vitest';
import { prepositionWords } from './preposition-words.ts';

describe('prepositionWords', () => {
  it('has German and English lists and falls back to English', () => {
    expect(prepositionWords('de-AT')).toContain('für');
    expect(prepositionWords('en')).toContain('without');
    expect(prepositionWords('fr')).toEqual(prepositionWords('en'));
  });

  it('holds no word twice, each trimmed, lower-case and short enough for a dropdown entry', () => {
    for (const language of ['de', 'en']) {
      const list = prepositionWords(language);
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) {
        expect(word).toBe(word.trim().toLowerCase());
        expect(word.length).toBeGreaterThan(0);
        expect(word.length).toBeLessThanOrEqual(40);
      }
    }
  });
});

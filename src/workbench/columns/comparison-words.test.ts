import { describe, expect, it } from 'vitest';
import { comparisonWords } from './comparison-words.ts';

describe('comparisonWords', () => {
  it('has German and English lists and falls back to English', () => {
    expect(comparisonWords('de-AT')).toContain('besser als');
    expect(comparisonWords('en')).toContain('instead of');
    expect(comparisonWords('fr')).toEqual(comparisonWords('en'));
  });

  it('holds no word twice, each trimmed, lower-case and short enough for a dropdown entry', () => {
    for (const language of ['de', 'en']) {
      const list = comparisonWords(language);
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) {
        expect(word).toBe(word.trim().toLowerCase());
        expect(word.length).toBeGreaterThan(0);
        expect(word.length).toBeLessThanOrEqual(40);
      }
    }
  });
});

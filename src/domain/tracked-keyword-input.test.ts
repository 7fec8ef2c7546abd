import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeTags, trackedKeywordsFromText } from './tracked-keyword-input.ts';

describe('tracked keywords from text', () => {
  it('reads pasted lines, skips blanks, merges repeats and names rejected lines', () => {
    const long = 'x'.repeat(81);
    const { keywords, rejected } = trackedKeywordsFromText('winterjacke\n\n  Winterjacke \nski helm\n' + long, 'paste');
    expect(keywords).toEqual([{ keyword: 'winterjacke', tags: [] }, { keyword: 'ski helm', tags: [] }]);
    expect(rejected).toEqual([{ line: 5, phrase: long, message: 'not more than 80 characters per phrase' }]);
  });
  it('reads CSV with a header, the keyword first and tags after it', () => {
    const { keywords } = trackedKeywordsFromText('Keyword;Tag;Tag\nwinterjacke;Jacken;Sale\n"ski; helm";Zubehör\nwinterjacke;sale;Neu\n', 'csv');
    expect(keywords).toEqual([
      { keyword: 'winterjacke', tags: ['Jacken', 'Sale', 'Neu'] },
      { keyword: 'ski; helm', tags: ['Zubehör'] },
    ]);
  });
  it('merges tags without repeats, case-insensitively (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (a, b) => {
        const merged = mergeTags(a, b);
        const ids = merged.map((t) => t.toLocaleLowerCase('de-DE'));
        expect(new Set(ids).size).toBe(ids.length);
        expect(merged.every((t) => t.trim() === t && t !== '')).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeTags, trackedKeywordsFromFile, trackedKeywordsFromText } from './tracked-keyword-input.ts';

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
  it('reads a file\'s keywords and the values beside them in one go, as the text reader reads the keywords', () => {
    const semrush = 'Keyword,Position,Search Volume,Keyword Difficulty,CPC,URL\nskihelm,4,8100,41,1.20 €,https://a.de/helme\n"ski brille",,-,,,\nx\n';
    const file = trackedKeywordsFromFile(semrush, 'export.csv');
    expect({ keywords: file.keywords, rejected: file.rejected }).toEqual(trackedKeywordsFromText(semrush, 'csv'));
    // The tool names the source; a keyword without a value carries nothing.
    expect(file.imported).toEqual({
      source: 'Semrush',
      entries: [{ keyword: 'skihelm', position: { kind: 'value', value: 4 }, volume: { kind: 'value', value: 8100 }, difficulty: { kind: 'value', value: 41 }, cpc: { kind: 'value', value: 1.2 }, cpc_currency: 'EUR', url: 'https://a.de/helme' }],
    });
    expect(trackedKeywordsFromFile('Keyword;Volume\nski;880\n', undefined).imported?.source).toBe('Uploaded file');
    expect(trackedKeywordsFromFile('Keyword;Volume\nski;880\n', 'liste.csv').imported?.source).toBe('liste.csv');
    expect(trackedKeywordsFromFile('Keyword;Tag\nski;Winter\n', 'liste.csv').imported).toBeNull();
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

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectSeparator, keywordFileKind, keywordsFromFile, parseCsvRows, type KeywordFileSeparator } from './keyword-file';

describe('detectSeparator', () => {
  it('finds the separator of the first line', () => {
    expect(detectSeparator('keyword;volume\nschuhe;10')).toBe(';');
    expect(detectSeparator('keyword,volume')).toBe(',');
    expect(detectSeparator('keyword\tvolume')).toBe('\t');
    expect(detectSeparator('\n\nschuhe rot')).toBeNull();
  });
  it('ignores separators inside quotes and prefers ; on a tie', () => {
    expect(detectSeparator('"a,b,c";1')).toBe(';');
    expect(detectSeparator('a;b,c')).toBe(';');
    expect(detectSeparator('\uFEFFa,b,c;d')).toBe(',');
  });
});

describe('parseCsvRows', () => {
  it('reads quotes, doubled quotes and line breaks in quotes', () => {
    expect(parseCsvRows('"a ""b""";1\r\n"c\nd";2\n', ';')).toEqual([['a "b"', '1'], ['c\nd', '2']]);
  });
  it('keeps a last row without a line break and treats a late quote as text', () => {
    expect(parseCsvRows('x,y\nz', ',')).toEqual([['x', 'y'], ['z']]);
    expect(parseCsvRows('ab"c,d', ',')).toEqual([['ab"c', 'd']]);
    expect(parseCsvRows('  "q",1', ',')).toEqual([['  q', '1']]);
  });
  it('gives every line as one field without a separator', () => {
    expect(parseCsvRows('a,b\rc', null)).toEqual([['a,b'], ['c']]);
  });
});

describe('keywordsFromFile', () => {
  it('takes the first column of a semicolon CSV with BOM and header', () => {
    const file = '\uFEFFKeyword;Suchvolumen\r\nglühwein kaufen;1200\r\n"schuhe; rot";30\r\n';
    expect(keywordsFromFile(file, 'csv')).toEqual(['glühwein kaufen', 'schuhe; rot']);
  });
  it('reads comma and tab files and keeps a first row that is no header', () => {
    expect(keywordsFromFile('schuhe,1\nhose,2', 'csv')).toEqual(['schuhe', 'hose']);
    expect(keywordsFromFile('keywords\tx\nhose\ty', 'csv')).toEqual(['hose']);
  });
  it('makes one line of a quoted keyword with a line break and drops blank rows', () => {
    expect(keywordsFromFile('"rote\nschuhe",1\n\n ,2\nhose,3', 'csv')).toEqual(['rote schuhe', 'hose']);
  });
  it('reads a text file line by line without splitting at commas', () => {
    expect(keywordsFromFile('\uFEFFkeyword\nschuhe, rot\r\n\nhose\r', 'text')).toEqual(['schuhe, rot', 'hose']);
  });
  it('gives nothing for an empty file', () => {
    expect(keywordsFromFile('', 'csv')).toEqual([]);
    expect(keywordsFromFile('keyword', 'text')).toEqual([]);
  });

  const cell = fc.stringMatching(/^[a-zäöüß0-9 ";,\t-]{1,20}$/u).filter((s) => s.trim() !== '' && s.trim().toLowerCase() !== 'keyword' && s.trim().toLowerCase() !== 'keywords');
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

  it('returns the first column of any quoted CSV, whatever the separator and line ending', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 30 }),
        fc.constantFrom<KeywordFileSeparator>(';', ',', '\t'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        (rows, separator, newline, header, bom) => {
          const lines = rows.map(([first, second]) => `${quote(first)}${separator}${quote(second)}`);
          if (header) lines.unshift(`keyword${separator}volume`);
          const text = (bom ? '\uFEFF' : '') + lines.join(newline) + newline;
          expect(keywordsFromFile(text, 'csv')).toEqual(rows.map(([first]) => first.trim()));
        },
      ),
    );
  });

  it('never returns a blank entry or one with a line break', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom<'csv' | 'text'>('csv', 'text'), (text, kind) => {
        for (const keyword of keywordsFromFile(text, kind)) {
          expect(keyword.trim()).toBe(keyword);
          expect(keyword).not.toBe('');
          expect(keyword).not.toMatch(/[\r\n]/u);
        }
      }),
    );
  });
});

describe('keywordFileKind', () => {
  it('reads .csv and text/csv as CSV, everything else as text', () => {
    expect(keywordFileKind('Liste.CSV', '')).toBe('csv');
    expect(keywordFileKind('liste', 'text/csv')).toBe('csv');
    expect(keywordFileKind('liste.txt', 'text/plain')).toBe('text');
  });
});

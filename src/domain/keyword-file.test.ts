import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keywordFileKind, keywordsFromFile } from './keyword-file';
import type { Separator } from './import/csv-records';
import { recogniseHeader } from './import/import-headers';

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
  it('reads every column of a TSV: a tab-separated line is no longer one keyword', () => {
    expect(keywordsFromFile('laufschuhe damen\t12000\t34\nlaufschuhe herren\t9000\t30\n', 'csv')).toEqual(['laufschuhe damen', 'laufschuhe herren']);
  });
  it('finds the keyword column by its header wherever it stands', () => {
    expect(keywordsFromFile('#,Keyword,Country,Difficulty,Volume\n1,laufschuhe,de,34,12000\n', 'csv')).toEqual(['laufschuhe']);
  });
  it('reads a text file line by line without splitting at commas', () => {
    expect(keywordsFromFile('\uFEFFkeyword\nschuhe, rot\r\n\nhose\r', 'text')).toEqual(['schuhe, rot', 'hose']);
  });
  it('gives nothing for an empty file', () => {
    expect(keywordsFromFile('', 'csv')).toEqual([]);
    expect(keywordsFromFile('keyword', 'text')).toEqual([]);
  });

  const cell = fc.stringMatching(/^[a-zäöüß0-9 ";,\t-]{1,20}$/u).filter((s) => s.trim() !== '' && s.trim().toLowerCase() !== 'keyword' && s.trim().toLowerCase() !== 'keywords' && recogniseHeader(s) === null);
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

  it('returns the first column of any quoted CSV, whatever the separator and line ending', () => {
    fc.assert(
      fc.property(
        // A number under a text cell makes the first line a header (keyword-import.ts), so the second column here is text.
        fc.array(fc.tuple(cell, cell.filter((c) => /[a-zäöüß]/u.test(c))), { minLength: 1, maxLength: 30 }),
        fc.constantFrom<Separator>(';', ',', '\t'),
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
    expect(keywordFileKind('export.tsv', '')).toBe('csv');
  });
});

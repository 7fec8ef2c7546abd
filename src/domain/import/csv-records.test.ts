import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectSeparator, readCsvRecords, type Separator } from './csv-records';

describe('detectSeparator', () => {
  it('finds the separator of the first lines', () => {
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
  it('looks past the title lines of a Keyword Planner export', () => {
    const text = 'Keyword Stats 2026-06-09 at 21_25_18\n"May 1, 2025 - April 30, 2026"\nKeyword\tCurrency\tAvg. monthly searches\nschuhe\tEUR\t1K – 10K\n';
    expect(detectSeparator(text)).toBe('\t');
  });
});

describe('readCsvRecords', () => {
  it('reads quotes, doubled quotes and line breaks in quotes with the line each record starts on', () => {
    expect(readCsvRecords('"a ""b""";1\r\n"c\nd";2\n\ne;3', ';').records).toEqual([
      { line: 1, fields: ['a "b"', '1'] },
      { line: 2, fields: ['c\nd', '2'] },
      { line: 5, fields: ['e', '3'] },
    ]);
  });
  it('keeps a last record without a line break, a late quote as text and \\r line ends', () => {
    expect(readCsvRecords('x,y\nab"c,d\rz', ',').records).toEqual([
      { line: 1, fields: ['x', 'y'] },
      { line: 2, fields: ['ab"c', 'd'] },
      { line: 3, fields: ['z'] },
    ]);
  });
  it('gives every line as one field without a separator', () => {
    expect(readCsvRecords('a,b\rc', null).records).toEqual([{ line: 1, fields: ['a,b'] }, { line: 2, fields: ['c'] }]);
  });
  it('names a broken record with its line and reads on', () => {
    const { records, broken } = readCsvRecords('a,b\n"bad"x,1\nc,d\n"open,2\ne,f', ',');
    expect(records).toEqual([{ line: 1, fields: ['a', 'b'] }, { line: 3, fields: ['c', 'd'] }]);
    expect(broken).toEqual([
      { line: 2, reason: 'a quote in this line is not closed where the field ends' },
      { line: 4, reason: 'a quote opened in this line is never closed' },
    ]);
  });

  const cell = fc.stringMatching(/^[a-zäöü0-9 ";,\t\n-]{0,12}$/u);
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  it('reads back any quoted table with the line of every record (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom<Separator>(';', ',', '\t'),
        fc.constantFrom('\n', '\r\n'),
        (rows, separator, newline) => {
          const text = rows.map((row) => row.map(quote).join(separator)).join(newline) + newline;
          const { records, broken } = readCsvRecords(text, separator);
          expect(broken).toEqual([]);
          expect(records.map((r) => r.fields)).toEqual(rows.filter((row) => row.some((c) => c.trim() !== '')));
          let line = 1;
          const expected: number[] = [];
          for (const row of rows) {
            if (row.some((c) => c.trim() !== '')) expected.push(line);
            line += 1 + row.join('').split('\n').length - 1;
          }
          expect(records.map((r) => r.line)).toEqual(expected);
        },
      ),
    );
  });
});

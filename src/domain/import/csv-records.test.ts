import fc from 'fast-check';
import Papa from 'papaparse';
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

  // Cases papaparse reads differently on its own (one kind of break per call, an empty record after a
  // trailing break, its recovery that reads on past a bad quote); the reader keeps the rules above.
  describe('around papaparse', () => {
    it('reads a file mixing \\r\\n, \\n and \\r line ends, and \\r\\n inside quotes', () => {
      expect(readCsvRecords('a;1\r\nb;2\nc;3\rd;"x\r\ny"\r\n', ';').records).toEqual([
        { line: 1, fields: ['a', '1'] },
        { line: 2, fields: ['b', '2'] },
        { line: 3, fields: ['c', '3'] },
        { line: 4, fields: ['d', 'x\r\ny'] },
      ]);
    });
    it('adds no empty record for a trailing break and skips lines of separators only', () => {
      expect(readCsvRecords('a,b\n,,\n\n', ',')).toEqual({ records: [{ line: 1, fields: ['a', 'b'] }], broken: [] });
    });
    it('accepts blanks between a closing quote and the separator or the line end, also on the last line', () => {
      expect(readCsvRecords('"a"  ;b\n"c";"d"  \n"e";"f" ', ';').records.map((r) => r.fields)).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f']]);
    });
    it('keeps a field that starts with a blank before its quote as written', () => {
      expect(readCsvRecords(' "a";b', ';').records).toEqual([{ line: 1, fields: [' "a"', 'b'] }]);
    });
    it('keeps a doubled quote at the end of a line inside a quoted field', () => {
      expect(readCsvRecords('"a""\nb";1\nc;2', ';').records).toEqual([{ line: 1, fields: ['a"\nb', '1'] }, { line: 3, fields: ['c', '2'] }]);
    });
    it('names a quoted field over several lines that is closed mid-field by its first line, and reads the next line', () => {
      const { records, broken } = readCsvRecords('x;1\n"c\nd"e;1\nf;2\n', ';');
      expect(records).toEqual([{ line: 1, fields: ['x', '1'] }, { line: 4, fields: ['f', '2'] }]);
      expect(broken).toEqual([{ line: 2, reason: 'a quote in this line is not closed where the field ends' }]);
    });
    it('names a quote never closed on the last line, also when it is one line', () => {
      expect(readCsvRecords('a,b\n"open,2', ',')).toEqual({ records: [{ line: 1, fields: ['a', 'b'] }], broken: [{ line: 2, reason: 'a quote opened in this line is never closed' }] });
    });
    it('does not let one bad quote swallow the lines after it', () => {
      const { records, broken } = readCsvRecords('"bad"x;1\n"ok";2\n"also ok";3\n', ';');
      expect(broken).toEqual([{ line: 1, reason: 'a quote in this line is not closed where the field ends' }]);
      expect(records).toEqual([{ line: 2, fields: ['ok', '2'] }, { line: 3, fields: ['also ok', '3'] }]);
    });
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
  it('reads back any table papaparse writes, quoting only where needed, with the line of every record (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom<Separator>(';', ',', '\t'),
        fc.constantFrom('\n', '\r\n'),
        (rows, separator, newline) => {
          const text = Papa.unparse(rows, { delimiter: separator, newline, quotes: false });
          const { records, broken } = readCsvRecords(text, separator);
          expect(broken).toEqual([]);
          const kept = rows.map((row, index) => ({ row, line: 1 + rows.slice(0, index).reduce((sum, r) => sum + 1 + r.join('').split('\n').length - 1, 0) }))
            .filter(({ row }) => row.some((c) => c.trim() !== ''));
          expect(records).toEqual(kept.map(({ row, line }) => ({ line, fields: row })));
        },
      ),
    );
  });
});

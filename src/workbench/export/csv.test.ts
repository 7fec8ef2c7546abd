import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { csvChunks, csvNumber, csvText, toCsv } from './csv.ts';
import type { ExportColumn } from './export-column.ts';
import { exportColumns, exportRow, keywordColumn, manyRows, parseCsv } from '../../../tests/support/export-fixtures.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

describe('toCsv', () => {
  it('writes BOM, header and rows with semicolons, CRLF and German decimal commas', () => {
    const csv = toCsv(exportColumns, [exportRow('laufschuhe damen', 1234567, 1.5, 'Mode > Schuhe'), exportRow('glühwein', null, null)]);
    expect(csv).toBe(
      '\uFEFFKeyword;Ø Suchvolumen;CPC (€);"Kategorie; Pfad"\r\n' +
        'laufschuhe damen;1234567;1,50;Mode > Schuhe\r\n' +
        'glühwein;;;\r\n',
    );
  });

  it('writes only the header for no rows, and the columns in the order given', () => {
    expect(toCsv([...exportColumns].reverse(), [])).toBe('\uFEFF"Kategorie; Pfad";CPC (€);Ø Suchvolumen;Keyword\r\n');
  });

  it('writes a number in a text column with up to two German decimals', () => {
    const column: ExportColumn = { header: 'Score', width: 80, kind: 'text', value: () => 7.125 };
    expect(toCsv([column], [exportRow('a', null, null)])).toBe('\uFEFFScore\r\n7,13\r\n');
  });
});

describe('csvNumber', () => {
  it('rounds integers and writes two decimals without thousands separators', () => {
    expect(csvNumber(1234567, 'integer')).toBe('1234567');
    expect(csvNumber(2.5, 'integer')).toBe('3');
    expect(csvNumber(-1234.5, 'decimal')).toBe('-1234,50');
    expect(csvNumber(0.125, 'decimal')).toBe('0,13');
    expect(csvNumber(1e21, 'integer')).toBe('1000000000000000000000');
  });

  it('never writes a negative zero', () => {
    expect(csvNumber(-0, 'integer')).toBe('0');
    expect(csvNumber(-0.4, 'integer')).toBe('0');
    expect(csvNumber(-0.001, 'decimal')).toBe('0,00');
  });

  it('leaves values that are not finite empty', () => {
    expect(csvNumber(Number.NaN, 'integer')).toBe('');
    expect(csvNumber(Number.POSITIVE_INFINITY, 'decimal')).toBe('');
  });
});

describe('csvText', () => {
  it('quotes separators, quotes, line breaks and edge spaces and doubles inner quotes', () => {
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvText('line\nfeed')).toBe('"line\nfeed"');
    expect(csvText(' lead')).toBe('" lead"');
    expect(csvText('trail ')).toBe('"trail "');
    expect(csvText('plain text, with comma')).toBe('plain text, with comma');
  });

  it('puts an apostrophe before text a spreadsheet would take for a formula', () => {
    expect(csvText('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
    expect(csvText('+49 30 123')).toBe("'+49 30 123");
    expect(csvText('-5')).toBe("'-5");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tcmd')).toBe("'\tcmd");
    expect(csvText('\rcmd')).toBe('"\'\rcmd"');
    expect(csvText('a=b')).toBe('a=b');
  });
});

describe('csvChunks', () => {
  it('yields the head and then lines in chunks that join to the same file', () => {
    const rows = manyRows(5);
    const chunks = [...csvChunks(exportColumns, rows, 2)];
    expect(chunks).toHaveLength(4);
    expect(chunks.join('')).toBe(toCsv(exportColumns, rows));
    expect(parseCsv(chunks[3] ?? '')).toHaveLength(1);
  });

  it('yields only the head for no rows', () => {
    expect([...csvChunks(exportColumns, [])]).toEqual([toCsv(exportColumns, [])]);
  });
});

const textArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('=1+1', '-', '+', '@', '\t', '\r', '\n', ';', '"', ' ', 'Äpfel; "Birnen"', 'a\r\nb'),
);
const numberArb = fc.option(fc.double({ min: -1e15, max: 1e15, noNaN: true }), { nil: null });
const rowArb = fc.record({ keyword: textArb, avgsv: numberArb, cpc: numberArb, categories: fc.option(textArb, { nil: null }) });
const columnsArb = fc.shuffledSubarray([...exportColumns], { minLength: 1 });

/**
 * Rounded to `decimals`: within half a unit of the last place. Not compared with toFixed, which rounds
 * the double's exact binary value (-3465176461799.505 → ,50) where Intl rounds its shortest decimal
 * (→ ,51), as the table shows it; both are roundings of the number the user sees.
 */
function expectRounded(written: number, value: number, decimals: 0 | 2): void {
  const unit = 10 ** -decimals;
  expect(Math.abs(written - value)).toBeLessThanOrEqual(unit / 2 + Math.abs(value) * Number.EPSILON * 4);
}

function germanNumber(cell: string): number {
  expect(cell).toMatch(/^-?\d+(,\d{2})?$/);
  return Number(cell.replace(',', '.'));
}

function expectedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

describe('toCsv round trip (property)', () => {
  it('parses back to every row and column, with German numbers and protected formulas', () => {
    fc.assert(
      fc.property(columnsArb, fc.array(rowArb, { maxLength: 20 }), (columns, specs) => {
        const rows: KeywordRow[] = specs.map((s) => exportRow(s.keyword, s.avgsv, s.cpc, s.categories));
        const csv = toCsv(columns, rows);
        expect(csv.startsWith('\uFEFF')).toBe(true);
        const [header, ...lines] = parseCsv(csv.slice(1));
        expect(header).toEqual(columns.map((c) => expectedText(c.header)));
        expect(lines).toHaveLength(rows.length);
        lines.forEach((line, r) => {
          const row = rows[r] as KeywordRow;
          expect(line).toHaveLength(columns.length);
          columns.forEach((column, c) => {
            const cell = line[c] ?? '';
            const value = column.value(row);
            if (value === null) expect(cell).toBe('');
            else if (typeof value === 'string') expect(cell).toBe(expectedText(value));
            else if (column.kind === 'integer') expectRounded(germanNumber(cell), value, 0);
            else {
              expect(cell).toMatch(/,\d{2}$/);
              expectRounded(germanNumber(cell), value, 2);
            }
          });
        });
      }),
    );
  });

  it('never lets a text cell start with a formula character', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const [[cell]] = parseCsv(toCsv([keywordColumn], [exportRow(text, null, null)]).slice(1)).slice(1) as [[string]];
        expect(FORMULA_START.test(cell)).toBe(false);
      }),
    );
  });
});

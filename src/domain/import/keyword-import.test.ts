import { describe, expect, it } from 'vitest';
import type { Separator } from './csv-records';
import { emptyMapping } from './import-headers';
import { encode, exportText, FIXTURE_ENCODINGS, TOOL_SHAPES, type FixtureLocale } from '../../../tests/support/import-fixtures.ts';
import { readKeywordImport } from './keyword-import';
import { decodeImportBytes } from './text-decoding';

const TOOLS = Object.keys(TOOL_SHAPES) as (keyof typeof TOOL_SHAPES)[];
const SEPARATORS: readonly Separator[] = [';', ',', '\t'];
const LOCALES: readonly FixtureLocale[] = ['en', 'de'];

/** What each tool's two rows must give, whatever the encoding, separator and language. */
const EXPECTED = {
  semrush: [{ volume: 12000, difficulty: 34, cpc: 1.5 }, { volume: 880, difficulty: 21, cpc: 0.95 }],
  ahrefs: [{ volume: 12000, difficulty: 34, cpc: 1.5 }, { volume: 880, difficulty: 21, cpc: 0.95 }],
  'keyword-planner': [{ volume: 12000 }, { volume: null, range: { kind: 'range', low: 100, high: 1000 } }],
  'search-console': [{ clicks: 1234, impressions: 12000, position: 3.4 }, { clicks: 12, impressions: 880, position: 11.5 }],
} as const;

const cases = TOOLS.flatMap((tool) => FIXTURE_ENCODINGS.flatMap((encoding) => SEPARATORS.flatMap((separator) => LOCALES.map((locale) => [tool, encoding, separator === '\t' ? 'tab' : separator, locale, separator] as const))));

describe('imports of real-shaped exports', () => {
  it.each(cases)('%s, %s, separator %s, %s headers', (tool, encoding, _name, locale, separator) => {
    const bytes = encode(exportText(tool, locale, separator), encoding);
    const { text, encoding: read } = decodeImportBytes(bytes);
    expect(read).toBe(encoding.replace(' with BOM', ''));
    const file = readKeywordImport(text);
    expect(file.separator).toBe(separator);
    expect(file.tool).toBe(tool);
    expect(file.rejected).toEqual([]);
    expect(file.skippedValues).toEqual([]);
    expect(file.rows.map((r) => r.keyword)).toEqual(['laufschuhe damen', 'trailrunning schuhe']);
    const firstLine = TOOL_SHAPES[tool].titleLines.length + 2;
    expect(file.rows.map((r) => r.line)).toEqual([firstLine, firstLine + 1]);
    file.rows.forEach((row, index) => {
      const expected: Record<string, unknown> = EXPECTED[tool][index] ?? {};
      for (const [field, value] of Object.entries(expected)) {
        if (field === 'range') expect(row.numbers.volume).toEqual(value);
        else if (value !== null) expect(row.numbers[field as keyof typeof row.numbers], field).toEqual({ kind: 'value', value });
      }
    });
  });

  it('reads a TSV with several columns as columns, not as one keyword', () => {
    const file = readKeywordImport('laufschuhe damen\t12000\t34\nlaufschuhe herren\t9000\t30\n');
    expect(file.rows.map((r) => r.keyword)).toEqual(['laufschuhe damen', 'laufschuhe herren']);
    expect(file.rows[0]?.others).toEqual(['12000', '34']);
    expect(file.headers).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(readKeywordImport('laufschuhe damen\tsale\nhose\twinter\n').headerLine).toBeNull();
  });

  it('reads a file with a wrong header once its columns are mapped by hand', () => {
    const text = 'Begriff;Monatliche Suchen;Schwierigkeitsgrad\nlaufschuhe damen;12.000;34\n;5;1\nwanderschuhe;1.500;n/a\n';
    const guessed = readKeywordImport(text);
    expect(guessed.keywordRecognised).toBe(false);
    // Text over numbers: the first line is taken for a header, but no column is recognised.
    expect(guessed.headerLine).toBe(1);
    expect(guessed.rows.map((r) => r.keyword)).toEqual(['laufschuhe damen', 'wanderschuhe']);
    const mapped = readKeywordImport(text, { hasHeader: true, mapping: { ...emptyMapping(), keyword: 0, volume: 1, difficulty: 2 } });
    expect(mapped.headerLine).toBe(1);
    expect([guessed.mappedByHand, mapped.mappedByHand]).toEqual([false, true]);
    expect(mapped.headers).toEqual(['Begriff', 'Monatliche Suchen', 'Schwierigkeitsgrad']);
    expect(mapped.rows.map((r) => [r.line, r.keyword, r.numbers])).toEqual([
      [2, 'laufschuhe damen', { volume: { kind: 'value', value: 12000 }, difficulty: { kind: 'value', value: 34 } }],
      [4, 'wanderschuhe', { volume: { kind: 'value', value: 1500 } }],
    ]);
    expect(mapped.rejected).toEqual([{ line: 3, message: 'the keyword cell is empty' }]);
  });

  it('names values it cannot read with their line and keeps the line', () => {
    const file = readKeywordImport('Keyword,Volume,KD\nschuhe,12.5,abc\n');
    expect(file.rows.map((r) => r.keyword)).toEqual(['schuhe']);
    expect(file.skippedValues).toEqual([
      { line: 2, message: 'Volume “12.5” is not a whole number' },
      { line: 2, message: 'KD “abc” is not a number' },
    ]);
  });

  it('decodes UTF-16 without a byte order mark and Windows-1252', () => {
    const le = encode('Keyword\tVolume\nmüsli\t10\n', 'utf-16le with BOM').subarray(2);
    expect(decodeImportBytes(le)).toEqual({ text: 'Keyword\tVolume\nmüsli\t10\n', encoding: 'utf-16le' });
    expect(decodeImportBytes(new Uint8Array([0x6d, 0xfc, 0x73, 0x6c, 0x69]))).toEqual({ text: 'müsli', encoding: 'windows-1252' });
  });
});

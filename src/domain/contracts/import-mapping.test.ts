import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyMapping, IMPORT_FIELDS, type ColumnMapping } from '../import/import-headers.ts';
import { trackedKeywordsFromFile } from '../tracked-keyword-input.ts';
import { columnMappingOf, importMappingOf, importMappingSchema } from './import-mapping.ts';

/** A header no tool writes: the keyword sits in the second column, a volume in the third. */
const WRONG_HEADER = 'Nr;Begriff;Monatliche Suchen;Gruppe\n1;skihelm kaufen;8.100;Helme\n2;skibrille test;2.900;Brillen\n';

/** What the server does with a request's mapping: the contract's parse, then the file read with it. */
function readAsServer(text: string, requestMapping: unknown) {
  const parsed = importMappingSchema.parse(requestMapping);
  return trackedKeywordsFromFile(text, 'liste.csv', { mapping: columnMappingOf(parsed), hasHeader: parsed.has_header });
}

describe('a column mapping sent with a file', () => {
  it('is read on the server path: the keyword from the chosen column, the volume kept, the rest tags', () => {
    const unmapped = trackedKeywordsFromFile(WRONG_HEADER, 'liste.csv');
    // Without the mapping the first column is taken for the keyword: numbers, not keywords.
    expect(unmapped.keywords.map((k) => k.keyword)).toEqual(['1', '2']);

    const mapped = readAsServer(WRONG_HEADER, { has_header: true, keyword: 1, volume: 2 });
    expect(mapped.keywords).toEqual([
      { keyword: 'skihelm kaufen', tags: ['1', 'Helme'] },
      { keyword: 'skibrille test', tags: ['2', 'Brillen'] },
    ]);
    expect(mapped.imported).toEqual({
      source: 'liste.csv',
      entries: [
        { keyword: 'skihelm kaufen', volume: { kind: 'value', value: 8100 } },
        { keyword: 'skibrille test', volume: { kind: 'value', value: 2900 } },
      ],
    });
    expect(mapped.outside).toBeNull();
  });

  it('reads the first line as a keyword when the mapping says there is no header', () => {
    const mapped = readAsServer('skihelm;8100\nskibrille;2900\n', { has_header: false, keyword: 0, volume: 1 });
    expect(mapped.keywords.map((k) => k.keyword)).toEqual(['skihelm', 'skibrille']);
    expect(mapped.imported?.entries.map((e) => e.volume)).toEqual([{ kind: 'value', value: 8100 }, { kind: 'value', value: 2900 }]);
  });

  it('names a field mapped to a column the file does not have', () => {
    expect(readAsServer(WRONG_HEADER, { has_header: true, keyword: 1, clicks: 7 }).outside).toEqual({ field: 'clicks', column: 7, width: 4 });
    // Only a hand mapping is checked: an empty file without one is answered as holding no keywords.
    expect(trackedKeywordsFromFile('', undefined).outside).toBeNull();
  });

  it('refuses a mapping without a keyword column, with a column twice, or a column below 0', () => {
    const issue = (value: unknown) => {
      const result = importMappingSchema.safeParse(value);
      return result.success ? null : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };
    };
    expect(issue({ has_header: true, volume: 1 })?.path).toEqual(['keyword']);
    expect(issue({ has_header: true, keyword: 1, volume: 2, cpc: 2 })).toEqual({ path: ['cpc'], message: 'Column 2 is already mapped to volume; a column holds one field.' });
    expect(issue({ has_header: true, keyword: -1 })).toEqual({ path: ['keyword'], message: 'Columns count from 0.' });
    expect(issue({ has_header: true, keyword: 1.5 })?.path).toEqual(['keyword']);
    expect(issue({ keyword: 0 })?.path).toEqual(['has_header']);
    expect(issue({ has_header: true, keyword: 0, tags: 1 })?.path).toEqual([]);
  });

  it('goes from the dialog to the request and back unchanged (property)', () => {
    const columns = fc.uniqueArray(fc.integer({ min: 0, max: 199 }), { minLength: IMPORT_FIELDS.length, maxLength: IMPORT_FIELDS.length });
    fc.assert(
      fc.property(columns, fc.array(fc.boolean(), { minLength: IMPORT_FIELDS.length, maxLength: IMPORT_FIELDS.length }), fc.boolean(), (cols, used, hasHeader) => {
        const mapping = emptyMapping();
        IMPORT_FIELDS.forEach((field, index) => {
          if (field === 'keyword' || used[index] === true) mapping[field] = cols[index] ?? null;
        });
        const request = importMappingOf(mapping, hasHeader);
        expect(request).not.toBeNull();
        const parsed = importMappingSchema.parse(request);
        expect(parsed.has_header).toBe(hasHeader);
        expect(columnMappingOf(parsed)).toEqual(mapping satisfies ColumnMapping);
      }),
    );
  });

  it('gives no request for a dialog mapping without a keyword column', () => {
    expect(importMappingOf({ ...emptyMapping(), volume: 1 }, true)).toBeNull();
  });
});

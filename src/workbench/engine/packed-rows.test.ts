import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { keywordRowArb } from '../../../tests/support/engine-arbitraries.ts';
import { packRows, packRowsInSlices } from './packed-rows.ts';
import { unpackRows } from './row-table.ts';

/** What the worker ends up with: the packed rows through structured clone with their transfers, then unpacked. */
function roundTrip(rows: KeywordRow[]): KeywordRow[] {
  const packing = packRows(rows);
  if (!packing) return structuredClone(rows);
  return unpackRows(structuredClone(packing.packed, { transfer: packing.transfer }));
}

// Monthly entries from outside the row contract, which must travel unpacked and unchanged.
const oddEntry = fc.constantFrom<unknown>(
  { count: undefined, month: 1, year: 2024 },
  { month: 1, count: 5, year: 2024 },
  { count: 5, month: 1, year: 2024, extra: true },
  { count: '5', month: 1, year: 2024 },
  null,
);
// Rows of the common shape, now and then one with an odd entry, a key less, a key more or keys in another order.
const rowArb = fc.tuple(keywordRowArb, fc.nat(12), oddEntry).map(([row, variant, odd]): KeywordRow => {
  if (variant === 0) return Object.assign({}, row, { search_volumes: [...row.search_volumes, odd] });
  if (variant === 1) {
    const { custom_status: _status, ...rest } = row;
    return rest;
  }
  if (variant === 2) return { ...row, custom_extra: undefined };
  if (variant === 3) return Object.assign({ avgsv: row.avgsv }, row);
  if (variant === 4) return { ...row, keyword_difficulty: null, serp_items: null, categories: null };
  return row;
});

const keysDeep = (value: unknown): unknown =>
  typeof value !== 'object' || value === null ? value : Array.isArray(value) ? value.map(keysDeep) : Object.entries(value).map(([k, v]) => [k, keysDeep(v)]);

describe('packed rows', () => {
  it('packs rows of one shape into columns and the others as they are', () => {
    const rows: KeywordRow[] = [
      { ...emptyKeywordRow('a'), avgsv: -0, search_volumes: [{ count: null, month: 1, year: 2024 }] },
      { ...emptyKeywordRow('b'), avgsv: 5, categories: 'Mode' },
      { ...emptyKeywordRow('c'), custom_status: 'offen' },
      { ...emptyKeywordRow('d'), serp_items: [1, 2] },
    ];
    const packing = packRows(rows);
    // A column of only nulls (keyword_difficulty here) travels as numbers with every null flag set.
    expect(packing?.packed.columns.map((c) => c.kind)).toEqual(['text', 'number', 'number', 'number', 'number', 'volumes', 'number', 'number', 'number', 'text', 'value', 'number', 'number', 'number']);
    expect(Array.from(packing?.packed.otherAt ?? [])).toEqual([2]);
    expect(rows[0]?.search_volumes).toHaveLength(1);
    const back = roundTrip(rows);
    expect(back).toStrictEqual(rows);
    expect(Object.is(back[0]?.avgsv, -0)).toBe(true);
    expect(packRows([])).toBeNull();
  });
  it('sends months and years as bytes while they fit, and exactly as they are when they do not', () => {
    const entry = (month: number, year: number) => ({ count: 1, month, year });
    const rows: KeywordRow[] = [
      { ...emptyKeywordRow('a'), search_volumes: [entry(1, 2024), entry(12, 2025)] },
      { ...emptyKeywordRow('b'), search_volumes: [entry(256, -0), entry(1.5, 70_000)] },
    ];
    const fitting = packRows(rows.slice(0, 1))?.packed.columns.find((c) => c.kind === 'volumes');
    expect(fitting?.kind === 'volumes' && fitting.volumes.months).toBeInstanceOf(Uint8Array);
    const back = roundTrip(rows);
    expect(back).toStrictEqual(rows);
    expect(Object.is(back[1]?.search_volumes[0]?.year, -0)).toBe(true);
  });
  it('sends a text column as one string and its ends, texts with and without umlauts and missing ones alike', () => {
    const rows: KeywordRow[] = ['glühwein', '', 'ä😀b', 'x'].map((keyword, i) => ({ ...emptyKeywordRow(keyword), categories: i === 1 ? null : keyword.toUpperCase() }));
    const keywords = packRows(rows)?.packed.columns[0];
    expect(keywords?.kind === 'text' && keywords.joined).toBe('glühweinä😀bx');
    expect(roundTrip(rows)).toStrictEqual(rows);
  });
  it('refuses packed rows that do not fit together', () => {
    const packing = packRows([emptyKeywordRow('a'), emptyKeywordRow('b')]);
    if (!packing) throw new Error('expected packed rows');
    expect(() => unpackRows({ ...packing.packed, size: 3 })).toThrow(RangeError);
    expect(() => unpackRows({ ...packing.packed, keys: packing.packed.keys.slice(1) })).toThrow(/do not fit/);
  });
  it('property: the worker gets rows equal to a structured clone of the rows, key order included', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 20 }), (rows) => {
        const expected = structuredClone(rows);
        const actual = roundTrip(rows);
        expect(actual).toStrictEqual(expected);
        expect(keysDeep(actual)).toStrictEqual(keysDeep(expected));
      }),
      { numRuns: 500 },
    );
  });

  it('packed in slices: the same result, with a pause whenever a slice used up its time', async () => {
    const rows = Array.from({ length: 9_000 }, (_, i) => ({ ...emptyKeywordRow(`kw ${i}`), avgsv: i }));
    // A clock that advances 1 ms per look: a 10 ms slice is ten steps of the packing.
    let clock = 0;
    const now = () => clock++;
    let pauses = 0;
    const sliced = await packRowsInSlices(rows, async () => { pauses++; }, { sliceMs: 10, now });
    expect(sliced).toStrictEqual(packRows(rows));
    // 9,000 rows give 4 steps in the shape check, and per column 1 plus 4 in its rows: 74 in all, so
    // seven full slices of ten, each followed by a pause.
    expect(pauses).toBe(7);
    let unpaused = 0;
    await packRowsInSlices(rows, async () => { unpaused++; }, { sliceMs: 1_000, now });
    expect(unpaused).toBe(0);
  });

  it('tells the keyword column first, before any other column is packed, and only when every row is in the columns', async () => {
    const rows = Array.from({ length: 9_000 }, (_, i) => ({ ...emptyKeywordRow(`kw ${i}`), avgsv: i }));
    let pauses = 0;
    const told: { joined: string; ends: number[]; pauses: number }[] = [];
    const onKeywords = (joined: string, ends: Uint32Array) => told.push({ joined, ends: Array.from(ends), pauses });
    let clock = 0;
    const packing = await packRowsInSlices(rows, async () => { pauses++; }, { sliceMs: 10, now: () => clock++, onKeywords });
    const keyword = packing?.packed.columns[0];
    expect(keyword?.kind === 'text' && { joined: keyword.joined, ends: Array.from(keyword.ends) }).toEqual({ joined: told[0]?.joined, ends: told[0]?.ends });
    expect(told).toHaveLength(1);
    // The shape check and the keywords take two of the seven pauses; the other fourteen columns follow.
    expect(told[0]?.pauses).toBeLessThanOrEqual(2);
    const mixed = [...rows.slice(0, 10), { keyword: 'other shape', avgsv: 1 } as unknown as KeywordRow];
    const missing = rows.slice(0, 10).map((row, i) => (i === 3 ? { ...row, keyword: null } : row)) as unknown as KeywordRow[];
    for (const other of [mixed, missing]) await packRowsInSlices(other, async () => undefined, { onKeywords });
    expect(told).toHaveLength(1);
  });
});

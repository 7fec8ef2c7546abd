import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { contextArb, filtersArb, keywordRowArb, sortsArb } from '../../../tests/support/engine-arbitraries.ts';
import { loadColumnStore } from './column-store.ts';
import { packRows, type PackedColumn } from './packed-rows.ts';
import { arrayTable, overriddenTable, packedTable, tableRows, type RowTable } from './row-table.ts';
import { createView, defaultViewSpec } from './view.ts';

/** The table the worker holds: the packing through structured clone with its transfers. */
function workerTable(rows: KeywordRow[]): RowTable {
  const packing = packRows(rows);
  if (!packing) throw new Error('expected packed rows');
  return packedTable(structuredClone(packing.packed, { transfer: packing.transfer }));
}

// Now and then a row of another shape, which travels beside the columns as it is.
const rowsArb = fc.array(
  fc.tuple(keywordRowArb, fc.nat(6)).map(([row, variant]) => (variant === 0 ? { ...row, custom_extra: 'x' } : row)),
  { minLength: 1, maxLength: 30 },
);

describe('row tables', () => {
  it('property: a packed table builds every row and keyword as they were sent', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const table = workerTable(structuredClone(rows));
        expect(table.size).toBe(rows.length);
        expect(tableRows(table)).toStrictEqual(rows);
        rows.forEach((row, id) => expect(table.keyword(id)).toBe(row.keyword));
      }),
      { numRuns: 300 },
    );
  });

  it('property: a store of the packed table shows the same views as one of the rows', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, contextArb, sortsArb, (rows, filters, context, sort) => {
        const spec = { ...defaultViewSpec, filters, context, sort };
        const fromRows = createView(loadColumnStore(rows), spec);
        const fromTable = createView(loadColumnStore(workerTable(structuredClone(rows))), spec);
        expect(Array.from(fromTable.order)).toEqual(Array.from(fromRows.order));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses ids outside the table and messages that do not fit', () => {
    const rows = [emptyKeywordRow('a'), { ...emptyKeywordRow('b'), custom_x: 1 }, emptyKeywordRow('c')];
    for (const table of [arrayTable(rows), workerTable(rows)]) {
      for (const id of [-1, 3, 0.5, Number.NaN]) {
        expect(() => table.row(id)).toThrow(RangeError);
        expect(() => table.keyword(id)).toThrow(RangeError);
      }
    }
    const packing = packRows(rows);
    if (!packing) throw new Error('expected packed rows');
    const { packed } = packing;
    expect(() => packedTable({ ...packed, size: 4 })).toThrow(/do not fit/);
    const keyword = packed.keys.indexOf('keyword');
    const withText = (text: PackedColumn) => ({ ...packed, columns: packed.columns.map((column, k) => (k === keyword ? text : column)) });
    expect(() => packedTable(withText({ kind: 'text', joined: 'c', ends: Uint32Array.of(0, 1), nulls: Uint8Array.of(1, 0) }))).toThrow(/without a keyword/);
    // Texts that end past the joined string, or go backwards, do not fit.
    expect(() => packedTable(withText({ kind: 'text', joined: 'ac', ends: Uint32Array.of(1, 3), nulls: Uint8Array.of(0, 0) }))).toThrow(/do not fit/);
    expect(() => packedTable(withText({ kind: 'text', joined: 'ac', ends: Uint32Array.of(2, 1), nulls: Uint8Array.of(0, 0) }))).toThrow(/do not fit/);
    expect(tableRows(packedTable(withText({ kind: 'text', joined: 'ac', ends: Uint32Array.of(1, 2), nulls: Uint8Array.of(0, 0) }))).map((row) => row.keyword)).toEqual(['a', 'b', 'c']);
  });

  it('edits lie over the rows one layer deep, the latest edit of a row winning', () => {
    const rows = [emptyKeywordRow('a'), emptyKeywordRow('b')];
    const base = workerTable(rows);
    const once = overriddenTable(base, new Map([[0, { ...emptyKeywordRow('a'), custom_s: 1 }]]));
    const twice = overriddenTable(once, new Map([[0, { ...emptyKeywordRow('a'), custom_s: 2 }], [1, { ...emptyKeywordRow('b'), custom_s: 3 }]]));
    expect(twice.row(0).custom_s).toBe(2);
    expect(twice.row(1).custom_s).toBe(3);
    expect(once.row(1).custom_s).toBeUndefined();
    expect('base' in twice && twice.base).toBe(base);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFilters, foldText, type Filter } from '../../domain/filters.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { allIds, loadColumnStore } from './column-store.ts';
import { filterIds } from './columnar-filter.ts';
import { fold } from './latin1-fold.ts';
import { contextArb, filtersArb, rowsArb } from '../../../tests/support/engine-arbitraries.ts';

const kw = (keyword: string, extra: Partial<KeywordRow> = {}): KeywordRow => ({ ...emptyKeywordRow(keyword), ...extra });
const rows = [
  kw('Glühwein kaufen', { avgsv: 1200, adwords_cpc_low: 1 }),
  kw('Punsch Rezept', { avgsv: 900, custom_status: 'offen' }),
  kw('Kinderpunsch', { avgsv: null, custom_score: '12' }),
  kw('Lebkuchen', { avgsv: 5000, adwords_cpc_low: 2 }),
];
const store = loadColumnStore(rows);
const keywords = (filters: Filter[], context = {}): string[] =>
  Array.from(filterIds(store, allIds(store), filters, context), (id) => rows[id]?.keyword ?? '?');

describe('columnar filters', () => {
  it('folds every Latin-1 character, alone and in texts, as the domain does', () => {
    for (let code = 0; code <= 0xff; code++) {
      const text = String.fromCharCode(code);
      expect(fold(text)).toBe(foldText(text));
    }
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 12 }), (text) => {
        expect(fold(text)).toBe(foldText(text));
      }),
      { numRuns: 2_000 },
    );
    // Beyond Latin-1 the domain's own folding: a combining mark composes, İ lowercases to i and a dot.
    for (const text of ['A\u0308pfel', 'İstanbul', 'ΣΑΣ', 'ǅ']) expect(fold(text)).toBe(foldText(text));
  });

  it('keeps the rows passing every filter, in the given order', () => {
    expect(keywords([{ field: 1, action: 'includes', value: 'glühwein, punsch' }])).toEqual(['Glühwein kaufen', 'Punsch Rezept', 'Kinderpunsch']);
    expect(keywords([{ field: 1, action: 'includes', value: 'glühwein, punsch' }, { field: 2, action: 'greater', value: 1000 }])).toEqual(['Glühwein kaufen']);
    expect(Array.from(filterIds(store, Uint32Array.of(3, 0), [{ field: 1, action: 'like', value: '*e*' }]))).toEqual([3, 0]);
  });
  it('reads custom columns as text and as numbers', () => {
    expect(keywords([{ field: { custom: 'status' }, action: 'includes', value: 'OFF' }])).toEqual(['Punsch Rezept']);
    expect(keywords([{ field: { custom: 'score' }, action: 'equal', value: 12 }])).toEqual(['Kinderpunsch']);
  });
  it('compares CPC in euros when a rate is given', () => {
    expect(keywords([{ field: 6, action: 'less', value: 1 }], { rateUsdToEur: 0.9 })).toEqual(['Glühwein kaufen']);
    expect(keywords([{ field: 6, action: 'less', value: 1 }])).toEqual([]);
  });
  it('returns a copy when there is no filter', () => {
    const order = allIds(store);
    const result = filterIds(store, order, []);
    expect(result).toEqual(order);
    expect(result).not.toBe(order);
  });
  it('property: equals the domain predicate on every row', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, contextArb, (generated, filters, context) => {
        const s = loadColumnStore(generated);
        const expected = generated.flatMap((row, id) => (compileFilters(filters, context)(row) ? [id] : []));
        // Twice: the second run reads the memoised columns the first one built.
        expect(Array.from(filterIds(s, allIds(s), filters, context))).toEqual(expected);
        expect(Array.from(filterIds(s, allIds(s), filters, context))).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});

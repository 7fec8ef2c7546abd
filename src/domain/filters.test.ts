import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from './keyword-row';
import { compileFilter, compileFilters, foldText, likePattern, splitTerms, type Filter } from './filters';

const kw = (keyword: string, extra: Partial<KeywordRow> = {}): KeywordRow => ({ ...emptyKeywordRow(keyword), ...extra });
const rows: KeywordRow[] = [
  kw('Schuhe kaufen', { avgsv: 100, adwords_cpc_low: 1, categories: 'Mode' }),
  kw('günstige Jacke', { avgsv: 50, adwords_cpc_low: 2 }),
  kw('Laufschuhe Damen', { avgsv: null, custom_status: 'offen', custom_score: 7 }),
  kw('ÄRZTE in Köln', { avgsv: 100, custom_score: '12' }),
];
const pick = (f: Filter | Filter[]): string[] =>
  rows.filter(Array.isArray(f) ? compileFilters(f) : compileFilter(f)).map((r) => r.keyword);

describe('text filters', () => {
  it('includes any of the comma-separated terms', () => {
    expect(pick({ field: 1, action: 'includes', value: 'schuhe, jacke' })).toEqual(['Schuhe kaufen', 'günstige Jacke', 'Laufschuhe Damen']);
  });
  it('excludes every term', () => {
    expect(pick({ field: 1, action: 'excludes', value: 'schuhe,jacke' })).toEqual(['ÄRZTE in Köln']);
  });
  it('folds case and keeps umlauts apart', () => {
    expect(pick({ field: 1, action: 'includes', value: 'ärzte' })).toEqual(['ÄRZTE in Köln']);
    expect(pick({ field: 1, action: 'includes', value: 'arzte' })).toEqual([]);
    expect(pick({ field: 1, action: 'includes', value: 'KO\u0308LN' })).toEqual(['ÄRZTE in Köln']);
    expect(foldText('Straße ÄÖÜ')).toBe('straße äöü');
  });
  it('like matches the whole keyword with * as wildcard', () => {
    expect(pick({ field: 1, action: 'like', value: '*schuhe*' })).toEqual(['Schuhe kaufen', 'Laufschuhe Damen']);
    expect(pick({ field: 1, action: 'like', value: 'schuhe' })).toEqual([]);
    expect(pick({ field: 1, action: 'like', value: 'g*e, ä*' })).toEqual(['günstige Jacke', 'ÄRZTE in Köln']);
    expect(pick({ field: 1, action: 'not_like', value: '*schuhe*' })).toEqual(['günstige Jacke', 'ÄRZTE in Köln']);
  });
  it('treats regex characters literally', () => {
    expect(likePattern('a.b(c)*').test('a.b(c)xyz')).toBe(true);
    expect(likePattern('a.b').test('axb')).toBe(false);
  });
  it('reads a missing text as empty', () => {
    expect(pick({ field: 8, action: 'includes', value: 'mode' })).toEqual(['Schuhe kaufen']);
    expect(pick({ field: 8, action: 'excludes', value: 'mode' })).toHaveLength(3);
  });
  it('with no terms, includes matches nothing and excludes everything', () => {
    expect(splitTerms(' , ,')).toEqual([]);
    expect(pick({ field: 1, action: 'includes', value: '' })).toEqual([]);
    expect(pick({ field: 1, action: 'excludes', value: ' , ' })).toHaveLength(4);
  });
  it('filters custom columns as text', () => {
    expect(pick({ field: { custom: 'status' }, action: 'includes', value: 'off' })).toEqual(['Laufschuhe Damen']);
    expect(pick({ field: 2, action: 'includes', value: '10' })).toEqual(['Schuhe kaufen', 'ÄRZTE in Köln']);
  });
});

describe('number filters', () => {
  it('compares less than, greater than and equal', () => {
    expect(pick({ field: 2, action: 'less', value: 100 })).toEqual(['günstige Jacke']);
    expect(pick({ field: 2, action: 'greater', value: 50 })).toEqual(['Schuhe kaufen', 'ÄRZTE in Köln']);
    expect(pick({ field: 2, action: 'equal', value: 100 })).toEqual(['Schuhe kaufen', 'ÄRZTE in Köln']);
  });
  it('never matches a missing value', () => {
    for (const action of ['less', 'greater', 'equal'] as const) {
      expect(rows.filter(compileFilter({ field: 6, action, value: 1.5 })).every((r) => r.adwords_cpc_low !== null)).toBe(true);
    }
    expect(pick({ field: 2, action: 'less', value: 1e9 })).not.toContain('Laufschuhe Damen');
  });
  it('reads numeric custom values and converts CPC to euros when a rate is given', () => {
    expect(pick({ field: { custom: 'score' }, action: 'greater', value: 5 })).toEqual(['Laufschuhe Damen', 'ÄRZTE in Köln']);
    expect(pick({ field: { custom: 'status' }, action: 'greater', value: 0 })).toEqual([]);
    const euro = compileFilter({ field: 6, action: 'less', value: 1 }, { rateUsdToEur: 0.9 });
    expect(rows.filter(euro).map((r) => r.keyword)).toEqual(['Schuhe kaufen']);
  });
  it('combines a list with AND', () => {
    expect(pick([{ field: 1, action: 'includes', value: 'e' }, { field: 2, action: 'equal', value: 100 }])).toEqual(['Schuhe kaufen', 'ÄRZTE in Köln']);
    expect(pick([])).toHaveLength(4);
  });
});

describe('filter laws', () => {
  const word = fc.constantFrom('schuhe', 'Jacke', 'ärzte', 'köln', 'a', 'SCHUH', 'günstig', '*');
  const arbRow = fc
    .record({ k: fc.array(word, { maxLength: 4 }), cat: fc.option(word, { nil: null }) })
    .map(({ k, cat }) => kw(k.join(' '), { categories: cat }));
  const terms = fc.array(word, { minLength: 1, maxLength: 3 }).map((t) => t.join(','));
  const field = fc.constantFrom<1 | 8>(1, 8);

  it('includes and excludes with the same terms partition the rows', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 20 }), terms, field, (rs, value, f) => {
        const inc = compileFilter({ field: f, action: 'includes', value });
        const exc = compileFilter({ field: f, action: 'excludes', value });
        for (const r of rs) expect(inc(r) !== exc(r)).toBe(true);
      }),
    );
  });
  it('like * matches all', () => {
    fc.assert(fc.property(arbRow, field, (r, f) => compileFilter({ field: f, action: 'like', value: '*' })(r)));
  });
  it('like and not_like partition the rows', () => {
    fc.assert(
      fc.property(arbRow, terms, (r, value) =>
        compileFilter({ field: 1, action: 'like', value })(r) !== compileFilter({ field: 1, action: 'not_like', value })(r)),
    );
  });
  it('a filter list is the AND of its filters', () => {
    const filter = fc.oneof(
      fc.record({ field, action: fc.constantFrom('includes', 'excludes', 'like', 'not_like' as const), value: terms }),
    ) as fc.Arbitrary<Filter>;
    fc.assert(
      fc.property(arbRow, fc.array(filter, { maxLength: 4 }), (r, fs) =>
        compileFilters(fs)(r) === fs.every((f) => compileFilter(f)(r))),
    );
  });
});

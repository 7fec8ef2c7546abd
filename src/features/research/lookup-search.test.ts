import { describe, expect, it } from 'vitest';
import { lookupMarket, newLookupSearch, parseLookupSearch } from './lookup-search.ts';

describe('parseLookupSearch', () => {
  it('reads a lookup link, numbers given as text or number', () => {
    expect(parseLookupSearch({ keyword: 'glühwein', location: '2276', language: 'de', view: 'related' })).toEqual({ keyword: 'glühwein', location: 2276, language: 'de', view: 'related' });
    expect(parseLookupSearch({ keyword: ' glühwein ', location: 2040 })).toEqual({ keyword: 'glühwein', location: 2040 });
  });

  it('drops a broken part and keeps the rest, including the table view and other params', () => {
    const parsed = parseLookupSearch({ keyword: '', location: 'berlin', language: 'deutsch!', view: 'sideways', sort: { column: 'avgsv', direction: 'desc' }, tour: '1' });
    expect(parsed).toEqual({ sort: [{ column: 'avgsv', direction: 'desc' }], tour: '1' });
  });

  it('fills the market defaults', () => {
    expect(lookupMarket({})).toEqual({ location: 2276, language: 'de' });
    expect(lookupMarket({ location: 2840, language: 'en' })).toEqual({ location: 2840, language: 'en' });
  });
});

describe('newLookupSearch', () => {
  it('drops the old result’s filters, sort and grouping but keeps the column layout', () => {
    const current = { filters: [{ field: 1 as const, action: 'includes' as const, value: 'x' }], sort: [{ column: 'avgsv', direction: 'desc' as const }], columns: ['keyword', 'avgsv'] };
    expect(newLookupSearch(current, { keyword: 'punsch', location: 2276, language: 'de', view: 'matching' })).toEqual({
      keyword: 'punsch',
      location: 2276,
      language: 'de',
      view: 'matching',
      columns: ['keyword', 'avgsv'],
    });
  });
});

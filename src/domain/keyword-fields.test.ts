import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyKeywordRow, type KeywordRow } from './keyword-row';
import { customGroupLabels, customSortKey, customValue, FIELD_IDS, FIELDS, fieldById, fieldByName, GROUP_SEPARATOR, monthlyValue } from './keyword-fields';

const row: KeywordRow = {
  ...emptyKeywordRow('schuhe'),
  avgsv: 100,
  annualsv: 1200,
  keyword_difficulty: { text: 'easy', maximum: 100, color: '#000', difficulty: 20 },
  serp_items: [14, 21],
  season: [11, 12, 1],
  peak: 12,
  categories: 'Mode; Schuhe',
  search_volumes: [{ count: 90, month: 11, year: 2024 }],
  '202410': 80,
  custom_status: 'offen',
};

describe('keyword fields', () => {
  it('fixes the field ids 1–11 of SPEC §3 and the search intent as 12', () => {
    expect(FIELD_IDS).toEqual({
      keyword: 1, avgsv: 2, annualsv: 3, keyword_difficulty: 4, adwords_competition: 5, adwords_cpc_low: 6,
      adwords_cpc_high: 7, categories: 8, serp_items: 9, peak: 10, season: 11,
      search_intent: 12,
    });
    expect(FIELDS.map((f) => [f.id, f.name])).toEqual(Object.entries(FIELD_IDS).map(([name, id]) => [id, name]));
  });
  it('reads text and numbers from a row', () => {
    expect(fieldByName('keyword_difficulty')?.number(row)).toBe(20);
    expect(fieldByName('avgsv')?.text(row)).toBe('100');
    expect(fieldByName('adwords_cpc_low')?.text(row)).toBeNull();
    expect(fieldById(9)?.text(row)).toBe('featured_snippet map');
    expect(fieldById(9)?.number(row)).toBe(2);
    expect(fieldById(11)?.text(row)).toBe('November, Dezember, Januar');
    expect(fieldById(11)?.number(row)).toBe(11);
    expect(fieldById(1)?.number(row)).toBeNull();
    expect(fieldById(12)?.text(row)).toBe('Informational');
    expect(fieldById(12)?.text({ ...row, search_intent: 'commercial' })).toBe('Commercial');
    expect(fieldById(12)?.number(row)).toBeNull();
    expect(fieldById(13)).toBeNull();
    expect(fieldByName('nope')).toBeNull();
  });
  it('reads empty lists as missing', () => {
    const empty = emptyKeywordRow('x');
    // The intent is classified from the keyword, so it is never missing.
    for (const f of FIELDS) if (f.name !== 'keyword' && f.name !== 'search_intent') expect(f.text(empty)).toBeNull();
  });
  it('reads custom and monthly columns', () => {
    expect(customValue(row, 'status')).toBe('offen');
    expect(customValue(row, 'other')).toBeNull();
    expect(monthlyValue(row, '202410')).toBe(80);
    expect(monthlyValue(row, '202411')).toBe(90);
    expect(monthlyValue(row, '202412')).toBeNull();
  });
  it('finds every field by its id and name', () => {
    fc.assert(fc.property(fc.constantFrom(...FIELDS), (f) => fieldById(f.id) === f && fieldByName(f.name) === f));
  });
  it('reads the sort number and the group labels a screen put beside a custom cell', () => {
    const row: KeywordRow = { ...emptyKeywordRow('ski'), custom_Tags: 'a, b', 'custom_Tags#groups': `a${GROUP_SEPARATOR}b${GROUP_SEPARATOR}a`, 'custom_Change#sort': 3, 'custom_Best#sort': 'x', 'custom_Clicks#sort': null };
    expect(customSortKey(row, 'Change')).toBe(3);
    expect(customSortKey(row, 'Best')).toBeNull();
    expect(customSortKey(row, 'Clicks')).toBeNull();
    expect(customSortKey(row, 'Tags')).toBeUndefined();
    expect(customGroupLabels(row, 'Tags')).toEqual(['a', 'b']);
    expect(customGroupLabels(row, 'Change')).toBeUndefined();
    expect(customGroupLabels({ ...row, 'custom_Tags#groups': '' }, 'Tags')).toEqual([]);
    expect(customGroupLabels({ ...row, 'custom_Tags#groups': null }, 'Tags')).toEqual([]);
  });
});

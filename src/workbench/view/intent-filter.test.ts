import { describe, expect, it } from 'vitest';
import { compileFilters } from '../../domain/filters.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import type { Filter } from '../../domain/filters.ts';
import { intentChoices, withIntentFilter } from './intent-filter.ts';

const volume: Filter = { field: 2, action: 'greater', value: 100 };

describe('withIntentFilter', () => {
  it('replaces the intent filter and keeps the others', () => {
    const commercial = withIntentFilter([volume], 'commercial');
    expect(commercial).toEqual([volume, { field: 12, action: 'like', value: 'Commercial' }]);
    expect(withIntentFilter(commercial, 'transactional')).toEqual([volume, { field: 12, action: 'like', value: 'Transactional' }]);
    expect(withIntentFilter(commercial, 'all')).toEqual([volume]);
  });

  it('keeps exactly the rows of the intent, classified where the row has none', () => {
    const keep = compileFilters(withIntentFilter([], 'transactional'));
    expect(keep({ ...emptyKeywordRow('laufschuhe kaufen') })).toBe(true);
    expect(keep({ ...emptyKeywordRow('laufschuhe test') })).toBe(false);
    expect(keep({ ...emptyKeywordRow('laufschuhe test'), search_intent: 'transactional' })).toBe(true);
  });
});

describe('intentChoices', () => {
  it('offers the four intents, marks the chosen one and then offers every intent again', () => {
    expect(intentChoices([]).map((o) => o.id)).toEqual(['informational', 'navigational', 'commercial', 'transactional']);
    const chosen = intentChoices(withIntentFilter([volume], 'navigational'));
    expect(chosen.filter((o) => o.current).map((o) => o.id)).toEqual(['navigational']);
    expect(chosen.at(-1)).toEqual({ id: 'all', title: 'Every intent' });
  });
});

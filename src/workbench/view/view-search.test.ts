import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWorkbenchSearch, withViewChange, type WorkbenchSearch } from './view-search.ts';

describe('parseWorkbenchSearch', () => {
  it('keeps a valid view and the other params', () => {
    const search = {
      filters: [
        { field: 1, action: 'includes', value: 'glühwein, punsch' },
        { field: 2, action: 'greater', value: 1000 },
        { field: { custom: 'Priority' }, action: 'equal', value: 2 },
      ],
      sort: [{ column: 'avgsv', direction: 'desc' }, { column: 'keyword', direction: 'asc' }],
      group: { by: 'duplicates' },
      columns: ['keyword', 'avgsv'],
      checkout: 'success',
    };
    expect(parseWorkbenchSearch(search)).toEqual(search);
  });

  it('opens an older link with one sort column as a sort by that column, and counts a column named twice once', () => {
    expect(parseWorkbenchSearch({ sort: { column: 'avgsv', direction: 'desc' } })).toEqual({ sort: [{ column: 'avgsv', direction: 'desc' }] });
    expect(parseWorkbenchSearch({ sort: [{ column: 'avgsv', direction: 'desc' }, { column: 'avgsv', direction: 'asc' }] })).toEqual({ sort: [{ column: 'avgsv', direction: 'desc' }] });
    expect(parseWorkbenchSearch({ sort: [] })).toEqual({});
    expect(parseWorkbenchSearch({ sort: Array.from({ length: 7 }, (_, i) => ({ column: `c${i}`, direction: 'asc' })) })).toEqual({});
  });

  it('keeps the open saved view\'s id, and drops one that cannot be an id', () => {
    expect(parseWorkbenchSearch({ savedView: 12, pinned: ['kd'] })).toEqual({ savedView: 12, pinned: ['kd'] });
    expect(parseWorkbenchSearch({ savedView: '12' })).toEqual({ savedView: 12 });
    for (const bad of [0, -3, 1.5, 'zwölf', '', true, null, [5], 2 ** 31]) expect(parseWorkbenchSearch({ savedView: bad })).toEqual({});
    // The research screens' own `view` (their tab) is theirs, untouched.
    expect(parseWorkbenchSearch({ view: 'questions', savedView: 3 })).toEqual({ view: 'questions', savedView: 3 });
    // Closing the view (a delete) removes it from the URL; other view changes keep it.
    expect(withViewChange({ savedView: 12, pinned: ['kd'] }, { savedView: null })).toEqual({ pinned: ['kd'] });
    expect(withViewChange({ savedView: 12 }, { pinned: ['kd'] })).toEqual({ savedView: 12, pinned: ['kd'] });
  });

  it('drops each broken part alone', () => {
    const parsed = parseWorkbenchSearch({
      filters: [{ field: 13, action: 'includes', value: 'x' }],
      sort: { column: 'avgsv', direction: 'up' },
      group: { by: 'custom', name: 'Priority' },
      columns: 'keyword',
    });
    expect(parsed).toEqual({ group: { by: 'custom', name: 'Priority' } });
    expect(parseWorkbenchSearch({ filters: [{ field: 2, action: 'includes', value: 3 }] })).toEqual({});
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom('filters', 'sort', 'group', 'columns', 'x'), fc.jsonValue()), (search) => {
      expect(() => parseWorkbenchSearch(search)).not.toThrow();
    }));
  });
});

describe('withViewChange', () => {
  it('removes empty parts so the default view has a clean URL', () => {
    const current: WorkbenchSearch & Record<string, unknown> = { filters: [{ field: 1, action: 'includes', value: 'a' }], sort: [{ column: 'avgsv', direction: 'asc' }], other: 1 };
    expect(withViewChange(current, { filters: [], sort: [], group: { by: 'none' } })).toEqual({ other: 1 });
  });

  it('round-trips through the parser', () => {
    const change: WorkbenchSearch = { sort: [{ column: '202411', direction: 'desc' }, { column: 'keyword', direction: 'asc' }], group: { by: 'category' }, columns: ['keyword'] };
    expect(parseWorkbenchSearch(withViewChange({}, change))).toEqual(change);
  });
});

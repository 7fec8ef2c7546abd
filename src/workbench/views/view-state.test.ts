import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../domain/contracts/saved-views.ts';
import { arrangePinned } from '../../domain/pinned-columns.ts';
import { columnTitle } from '../columns/column-definition.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { parseWorkbenchSearch } from '../view/view-search.ts';
import { pinOptions, sameViewState, searchOfView, viewOptions, viewStateOf } from './view-state.ts';

const visible = keywordColumns({ months: [], amazon: false, ranking: false }).filter((c) => c.active);

describe('a view saved and opened again', () => {
  it('holds the URL view and the pinned columns, and opens as the same URL view', () => {
    const search = parseWorkbenchSearch({
      filters: [{ field: 2, action: 'greater', value: 500 }],
      sort: [{ column: 'avgsv', direction: 'desc' }],
      group: { by: 'intent' },
      pinned: ['search_intent'],
    });
    const { columns, sticky } = arrangePinned(visible, search.pinned ?? []);
    const state = viewStateOf(search, columns, sticky);
    expect(state.pinned).toEqual(['search_intent']);
    expect(state.columns.slice(0, 2)).toEqual(['keyword', 'search_intent']);
    expect(state.group).toEqual({ by: 'intent' });
    // Through the URL and back: the same state.
    const reopened = parseWorkbenchSearch(JSON.parse(JSON.stringify(searchOfView(state))) as Record<string, unknown>);
    const again = arrangePinned(visible.filter((c) => reopened.columns?.includes(c.value)), reopened.pinned ?? []);
    expect(sameViewState(viewStateOf(reopened, again.columns, again.sticky), state)).toBe(true);
  });

  it('has no pinned columns and no grouping by default', () => {
    const state = viewStateOf({}, visible, 1);
    expect(state).toMatchObject({ filters: [], sort: [], group: { by: 'none' }, pinned: [] });
  });
});

describe('palette entries', () => {
  const view = (id: number, name: string, mine: boolean): SavedView => ({
    id, name, mine, kind: 'research', owner_id: mine ? 1 : 2, owner_name: mine ? 'Power' : 'Basic', updated_at: '', state: { filters: [], sort: [], group: { by: 'none' }, columns: ['keyword'], pinned: [] },
  });
  it('name other people\'s views with their owner and mark the open one', () => {
    expect(viewOptions([view(1, 'Mine', true), view(2, 'Theirs', false)], 2)).toEqual([
      { id: '1', title: 'Mine', current: false },
      { id: '2', title: 'Theirs (Basic)', current: true },
    ]);
  });
  it('offer to pin or unpin every column but the keyword', () => {
    const options = pinOptions(visible, ['avgsv'], columnTitle);
    expect(options.some((o) => o.id === 'keyword')).toBe(false);
    expect(options.find((o) => o.id === 'avgsv')).toEqual({ id: 'avgsv', title: 'Unpin Avg. volume', current: true });
    expect(options.find((o) => o.id === 'trend')?.title).toBe('Pin Trend');
  });
});

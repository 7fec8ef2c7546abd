import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../domain/contracts/saved-views.ts';
import { arrangePinned } from '../../domain/pinned-columns.ts';
import { columnTitle } from '../columns/column-definition.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { parseWorkbenchSearch } from '../view/view-search.ts';
import { openViewOf, pinOptions, sameViewState, searchOfView, viewOptions, viewsButtonText, viewStateOf } from './view-state.ts';

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

describe('the open view named in the URL', () => {
  const search = parseWorkbenchSearch({ savedView: 7, sort: [{ column: 'avgsv', direction: 'desc' }], pinned: ['search_intent'] });
  const { columns, sticky } = arrangePinned(visible, search.pinned ?? []);
  const state = viewStateOf(search, columns, sticky);
  const saved = (id: number, name: string, viewState = state): SavedView => ({
    id, name, mine: true, kind: 'research', owner_id: 1, owner_name: 'Power', updated_at: '', state: viewState,
  });
  const views = [saved(3, 'Other', { ...state, sort: [] }), saved(7, 'Intent first')];

  it('is the view with that id, not modified while the table shows it as saved (a reload keeps both)', () => {
    const open = openViewOf(views, search.savedView, state);
    expect(open?.view.name).toBe('Intent first');
    expect(open?.modified).toBe(false);
    expect(viewsButtonText(open)).toBe('View: Intent first');
  });

  it('is modified once a filter, the sort, the grouping, a column or a pin differs', () => {
    const changes: Partial<typeof state>[] = [
      { filters: [{ field: 2, action: 'greater', value: 500 }] },
      { sort: [{ column: 'avgsv', direction: 'asc' }] },
      { group: { by: 'intent' } },
      { columns: state.columns.slice(0, -1) },
      { pinned: [] },
    ];
    for (const change of changes) {
      const open = openViewOf(views, 7, { ...state, ...change });
      expect(open?.modified).toBe(true);
      expect(viewsButtonText(open)).toBe('View: Intent first (modified)');
    }
  });

  it('is none when the URL names no view, or one the list does not hold (deleted, another table, not loaded yet)', () => {
    expect(openViewOf(views, undefined, state)).toBeNull();
    expect(openViewOf(views, null, state)).toBeNull();
    expect(openViewOf(views, 99, state)).toBeNull();
    expect(openViewOf([], 7, state)).toBeNull();
    expect(viewsButtonText(null)).toBe('Views');
  });
});

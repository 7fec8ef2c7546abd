import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from './app-store.ts';
import { currentScreen, enterScreen, keptScroll, keptValue, keptViewsAtom, saveScroll, saveValue, searchToRestore } from './kept-views-store.ts';
import { keptKeys } from '../domain/kept-views.ts';

const session = (id: number, company: number) => ({ token: 't', user: 'u@demo.test', id, company_id: company, plan: 4, username: 'U' });
const filter = { filters: [{ field: 1, action: 'includes', value: 'glühwein' }] };
const kept = () => keptKeys(appStore.get(keptViewsAtom).views);

describe('the kept views of the tab', () => {
  beforeEach(() => appStore.set(sessionAtom, session(2, 1)));

  it('holds four screens, whatever ten screens were visited', () => {
    const screens = ['/', '/collections', '/research/a', '/ideas', '/suggests', '/searchvolume', '/questions', '/brands', '/monitoring', '/pricing'];
    for (const screen of screens) {
      enterScreen(screen, {});
      saveValue(screen, 'draft', `typed on ${screen}`);
      saveScroll(screen, { page: { top: 400, left: 0 } });
    }
    expect(kept()).toEqual(['/pricing', '/monitoring', '/brands', '/questions']);
    expect(keptValue('/research/a', 'draft')).toBeUndefined();
    expect(keptValue('/questions', 'draft')).toBe('typed on /questions');
    expect(keptScroll('/ideas')).toEqual({});
    expect(keptScroll('/brands')).toEqual({ page: { top: 400, left: 0 } });
  });

  it('brings a table view back on return without one, through three other screens, not after five', () => {
    enterScreen('/research/a', {});
    enterScreen('/research/a', filter);
    for (const screen of ['/', '/ideas', '/collections']) enterScreen(screen, {});
    expect(searchToRestore('/research/a', {})).toEqual(filter);
    // A link that names its own view wins over the kept one.
    expect(searchToRestore('/research/a', { sort: { column: 'avgsv', direction: 'desc' } })).toBeNull();
    enterScreen('/research/a', filter);
    for (const screen of ['/', '/ideas', '/collections', '/suggests']) enterScreen(screen, {});
    expect(searchToRestore('/research/a', {})).toBeNull();
  });

  it('never undoes a change made on the screen itself (clearing the filters stays cleared)', () => {
    enterScreen('/research/b', filter);
    expect(currentScreen()).toBe('/research/b');
    expect(searchToRestore('/research/b', {})).toBeNull();
    enterScreen('/research/b', {});
    enterScreen('/ideas', {});
    expect(searchToRestore('/research/b', {})).toBeNull();
  });

  it('forgets everything when another user or company is logged in', () => {
    enterScreen('/research/c', filter);
    enterScreen('/ideas', {});
    appStore.set(sessionAtom, session(3, 1));
    expect(searchToRestore('/research/c', {})).toBeNull();
    appStore.set(sessionAtom, session(2, 2));
    expect(searchToRestore('/research/c', {})).toBeNull();
  });
});

import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../session/app-store.ts';
import { keptViewTarget } from './kept-views.ts';

describe('keptViewTarget (the root route\'s side of the kept views)', () => {
  it('sends a returning screen without a view of its own to its kept view, in the router\'s own search format', () => {
    appStore.set(sessionAtom, { token: 't', user: 'power@demo.test', id: 2, company_id: 1, plan: 4, username: 'Power' });
    const filters = [{ field: 1, action: 'includes', value: 'glühwein' }];
    expect(keptViewTarget({ pathname: '/research/Winter%20Sale', search: {} })).toBeNull();
    expect(keptViewTarget({ pathname: '/research/Winter%20Sale', search: { filters } })).toBeNull();
    expect(keptViewTarget({ pathname: '/ideas', search: {} })).toBeNull();
    const target = keptViewTarget({ pathname: '/research/Winter%20Sale', search: {} });
    expect(target?.startsWith('/research/Winter%20Sale?')).toBe(true);
    expect(defaultParseSearch(target?.slice(target.indexOf('?')) ?? '')).toEqual({ filters });
    // The redirected navigation carries the view, so it lands and counts as the visit.
    expect(keptViewTarget({ pathname: '/research/Winter%20Sale', search: { filters } })).toBeNull();
  });
});

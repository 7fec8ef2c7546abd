import { describe, expect, it } from 'vitest';
import { mayChangeView, sameViewName, tableKindOf, viewStateProblem } from './saved-views.ts';

describe('tableKindOf', () => {
  it.each([
    ['/research', 'research'],
    ['/research/Winter Sale', 'research'],
    ['/ideas', 'ideas'],
    ['/quickseo/monitoring/project', 'monitoring'],
    ['/monitoring/project', 'monitoring'],
    ['/internal-searches/project', 'internal-searches'],
    ['/research/shared', null],
    ['/monitoring/shared', null],
    ['/settings', null],
    ['/', null],
  ])('%s is %s', (route, kind) => expect(tableKindOf(route)).toBe(kind));
});

describe('viewStateProblem', () => {
  const base = { columns: ['keyword', 'avgsv', 'cpc'], pinned: ['cpc'], sort: [{ column: 'avgsv' }] };
  it('accepts parts that agree', () => expect(viewStateProblem(base)).toBeNull());
  it('names a column shown twice', () =>
    expect(viewStateProblem({ ...base, columns: ['keyword', 'cpc', 'cpc'] })).toEqual({ field: 'state.columns.2', message: 'the column "cpc" is named twice.' }));
  it('names a pinned column that is not shown', () =>
    expect(viewStateProblem({ ...base, pinned: ['cpc', 'kd'] })?.field).toBe('state.pinned.1'));
  it('names a column pinned twice', () => expect(viewStateProblem({ ...base, pinned: ['cpc', 'cpc'] })?.field).toBe('state.pinned.1'));
  it('names a column sorted by twice', () =>
    expect(viewStateProblem({ ...base, sort: [{ column: 'cpc' }, { column: 'cpc' }] })?.field).toBe('state.sort.1.column'));
});

describe('who may change a view', () => {
  it('the owner only', () => {
    expect(mayChangeView({ owner_id: 3 }, 3)).toBe(true);
    expect(mayChangeView({ owner_id: 3 }, 4)).toBe(false);
  });
  it('reads names regardless of case', () => {
    expect(sameViewName('Top KD', 'top kd')).toBe(true);
    expect(sameViewName('Ölpreis', 'ÖLPREIS')).toBe(true);
    expect(sameViewName('A', 'B')).toBe(false);
  });
});

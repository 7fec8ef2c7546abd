import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeptViews, KEPT_VIEWS_MAX, keptKeys, keptState, updateKeptView, visitView, type KeptViews } from './kept-views.ts';

type State = { readonly filter: string };
const fresh: State = { filter: '' };
const visitAll = (kept: KeptViews<State>, keys: readonly string[]) => keys.reduce((acc, key) => visitView(acc, key, fresh), kept);

describe('kept views (SPEC §9: at most 4)', () => {
  it('keeps four screens after ten visits, the four last ones, newest first', () => {
    const screens = ['/', '/collections', '/research/a', '/ideas', '/suggests', '/searchvolume', '/questions', '/brands', '/monitoring', '/pricing'];
    const kept = visitAll(emptyKeptViews<State>(), screens);
    expect(KEPT_VIEWS_MAX).toBe(4);
    expect(keptKeys(kept)).toEqual(['/pricing', '/monitoring', '/brands', '/questions']);
  });

  it('keeps a screen\'s state through three other screens and drops it at the fifth', () => {
    let kept = visitView(emptyKeptViews<State>(), '/research/a', fresh);
    kept = updateKeptView(kept, '/research/a', () => ({ filter: 'glühwein' }));
    kept = visitAll(kept, ['/', '/ideas', '/collections']);
    expect(keptState(kept, '/research/a')).toEqual({ filter: 'glühwein' });
    // Coming back makes it the newest again, with its state.
    kept = visitView(kept, '/research/a', fresh);
    expect(keptState(kept, '/research/a')).toEqual({ filter: 'glühwein' });
    kept = visitAll(kept, ['/', '/ideas', '/collections', '/suggests']);
    expect(keptState(kept, '/research/a')).toBeUndefined();
    expect(keptState(visitView(kept, '/research/a', fresh), '/research/a')).toEqual(fresh);
  });

  it('a revisit moves a screen to the front without dropping anyone', () => {
    const kept = visitAll(emptyKeptViews<State>(), ['/a', '/b', '/c', '/d', '/b']);
    expect(keptKeys(kept)).toEqual(['/b', '/d', '/c', '/a']);
  });

  it('does not bring a dropped screen back through an update', () => {
    const kept = visitAll(emptyKeptViews<State>(), ['/a', '/b', '/c', '/d', '/e']);
    expect(updateKeptView(kept, '/a', () => ({ filter: 'x' }))).toBe(kept);
  });

  it('refuses a bound that keeps nothing', () => {
    expect(() => emptyKeptViews(0)).toThrow(RangeError);
    expect(() => emptyKeptViews(2.5)).toThrow(RangeError);
  });

  it('is a least-recently-used list of at most max distinct screens (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h'), { maxLength: 60 }), (max, visits) => {
        const kept = visitAll(emptyKeptViews<State>(max), visits);
        const keys = keptKeys(kept);
        // The model: the distinct screens in order of their last visit, newest first, cut at max.
        const model = [...visits].reverse().filter((key, index, all) => all.indexOf(key) === index).slice(0, max);
        expect(keys).toEqual(model);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.length).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('keeps a state exactly while its screen is among the last max visited (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f'), { minLength: 1, maxLength: 30 }), fc.nat(), (visits, pick) => {
        const at = pick % visits.length;
        const key = visits[at] ?? '/a';
        let kept = visitAll(emptyKeptViews<State>(), visits.slice(0, at + 1));
        kept = updateKeptView(kept, key, () => ({ filter: 'set' }));
        kept = visitAll(kept, visits.slice(at + 1));
        // Lost for good once four other screens were visited since the key's last visit.
        let others = new Set<string>();
        let lost = false;
        for (const visit of visits.slice(at + 1)) {
          if (visit === key) others = new Set();
          else others.add(visit);
          if (others.size >= KEPT_VIEWS_MAX) lost = true;
        }
        const expected = !lost;
        expect(keptState(kept, key)?.filter === 'set').toBe(expected);
      }),
    );
  });
});

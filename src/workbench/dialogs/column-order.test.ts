import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reorderDirection, rowPosition, stepTarget, type Direction } from './column-order.ts';

interface Col {
  id: string;
  group: string | null;
  canBeModified: boolean;
}
const col = (id: string, group: string | null = null, canBeModified = true): Col => ({ id, group, canBeModified });
// keyword (fixed), a, b, three months, c
const layout: Col[] = [col('keyword', null, false), col('a'), col('b'), col('m1', 'months'), col('m2', 'months'), col('m3', 'months'), col('c')];

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
const step = (list: readonly Col[], index: number, direction: Direction): Col[] => {
  const to = stepTarget(list, index, direction);
  return to === null ? [...list] : move(list, index, to);
};
const ids = (list: readonly Col[]) => list.map((c) => c.id).join(' ');

describe('stepTarget', () => {
  it('swaps neighbours of their own', () => {
    expect(ids(step(layout, 1, 1))).toBe('keyword b a m1 m2 m3 c');
  });
  it('steps over a whole group', () => {
    expect(ids(step(layout, 2, 1))).toBe('keyword a m1 m2 m3 b c');
    expect(ids(step(layout, 6, -1))).toBe('keyword a b c m1 m2 m3');
  });
  it('keeps a grouped column inside its group', () => {
    expect(ids(step(layout, 3, 1))).toBe('keyword a b m2 m1 m3 c');
    expect(stepTarget(layout, 3, -1)).toBeNull();
    expect(stepTarget(layout, 5, 1)).toBeNull();
  });
  it('never moves a fixed column or passes one', () => {
    expect(stepTarget(layout, 0, 1)).toBeNull();
    expect(stepTarget(layout, 1, -1)).toBeNull();
  });
  it('stops at both ends', () => {
    expect(stepTarget(layout, 6, 1)).toBeNull();
    expect(stepTarget([col('x')], 0, -1)).toBeNull();
    expect(stepTarget(layout, 42, 1)).toBeNull();
  });

  const arbLayout = fc
    .array(fc.oneof(fc.constant(null), fc.constant('months'), fc.constant('other')), { minLength: 1, maxLength: 12 })
    .map((groups) => {
      // groups as contiguous blocks, the way keywordColumns lays them out
      const sorted = [...groups.filter((g) => g === null)];
      const blocks = ['months', 'other'].map((g) => groups.filter((x) => x === g));
      const cut = Math.floor(sorted.length / 2);
      const order = [...sorted.slice(0, cut), ...(blocks[0] ?? []), ...sorted.slice(cut), ...(blocks[1] ?? [])];
      return order.map((g, i) => col(`c${i}`, g));
    });
  const contiguous = (list: readonly Col[]) =>
    ['months', 'other'].every((g) => {
      const at = list.flatMap((c, i) => (c.group === g ? [i] : []));
      return at.length === 0 || (at[at.length - 1] ?? 0) - (at[0] ?? 0) === at.length - 1;
    });

  it('keeps groups together and can be undone by the opposite step', () => {
    fc.assert(
      fc.property(arbLayout, fc.nat(), fc.constantFrom<Direction>(-1, 1), (list, seed, direction) => {
        const index = seed % list.length;
        const to = stepTarget(list, index, direction);
        if (to === null) return;
        const moved = move(list, index, to);
        expect(contiguous(moved)).toBe(true);
        const back = stepTarget(moved, to, direction === 1 ? -1 : 1);
        expect(back).toBe(index);
        expect(ids(move(moved, to, index))).toBe(ids(list));
      }),
    );
  });
});

describe('rowPosition', () => {
  it('counts a group as one top-level row', () => {
    expect(rowPosition(layout, 2)).toEqual({ position: 3, total: 5, group: null });
    expect(rowPosition(layout, 6)).toEqual({ position: 5, total: 5, group: null });
  });
  it('counts a grouped column within its group', () => {
    expect(rowPosition(layout, 4)).toEqual({ position: 2, total: 3, group: 'months' });
  });
  it('knows no position outside the list', () => {
    expect(rowPosition(layout, 7)).toBeNull();
  });
});

describe('reorderDirection', () => {
  const chord = (key: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });
  it('moves with Alt and the vertical arrows only', () => {
    expect(reorderDirection(chord('ArrowUp', { altKey: true }))).toBe(-1);
    expect(reorderDirection(chord('ArrowDown', { altKey: true }))).toBe(1);
    expect(reorderDirection(chord('ArrowDown'))).toBeNull();
    expect(reorderDirection(chord('ArrowDown', { altKey: true, shiftKey: true }))).toBeNull();
    expect(reorderDirection(chord('ArrowLeft', { altKey: true }))).toBeNull();
  });
});

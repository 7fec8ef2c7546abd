import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrangePinned, dropTarget, moveEntry, togglePin } from './pinned-columns.ts';

const column = (value: string, canBeModified = true) => ({ value, canBeModified });
const KEYWORD = column('keyword', false);
const table = [KEYWORD, column('avgsv'), column('cpc'), column('kd'), column('intent'), column('lists')];
const values = (columns: readonly { value: string }[]) => columns.map((c) => c.value);

describe('togglePin', () => {
  it('pins at the end, unpins in place and refuses a sixth', () => {
    expect(togglePin(['cpc'], 'kd', 5)).toEqual({ ok: true, pinned: ['cpc', 'kd'] });
    expect(togglePin(['cpc', 'kd', 'avgsv'], 'kd', 5)).toEqual({ ok: true, pinned: ['cpc', 'avgsv'] });
    const full = ['a', 'b', 'c', 'd', 'e'];
    expect(togglePin(full, 'f', 5)).toEqual({ ok: false, message: 'At most 5 columns can be pinned; unpin one first.' });
    expect(togglePin(full, 'c', 5)).toEqual({ ok: true, pinned: ['a', 'b', 'd', 'e'] });
  });
});

describe('arrangePinned', () => {
  it('puts the pinned columns after the keyword in pinned order and counts them sticky', () => {
    const arranged = arrangePinned(table, ['kd', 'avgsv']);
    expect(values(arranged.columns)).toEqual(['keyword', 'kd', 'avgsv', 'cpc', 'intent', 'lists']);
    expect(arranged.sticky).toBe(3);
  });

  it('ignores pinned names the table does not show, and never moves the keyword', () => {
    const arranged = arrangePinned(table, ['gone', 'keyword', 'lists']);
    expect(values(arranged.columns)).toEqual(['keyword', 'lists', 'avgsv', 'cpc', 'kd', 'intent']);
    expect(arranged.sticky).toBe(2);
  });

  it('keeps every column exactly once, whatever is pinned', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('avgsv', 'cpc', 'kd', 'intent', 'lists', 'nope'), { maxLength: 8 }), (pinned) => {
      const arranged = arrangePinned(table, pinned);
      expect([...values(arranged.columns)].sort()).toEqual([...values(table)].sort());
      expect(arranged.columns[0]).toBe(KEYWORD);
      expect(arranged.sticky).toBe(1 + new Set(pinned.filter((p) => p !== 'nope')).size);
    }));
  });
});

describe('dropTarget', () => {
  // keyword | kd avgsv (pinned) | cpc intent lists
  const shown = arrangePinned(table, ['kd', 'avgsv']);
  it('keeps a pinned column among the pinned and another among the others', () => {
    expect(dropTarget(shown.columns, shown.sticky, 1, 5)).toBe(2);
    expect(dropTarget(shown.columns, shown.sticky, 2, 0)).toBe(1);
    expect(dropTarget(shown.columns, shown.sticky, 5, 0)).toBe(3);
    expect(dropTarget(shown.columns, shown.sticky, 3, 4)).toBe(4);
  });

  it('never moves the keyword and answers null for no move', () => {
    expect(dropTarget(shown.columns, shown.sticky, 0, 3)).toBeNull();
    expect(dropTarget(shown.columns, shown.sticky, 4, 4)).toBeNull();
    expect(dropTarget(shown.columns, shown.sticky, 3, 1)).toBeNull();
  });

  it('never mixes the pinned and the other block (property)', () => {
    fc.assert(fc.property(fc.nat(5), fc.nat(5), (from, to) => {
      const target = dropTarget(shown.columns, shown.sticky, from, to);
      if (target === null) return;
      const moved = moveEntry(shown.columns, from, target);
      expect(moved[0]).toBe(KEYWORD);
      expect(new Set(values(moved.slice(1, shown.sticky)))).toEqual(new Set(['kd', 'avgsv']));
    }));
  });
});

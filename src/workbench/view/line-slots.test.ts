import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignLineSlots } from './line-slots.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('assignLineSlots', () => {
  it('gives a line scrolled into view the slot of a line that left', () => {
    const first = assignLineSlots(new Map(), range(0, 4));
    expect([...first]).toEqual([[0, 0], [1, 1], [2, 2], [3, 3], [4, 4]]);
    const next = assignLineSlots(first, range(2, 6));
    expect([...next].sort((a, b) => a[0] - b[0])).toEqual([[2, 2], [3, 3], [4, 4], [5, 0], [6, 1]]);
  });

  it('reuses every slot after a jump, and keeps the far focused line in its own', () => {
    const before = assignLineSlots(new Map(), [...range(0, 3), 90]);
    const after = assignLineSlots(before, [...range(50, 53), 90]);
    expect(after.get(90)).toBe(before.get(90));
    expect(new Set(after.values())).toEqual(new Set(before.values()));
  });

  it('slots are unique, kept while a line stays, and below the most lines ever rendered at once (property)', () => {
    const lines = fc.uniqueArray(fc.nat(500), { maxLength: 60 });
    fc.assert(
      fc.property(fc.array(lines, { minLength: 1, maxLength: 8 }), (renders) => {
        let previous = new Map<number, number>();
        let most = 0;
        for (const rendered of renders) {
          most = Math.max(most, rendered.length);
          const slots = assignLineSlots(previous, rendered);
          expect([...slots.keys()].sort((a, b) => a - b)).toEqual([...rendered].sort((a, b) => a - b));
          const values = [...slots.values()];
          expect(new Set(values).size).toBe(values.length);
          for (const slot of values) expect(slot).toBeLessThan(most);
          for (const line of rendered) if (previous.has(line)) expect(slots.get(line)).toBe(previous.get(line));
          previous = slots;
        }
      }),
    );
  });
});

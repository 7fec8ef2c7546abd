import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indices, sortInSteps } from './sort-in-steps.ts';
import { drain } from './steps.ts';

describe('sortInSteps', () => {
  it('property: drained, it equals a stable native sort, for every run length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 300 }), fc.integer({ min: 1, max: 40 }), (values, run) => {
        // Few distinct values: many ties, which a stable sort keeps in their incoming order.
        const compare = (a: number, b: number): number => (values[a] ?? 0) - (values[b] ?? 0);
        const expected = Array.from(values, (_, i) => i).sort(compare);
        expect(Array.from(drain(sortInSteps(indices(values.length), compare, run)))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('sorts the items given, not their positions, and leaves them as they were', () => {
    const items = Int32Array.from([5, 3, 9, 1]);
    expect(Array.from(drain(sortInSteps(items, (a, b) => a - b, 2)))).toEqual([1, 3, 5, 9]);
    expect(Array.from(items)).toEqual([5, 3, 9, 1]);
  });

  it('pauses between runs and inside long merges', () => {
    const n = 50_000;
    const steps = sortInSteps(indices(n), (a, b) => ((a * 7919) % n) - ((b * 7919) % n), 1024);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    // 49 runs, then six passes of merges of up to 8,192 elements each.
    expect(pauses).toBeGreaterThan(49 + 6 * 6);
    expect(step.value.every((id, i) => i === 0 || (id * 7919) % n > ((step.value[i - 1] ?? 0) * 7919) % n)).toBe(true);
  });
});

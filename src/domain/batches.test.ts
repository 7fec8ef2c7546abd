import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_BATCH_SIZE, splitIntoBatches } from './batches';

describe('splitIntoBatches', () => {
  it('splits 10,000 keywords into 15 batches of 700, the last of 200', () => {
    const keywords = Array.from({ length: 10_000 }, (_, i) => `keyword ${i}`);
    const batches = splitIntoBatches(keywords);
    expect(DEFAULT_BATCH_SIZE).toBe(700);
    expect(batches).toHaveLength(15);
    expect(batches.slice(0, 14).every((batch) => batch.length === 700)).toBe(true);
    expect(batches[14]).toHaveLength(200);
    expect(batches[14]?.[199]).toBe('keyword 9999');
  });
  it('gives no batch for no items and one batch for a few', () => {
    expect(splitIntoBatches([])).toEqual([]);
    expect(splitIntoBatches(['a', 'b'])).toEqual([['a', 'b']]);
    expect(splitIntoBatches([1, 2, 3, 4], 2)).toEqual([[1, 2], [3, 4]]);
  });
  it('refuses a size that is not a positive integer', () => {
    expect(() => splitIntoBatches([1], 0)).toThrow(RangeError);
    expect(() => splitIntoBatches([1], 1.5)).toThrow(RangeError);
  });
  it('keeps every item in order, no batch over size, only the last smaller', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 300 }), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const batches = splitIntoBatches(items, size);
        expect(batches.flat()).toEqual(items);
        expect(batches.every((batch) => batch.length >= 1 && batch.length <= size)).toBe(true);
        expect(batches.slice(0, -1).every((batch) => batch.length === size)).toBe(true);
        expect(batches.length).toBe(Math.ceil(items.length / size));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { batchesDoneAtLeast, DEFAULT_BATCH_SIZE, splitIntoBatches } from './batches';

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

describe('batchesDoneAtLeast', () => {
  const progressOf = (done: number, total: number) => Math.min(100, Math.floor((done * 100) / total));

  it('reads 100 % as every batch and 66 % of three as two', () => {
    expect(batchesDoneAtLeast(100, 3)).toBe(3);
    expect(batchesDoneAtLeast(66, 3)).toBe(2);
    expect(batchesDoneAtLeast(33, 3)).toBe(1);
    expect(batchesDoneAtLeast(0, 3)).toBe(0);
    expect(batchesDoneAtLeast(50, 0)).toBe(0);
  });

  it('never counts more batches than were finished, gives the same percentage back, and all of them at 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }).chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: total }))), ([total, done]) => {
        const progress = progressOf(done, total);
        const counted = batchesDoneAtLeast(progress, total);
        expect(counted).toBeLessThanOrEqual(done);
        expect(progressOf(counted, total)).toBe(progress);
        if (done === total) expect(counted).toBe(total);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunksOf } from './take-turns.ts';

describe('chunksOf', () => {
  it('cuts a list into pieces of at most the size that join back to the list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const chunks = chunksOf(items, size);
        expect(chunks.flat()).toEqual(items);
        expect(chunks.every((chunk) => chunk.length > 0 && chunk.length <= size)).toBe(true);
        expect(chunks.slice(0, -1).every((chunk) => chunk.length === size)).toBe(true);
      }),
    );
  });
});

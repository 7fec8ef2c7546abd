import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunksInTurns, chunksOf, mapInTurns } from './take-turns.ts';

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

describe('chunksInTurns and mapInTurns', () => {
  it('give every item once, in order, and let a timer run between two chunks', async () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const seen: Array<number | 'timer'> = [];
    const timer = setImmediate(() => seen.push('timer'));
    for await (const chunk of chunksInTurns(items, 10)) seen.push(...chunk);
    clearImmediate(timer);
    // The timer ran after the first chunk, not before it: the first chunk starts at once.
    expect(seen.indexOf('timer')).toBe(10);
    expect(seen.filter((x) => x !== 'timer')).toEqual(items);
    expect(await mapInTurns(items, (x) => x * 2, 7)).toEqual(items.map((x) => x * 2));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_PHRASES, phrasesWanted, providerMayHaveMore, sourcePage } from './source-page.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('phrasesWanted', () => {
  it('asks for everything up to the end of the page, never past the cap', () => {
    expect(phrasesWanted(0, 200)).toBe(200);
    expect(phrasesWanted(200, 200)).toBe(400);
    expect(phrasesWanted(900, 200)).toBe(MAX_SOURCE_PHRASES);
    expect(phrasesWanted(5000, 10)).toBe(MAX_SOURCE_PHRASES);
  });
});

describe('sourcePage', () => {
  it('cuts the page and points at the next one while phrases remain', () => {
    expect(sourcePage(list(5), 0, 2)).toEqual({ items: [0, 1], total: 5, nextOffset: 2 });
    expect(sourcePage(list(5), 4, 2)).toEqual({ items: [4], total: 5, nextOffset: null });
    expect(sourcePage(list(5), 9, 2)).toEqual({ items: [], total: 5, nextOffset: null });
  });
  it('offers a next page when the provider filled what was asked and the cap leaves room', () => {
    expect(providerMayHaveMore(4, 4)).toBe(true);
    expect(providerMayHaveMore(3, 4)).toBe(false);
    expect(providerMayHaveMore(MAX_SOURCE_PHRASES, MAX_SOURCE_PHRASES)).toBe(false);
    expect(sourcePage(list(4), 2, 2, true)).toEqual({ items: [2, 3], total: 4, nextOffset: 4 });
    expect(sourcePage(list(3), 2, 2, true)).toEqual({ items: [2], total: 3, nextOffset: null });
    expect(sourcePage(list(4), 2, 2, false)).toEqual({ items: [2, 3], total: 4, nextOffset: null });
  });
  it('pages that follow next_offset cover the list once, in order', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: 1, max: 25 }), (size, limit) => {
        const seen: number[] = [];
        let offset: number | null = 0;
        while (offset !== null) {
          const page: ReturnType<typeof sourcePage<number>> = sourcePage(list(size), offset, limit);
          seen.push(...page.items);
          expect(page.items.length).toBeLessThanOrEqual(limit);
          offset = page.nextOffset;
        }
        expect(seen).toEqual(list(size));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('answers a key only at the version it was stored with', () => {
    const cache = new VersionedCache<string>();
    cache.set('1:1', '7', 'seven');
    expect(cache.get('1:1', '7')).toBe('seven');
    expect(cache.get('1:1', '8')).toBeUndefined();
    expect(cache.get('1:2', '7')).toBeUndefined();
    cache.set('1:1', '8', 'eight');
    expect(cache.get('1:1', '7')).toBeUndefined();
    expect(cache.get('1:1', '8')).toBe('eight');
  });

  it('holds at most its capacity and lets the least recently used key go first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 12 })), { maxLength: 60 }), (capacity, steps) => {
        const cache = new VersionedCache<number>(capacity);
        // The reference: keys from least to most recently used.
        let order: number[] = [];
        for (const [write, key] of steps) {
          if (write) {
            cache.set(String(key), 'v', key);
            order = [...order.filter((k) => k !== key), key];
            if (order.length > capacity) order = order.slice(1);
          } else {
            const hit = cache.get(String(key), 'v');
            expect(hit).toBe(order.includes(key) ? key : undefined);
            if (hit !== undefined) order = [...order.filter((k) => k !== key), key];
          }
          expect(cache.size).toBe(order.length);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded-calls.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('mapBounded', () => {
  it('answers in item order with never more than the limit in flight', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(3), { maxLength: 30 }), fc.integer({ min: 1, max: 8 }), async (delays, limit) => {
        let inFlight = 0;
        let most = 0;
        const results = await mapBounded(delays, limit, async (delay) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          for (let i = 0; i < delay; i += 1) await tick();
          inFlight -= 1;
          return delay * 2;
        });
        expect(results).toEqual(delays.map((d) => d * 2));
        expect(most).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 40 },
    );
  });

  it('rejects with the first failure and starts no call after it', async () => {
    const started: number[] = [];
    const run = mapBounded([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 2) throw new Error('item 2 failed');
      return item;
    });
    await expect(run).rejects.toThrow('item 2 failed');
    expect(started).toEqual([1, 2, 3]);
  });

  it('answers nothing for no items', async () => {
    expect(await mapBounded([], 6, async () => 1)).toEqual([]);
  });
});

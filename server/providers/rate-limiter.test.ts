import { describe, expect, it } from 'vitest';
import { RateLimiter, type Clock } from './rate-limiter.ts';

function fakeClock(): Clock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('RateLimiter', () => {
  it('lets N requests through a minute and makes the next one wait for the window', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(3, clock);
    const signal = new AbortController().signal;
    for (let i = 0; i < 3; i++) await limiter.acquire(signal);
    expect(clock.slept).toEqual([]);
    await limiter.acquire(signal);
    expect(clock.slept).toEqual([60_000]);
  });

  it('stops waiting with the typed error when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new RateLimiter(1).acquire(controller.signal)).rejects.toMatchObject({ code: 'aborted' });
  });

  it('rejects a non-positive limit', () => {
    expect(() => new RateLimiter(0)).toThrow(RangeError);
  });
});

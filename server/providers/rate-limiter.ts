/**
 * A client-side sliding-window limiter: at most `perMinute` starts in any 60 seconds. Providers bill
 * and block by the minute (DataForSEO: 2,000 calls a minute, 12 for the live Google Ads endpoints),
 * so waiting here is cheaper than being refused there.
 */
import { abortedError } from './errors.ts';

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's abort. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(abortedError(signal));
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortedError(signal));
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    }),
};

const WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly starts: number[] = [];

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock = realClock,
  ) {
    if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError(`requests per minute must be a positive integer, got ${perMinute}`);
  }

  /** Waits until a request may start and records it. */
  async acquire(signal: AbortSignal): Promise<void> {
    for (;;) {
      if (signal.aborted) throw abortedError(signal);
      const now = this.clock.now();
      while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - WINDOW_MS) this.starts.shift();
      if (this.starts.length < this.perMinute) {
        this.starts.push(now);
        return;
      }
      await this.clock.sleep((this.starts[0] ?? now) + WINDOW_MS - now, signal);
    }
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown.ts';

function harness(close: () => Promise<void>) {
  const exits: number[] = [];
  const lines: string[] = [];
  const log = {
    info: (...args: unknown[]) => void lines.push(`info ${String(args.at(-1))}`),
    warn: (...args: unknown[]) => void lines.push(`warn ${String(args.at(-1))}`),
    error: (...args: unknown[]) => void lines.push(`error ${String(args.at(-1))}`),
  };
  const stop = gracefulShutdown({ close, log: log as never, timeoutMs: 5_000, exit: (code) => void exits.push(code) });
  return { stop, exits, lines };
}

describe('graceful shutdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('exits 0 once everything closed, and the forced exit never fires', async () => {
    const { stop, exits, lines } = harness(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    stop('SIGTERM');
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(exits).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(exits).toEqual([0]);
    expect(lines[0]).toMatch(/^info SIGTERM: stopping .*exit forced after 5 s$/);
    expect(lines.at(-1)).toBe('info stopped cleanly');
  });

  it('a stop that hangs exits 1 when the timeout runs out, logged', async () => {
    const { stop, exits, lines } = harness(() => new Promise(() => {}));
    stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toBe('error the stop took longer than 5 s: exiting without waiting further');
  });

  it('a second signal exits at once; a failed close exits 1', async () => {
    const hanging = harness(() => new Promise(() => {}));
    hanging.stop('SIGINT');
    hanging.stop('SIGINT');
    expect(hanging.exits).toEqual([1]);
    expect(hanging.lines.at(-1)).toBe('warn SIGINT during the stop: exiting at once');

    const failing = harness(() => Promise.reject(new Error('database gone')));
    failing.stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.exits).toEqual([1]);
    expect(failing.lines.at(-1)).toBe('error the stop failed');
  });
});

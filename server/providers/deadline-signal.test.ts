import { describe, expect, it } from 'vitest';
import { deadlineSignal } from './deadline-signal.ts';

describe('deadlineSignal', () => {
  it('aborts with a TimeoutError after its time', async () => {
    const { signal } = deadlineSignal(new AbortController().signal, 20);
    expect(signal.aborted).toBe(false);
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    expect(signal.reason).toBeInstanceOf(Error);
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('aborts with the outer reason when the outer signal aborts first, at once when it already has', () => {
    const outer = new AbortController();
    const { signal, clear } = deadlineSignal(outer.signal, 10_000);
    outer.abort(new Error('cancelled by the user'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('cancelled by the user');
    clear();
    const late = deadlineSignal(outer.signal, 10_000);
    expect(late.signal.aborted).toBe(true);
    expect(late.signal.reason).toBe(outer.signal.reason);
  });

  it('never fires once cleared', async () => {
    const outer = new AbortController();
    const { signal, clear } = deadlineSignal(outer.signal, 10);
    clear();
    await new Promise((resolve) => setTimeout(resolve, 40));
    outer.abort();
    expect(signal.aborted).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushHeldSaves } from '../../session/pending-saves.ts';
import { createDelayedSave } from './delayed-save.ts';

describe('createDelayedSave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends once, the delay after the last of several changes', async () => {
    const send = vi.fn(async () => undefined);
    const save = createDelayedSave(send, 400);
    save.schedule();
    await vi.advanceTimersByTimeAsync(300);
    save.schedule();
    await vi.advanceTimersByTimeAsync(300);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: false });
  });

  it('a logout before the delay sends it at once, and the timer sends nothing more', async () => {
    const send = vi.fn(async () => undefined);
    createDelayedSave(send, 400).schedule();
    await flushHeldSaves({ keepalive: true });
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledOnce();
  });

  it('leaving the screen sends a waiting save at once, and nothing when none waits', async () => {
    const send = vi.fn(async () => undefined);
    const save = createDelayedSave(send, 400);
    await save.flushPending();
    expect(send).not.toHaveBeenCalled();
    save.schedule();
    await save.flushPending();
    expect(send).toHaveBeenCalledOnce();
    await flushHeldSaves();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledOnce();
  });
});

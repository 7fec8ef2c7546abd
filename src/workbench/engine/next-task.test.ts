import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('uses scheduler.yield where there is one', async () => {
    const scheduler = { yield: vi.fn(async () => 'ignored') };
    await expect(nextTask({ scheduler })).resolves.toBeUndefined();
    expect(scheduler.yield).toHaveBeenCalledOnce();
  });

  it('falls back to a timeout, after the microtasks already queued', async () => {
    const order: string[] = [];
    const waiting = nextTask({}).then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waiting;
    expect(order).toEqual(['microtask', 'task']);
  });
});

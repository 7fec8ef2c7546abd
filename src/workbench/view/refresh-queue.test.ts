import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue, type Refresh } from './refresh-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRefreshQueue', () => {
  it('runs calls in order and shows the table once after a burst, with the summary one of them asked for', async () => {
    const order: string[] = [];
    const show = vi.fn(async (withSummary: boolean) => {
      order.push(`show ${withSummary}`);
    });
    const queue = createRefreshQueue(show, vi.fn());
    const results = await Promise.all([
      queue.enqueue(async () => { order.push('window'); return 1; }, 'window'),
      queue.enqueue(async () => { await tick(); order.push('load'); return 2; }, 'summary'),
      queue.enqueue(async () => { order.push('view'); return 3; }, 'window'),
    ]);
    expect(results).toEqual([1, 2, 3]);
    expect(order).toEqual(['window', 'load', 'view', 'show true']);
  });

  it('shows after each call that nothing waits behind', async () => {
    const show = vi.fn(async () => undefined);
    const queue = createRefreshQueue(show, vi.fn());
    await queue.enqueue(async () => 'a', 'window');
    await queue.enqueue(async () => 'b', 'summary');
    await queue.enqueue(async () => 'c', 'window');
    expect(show.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('a failing call rejects its own promise, reports, and the calls behind it still run and show', async () => {
    const show = vi.fn(async () => undefined);
    const onError = vi.fn();
    const queue = createRefreshQueue(show, onError);
    const failed = queue.enqueue(async () => { throw new Error('worker gone'); }, 'summary');
    const next = queue.enqueue(async () => 'after', 'window');
    await expect(failed).rejects.toThrow('worker gone');
    await expect(next).resolves.toBe('after');
    expect(onError).toHaveBeenCalledOnce();
    expect(show.mock.calls).toEqual([[false]]);
  });

  it('never loses a summary: the last show of a burst includes it whenever any call asked (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.constantFrom<Refresh>('summary', 'window'), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), async (bursts) => {
        const shows: boolean[] = [];
        const queue = createRefreshQueue(async (withSummary) => { shows.push(withSummary); }, () => undefined);
        for (const burst of bursts) await Promise.all(burst.map((refresh) => queue.enqueue(async () => refresh, refresh)));
        expect(shows).toEqual(bursts.map((burst) => burst.includes('summary')));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadAllPages, type LoadProgress, type Page } from './load-all-pages.ts';

/** A paged server over `source` that records what it is asked and how many requests run at once. */
function server(source: readonly number[], delays: readonly number[] = []) {
  const asked: { offset: number; limit: number }[] = [];
  let running = 0;
  let mostRunning = 0;
  const loadPage = async (offset: number, limit: number): Promise<Page<number>> => {
    asked.push({ offset, limit });
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    // Answers come back in a scrambled order, as parallel requests do.
    await new Promise((resolve) => setTimeout(resolve, delays[asked.length % Math.max(1, delays.length)] ?? 0));
    running -= 1;
    return { rows: source.slice(offset, offset + limit), total: source.length };
  };
  return { loadPage, asked, mostRunning: () => mostRunning };
}

describe('loadAllPages', () => {
  it('returns every row in order, asks for each page once and never runs more than `parallel` requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 500 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 5 }),
        async (size, pageSize, parallel, expected, delays) => {
          const source = Array.from({ length: size }, (_, i) => i);
          const s = server(source, delays);
          const progress: LoadProgress[] = [];
          const rows = await loadAllPages(s.loadPage, { pageSize, parallel, expected, onProgress: (p) => progress.push(p) });
          expect(rows).toEqual(source);
          const offsets = s.asked.map((a) => a.offset);
          expect(new Set(offsets).size).toBe(offsets.length);
          expect(offsets.every((offset) => offset % pageSize === 0)).toBe(true);
          expect(s.asked.every((a) => a.limit === pageSize)).toBe(true);
          // Beyond the pages the result needs, at most one batch guessed from `expected` is wasted.
          expect(offsets.length).toBeLessThanOrEqual(Math.max(1, Math.ceil(size / pageSize)) + parallel);
          expect(s.mostRunning()).toBeLessThanOrEqual(parallel);
          const loaded = progress.map((p) => p.loaded);
          expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
          expect(progress.at(-1)).toEqual({ loaded: size, total: size });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('asks once for an empty result', async () => {
    const s = server([]);
    expect(await loadAllPages(s.loadPage, { pageSize: 5000, parallel: 3, expected: 0 })).toEqual([]);
    expect(s.asked).toEqual([{ offset: 0, limit: 5000 }]);
  });

  it('loads 10.000 rows in two parallel requests of 5.000 when the job announces them', async () => {
    const s = server(Array.from({ length: 10_000 }, (_, i) => i));
    const rows = await loadAllPages(s.loadPage, { pageSize: 5000, parallel: 3, expected: 10_000 });
    expect(rows).toHaveLength(10_000);
    expect(s.asked.map((a) => a.offset)).toEqual([0, 5000]);
    expect(s.mostRunning()).toBe(2);
  });

  it('stops at a short page even when the total promises more rows', async () => {
    let asked = 0;
    const rows = await loadAllPages(
      async (offset) => {
        asked += 1;
        return { rows: offset === 0 ? [1, 2] : [], total: 1000 };
      },
      { pageSize: 10, parallel: 2, expected: 0 },
    );
    expect(rows).toEqual([1, 2]);
    expect(asked).toBe(1);
  });

  it('fails with the error of a failed page', async () => {
    const failing = (offset: number): Promise<Page<number>> =>
      offset === 10 ? Promise.reject(new Error('Page 2 failed')) : Promise.resolve({ rows: Array.from({ length: 10 }, (_, i) => offset + i), total: 30 });
    await expect(loadAllPages(failing, { pageSize: 10, parallel: 3, expected: 30 })).rejects.toThrow('Page 2 failed');
  });

  it('asks for no page after the signal aborts, and rejects with its reason', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const loading = loadAllPages(
      async (offset, _limit, signal) => {
        asked.push(offset);
        expect(signal).toBe(controller.signal);
        if (offset === 0) controller.abort(new Error('left the screen'));
        return { rows: Array.from({ length: 10 }, (_, i) => offset + i), total: 50 };
      },
      { pageSize: 10, parallel: 2, expected: 50, signal: controller.signal },
    );
    await expect(loading).rejects.toThrow('left the screen');
    expect(asked).toEqual([0, 10]);
  });
});

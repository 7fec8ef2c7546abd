import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { filtersArb, rowsArb, sortsArb } from '../../../tests/support/engine-arbitraries.ts';
import { collationRanks, collationRanksInSteps, ranksFor, rankTexts, rankTextsInSteps } from './collation-ranks.ts';
import { allIds, candidatesInSteps, candidatesOf, keywordColumn, keywordColumnSteps, loadColumnStore, textColumn } from './column-store.ts';
import { filterIds, foldedTexts, foldedTextsInSteps } from './columnar-filter.ts';
import { sortIdsBy } from './columnar-sort.ts';
import { packRows } from './packed-rows.ts';
import { packedTable } from './row-table.ts';
import { backgroundTask, once, runStep, runWarmUp, warmUpSteps, type WarmStep } from './warm-up.ts';

const warmed = (rows: Parameters<typeof loadColumnStore>[0]) => {
  const store = loadColumnStore(rows);
  for (const step of warmUpSteps(store)) runStep(step);
  return store;
};

describe('the first operation and the warm one', () => {
  it('the first keyword sort after a filter collates only the rows that passed, and orders them as the warm sort does', () => {
    const rows = ['Zucker', 'äpfel', 'Apfel', 'Birne', 'apfel', 'Öl', 'ofen', 'Zimt', 'Kümmel', 'kaffee'].map((k, i) => ({ ...emptyKeywordRow(k), avgsv: i }));
    const cold = loadColumnStore(rows);
    const passed = filterIds(cold, allIds(cold), [{ field: 2, action: 'less', value: 2 }]);
    const lazy = { key: 'field:1', texts: () => textColumn(cold, 1) };
    expect(ranksFor(cold, lazy, passed).byPosition).toBe(true);
    const sort = [{ column: 'keyword', direction: 'asc' } as const];
    const first = Array.from(sortIdsBy(cold, passed, sort));
    expect(cold.derived.has('ranks:field:1')).toBe(false);
    expect(first).toEqual(Array.from(sortIdsBy(warmed(rows), passed, sort)));
    expect(first.map((id) => rows[id]?.keyword)).toEqual(['äpfel', 'Zucker']);
  });

  it('property: filter then sort on fresh rows equals the same on rows whose warm-up ran', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, fc.boolean(), (generated, filters, sorts, byKeyword) => {
        const sort = byKeyword ? [{ column: 'keyword' as const, direction: 'desc' as const }, ...sorts] : sorts;
        const cold = loadColumnStore(generated);
        const warm = warmed(generated);
        const first = sortIdsBy(cold, filterIds(cold, allIds(cold), filters), sort);
        const again = sortIdsBy(warm, filterIds(warm, allIds(warm), filters), sort);
        expect(Array.from(first)).toEqual(Array.from(again));
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('property: on packed rows too, the first filter and sort equal the warm ones, the keywords built in slices', () => {
    fc.assert(
      fc.property(rowsArb, filtersArb, sortsArb, (generated, filters, sorts) => {
        const packing = packRows(generated);
        if (!packing) return;
        const cold = loadColumnStore(packedTable(packing.packed));
        const warm = loadColumnStore(packedTable(packing.packed));
        const steps = warmUpSteps(warm);
        // Half the steps, so a request meets the keyword column half built; then the rest.
        steps.slice(0, steps.length >> 1).forEach(runStep);
        const half = sortIdsBy(warm, filterIds(warm, allIds(warm), filters), sorts);
        steps.forEach(runStep);
        const first = sortIdsBy(cold, filterIds(cold, allIds(cold), filters), sorts);
        expect(Array.from(half)).toEqual(Array.from(first));
        expect(Array.from(sortIdsBy(warm, filterIds(warm, allIds(warm), filters), sorts))).toEqual(Array.from(first));
        expect(textColumn(warm, 1)).toEqual(generated.map((row) => row.keyword));
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('builds the keyword column in slices; a request meanwhile builds it whole and the slices left do nothing', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => emptyKeywordRow(k));
    const store = loadColumnStore(rows);
    const steps = keywordColumnSteps(store, 3);
    expect(steps).toHaveLength(3);
    steps[0]?.();
    expect(store.derived.has('keywords')).toBe(false);
    const asked = keywordColumn(store);
    steps.slice(1).forEach((step) => step());
    expect(keywordColumn(store)).toBe(asked);
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const sliced = loadColumnStore(rows);
    keywordColumnSteps(sliced, 3).forEach((step) => step());
    expect(sliced.derived.get('keywords')).toEqual(asked);
  });

  it('runs one step per task when each fills the time of a task, and stops when the rows were replaced', () => {
    const queue: (() => void)[] = [];
    const ran: number[] = [];
    let clock = 0;
    const steps: WarmStep[] = [0, 1, 2].map((i) =>
      once(() => {
        clock += 20;
        ran.push(i);
      }),
    );
    let current = true;
    runWarmUp(steps, () => current, (run) => queue.push(run), () => clock, 12);
    expect(ran).toEqual([]);
    queue.shift()?.();
    expect(ran).toEqual([0]);
    current = false;
    queue.shift()?.();
    expect(ran).toEqual([0]);
    expect(queue).toHaveLength(0);
  });

  it('runs a stepped step in slices of the given time, a task each, and stops it when the rows were replaced', () => {
    const queue: (() => void)[] = [];
    let clock = 0;
    const done: number[] = [];
    function* slices(): Generator<void, void> {
      for (let i = 0; i < 10; i++) {
        clock += 4;
        done.push(i);
        yield;
      }
    }
    let current = true;
    runWarmUp([slices, once(() => done.push(99))], () => current, (run) => queue.push(run), () => clock, 12);
    expect(done).toEqual([]);
    queue.shift()?.();
    // 4 ms a slice: three fill the 12 ms.
    expect(done).toEqual([0, 1, 2]);
    queue.shift()?.();
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
    current = false;
    queue.shift()?.();
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue).toHaveLength(0);
  });

  it('the collation ranks in slices equal the ranks built at once; a request meanwhile finishes them and the slices stop', () => {
    // One text in fifty has no primary key (ß): the keyed texts sorted in slices, the others merged in.
    const word = (i: number): string => (i % 50 === 0 ? 'straße' : (['Äpfel', 'apfel', 'Öl', 'zimt'][i % 4] ?? ''));
    const rows = Array.from({ length: 40_000 }, (_, i) => emptyKeywordRow(`${word(i)} ${(i * 7919) % 9973}`));
    const sliced = loadColumnStore(rows);
    const texts = () => textColumn(sliced, 1);
    const steps = collationRanksInSteps(sliced, 'field:1', () => rankTextsInSteps(texts()));
    let slices = 0;
    while (!steps.next().done) slices++;
    expect(slices).toBeGreaterThan(3);
    const whole = rankTexts(rows.map((row) => row.keyword));
    expect(sliced.derived.get('ranks:field:1')).toEqual(whole);

    const asked = loadColumnStore(rows);
    let read = 0;
    const counted = () => {
      read++;
      return textColumn(asked, 1);
    };
    const pending = collationRanksInSteps(asked, 'field:1', () => rankTextsInSteps(counted()));
    pending.next();
    pending.next();
    const built = collationRanks(asked, 'field:1', counted);
    // The request finished what the warm-up began: it did not read the texts again to start over.
    expect(read).toBe(1);
    expect(pending.next().done).toBe(true);
    expect(asked.derived.get('ranks:field:1')).toBe(built);
    expect(built).toEqual(whole);
  });

  it('property: the folded keywords and the duplicate candidates built in slices equal those a request builds', () => {
    fc.assert(
      fc.property(rowsArb, (generated) => {
        const packing = packRows(generated);
        for (const rows of packing === null ? [generated] : [generated, packedTable(packing.packed)]) {
          const warm = loadColumnStore(rows);
          for (const step of [() => foldedTextsInSteps(warm, 1), () => candidatesInSteps(warm)]) runStep(step);
          const cold = loadColumnStore(rows);
          expect(warm.derived.get('folded:1')).toEqual(foldedTexts(cold, 1));
          expect(warm.derived.get('candidates')).toEqual(candidatesOf(cold));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('waits for a background task where the Scheduler API exists, else for a zero timeout', async () => {
    const posted: unknown[] = [];
    const ran: string[] = [];
    Reflect.set(globalThis, 'scheduler', { postTask: (run: () => void, options: unknown) => (posted.push(options), run()) });
    try {
      backgroundTask(() => ran.push('background'));
    } finally {
      Reflect.deleteProperty(globalThis, 'scheduler');
    }
    expect(posted).toEqual([{ priority: 'background' }]);
    backgroundTask(() => ran.push('timeout'));
    expect(ran).toEqual(['background']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['background', 'timeout']);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { VolumeJob } from '../../domain/contracts/volume-jobs.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { volumeLookupMachine, type JobLookup, type ResultPage } from '../../machines/volume-lookup-machine.ts';
import { resultLoader } from './result-loader.ts';

const doneJob: VolumeJob = {
  id: 'job-1', status: 'done', done_batches: 1, total_batches: 1, progress: 100, keyword_count: 7, failed: [], error: null,
  location: 2276, language: 'de', created_at: '2026-11-23T10:00:00.000Z', updated_at: '2026-11-23T10:00:00.000Z',
};
const source = Array.from({ length: 7 }, (_, i) => emptyKeywordRow(`kw ${i + 1}`));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The lookup machine on a finished job whose result is served by `loadPage` through the real loader. */
function lookup(loadPage: (jobId: string, offset: number, limit: number, signal: AbortSignal) => Promise<ResultPage>) {
  const machine = volumeLookupMachine.provide({
    actors: {
      getJob: fromPromise<JobLookup, { jobId: string }>(() => Promise.resolve({ kind: 'job', job: doneJob })),
      loadResult: resultLoader(loadPage, 3),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() }).start();
  actor.send({ type: 'WATCH', jobId: 'job-1' });
  return actor;
}

describe('resultLoader', () => {
  it('loads every page of the job into the machine, reporting progress on the way', async () => {
    const asked: string[] = [];
    const progress: number[] = [];
    const actor = lookup((jobId, offset, limit) => {
      asked.push(`${jobId}:${offset}:${limit}`);
      return Promise.resolve({ rows: source.slice(offset, offset + limit), total: source.length });
    });
    actor.subscribe((snapshot) => progress.push(snapshot.context.loaded.rows));
    for (let i = 0; i < 10; i++) await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
    expect(actor.getSnapshot().context.rows?.map((r) => r.keyword)).toEqual(source.map((r) => r.keyword));
    expect(asked.sort()).toEqual(['job-1:0:3', 'job-1:3:3', 'job-1:6:3']);
    expect(progress).toContain(3);
    expect(progress.at(-1)).toBe(7);
  });

  it('reports a failed page as a failed load', async () => {
    const actor = lookup((_, offset) => (offset === 3 ? Promise.reject(new Error('The server cannot be reached.')) : Promise.resolve({ rows: source.slice(offset, offset + 3), total: 7 })));
    for (let i = 0; i < 10; i++) await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'loadFailed' });
    expect(actor.getSnapshot().context.message).toBe('The server cannot be reached.');
  });

  it('aborts the requests of a job the person has left for another, and drops their answers', async () => {
    const late: ((page: ResultPage) => void)[] = [];
    const signals: AbortSignal[] = [];
    const actor = lookup((jobId, offset, _limit, signal) => {
      if (jobId !== 'job-1') return Promise.resolve({ rows: source.slice(offset, Math.min(offset + 3, 2)), total: 2 });
      signals.push(signal);
      return new Promise<ResultPage>((resolve) => late.push(resolve));
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'loading' });
    expect(late).toHaveLength(3);
    expect(signals.some((s) => s.aborted)).toBe(false);
    actor.send({ type: 'WATCH', jobId: 'job-2' });
    expect(signals.every((s) => s.aborted)).toBe(true);
    for (let i = 0; i < 5; i++) await settle();
    expect(actor.getSnapshot().context.rows?.map((r) => r.keyword)).toEqual(['kw 1', 'kw 2']);
    for (const [index, answer] of late.entries()) answer({ rows: source.slice(index * 3, index * 3 + 3), total: 7 });
    for (let i = 0; i < 5; i++) await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
    expect(actor.getSnapshot().context.rows?.map((r) => r.keyword)).toEqual(['kw 1', 'kw 2']);
  });

  it('aborts the requests in flight when the screen is left (the machine stops)', async () => {
    const signals: AbortSignal[] = [];
    const actor = lookup((_jobId, _offset, _limit, signal) => {
      signals.push(signal);
      return new Promise<ResultPage>(() => undefined);
    });
    await settle();
    expect(signals).toHaveLength(3);
    actor.stop();
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { VolumeJob, VolumeJobStartResponse } from '../domain/contracts/volume-jobs.ts';
import { emptyKeywordRow } from '../domain/keyword-row.ts';
import { advance } from './test-clock.ts';
import { POLL_MS, RESULT_PAGE_SIZE, volumeLookupMachine, type JobLookup, type ResultPage, type VolumeLookupRequest } from './volume-lookup-machine.ts';

const job = (over: Partial<VolumeJob> = {}): VolumeJob => ({
  id: 'job-1',
  status: 'running',
  done_batches: 0,
  total_batches: 3,
  progress: 0,
  keyword_count: 2000,
  failed: [],
  error: null,
  location: 2276,
  language: 'de',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  ...over,
});

/** Effects as fakes: each call is recorded; answers come from the queues the test fills. */
function harness(answers: { gets?: (JobLookup | Error)[]; start?: VolumeJobStartResponse | Error; resume?: VolumeJob | Error; pages?: (ResultPage | Error)[] } = {}) {
  const calls = { start: [] as VolumeLookupRequest[], get: [] as string[], resume: [] as string[], page: [] as number[], shown: [] as string[], forgotten: 0 };
  const gets = answers.gets ?? [];
  const pages = answers.pages ?? [];
  const answer = <T,>(value: T | Error | undefined, what: string): Promise<T> => {
    if (value === undefined) return Promise.reject(new Error(`no ${what} answer left`));
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  const clock = new SimulatedClock();
  const machine = volumeLookupMachine.provide({
    actors: {
      startJob: fromPromise<VolumeJobStartResponse, VolumeLookupRequest>(({ input }) => {
        calls.start.push(input);
        return answer(answers.start, 'start');
      }),
      getJob: fromPromise<JobLookup, { jobId: string }>(({ input }) => {
        calls.get.push(input.jobId);
        return answer(gets.shift(), 'get');
      }),
      resumeJob: fromPromise<VolumeJob, { jobId: string }>(({ input }) => {
        calls.resume.push(input.jobId);
        return answer(answers.resume, 'resume');
      }),
      loadPage: fromPromise<ResultPage, { jobId: string; offset: number; limit: number }>(({ input }) => {
        expect(input.limit).toBe(RESULT_PAGE_SIZE);
        calls.page.push(input.offset);
        return answer(pages.shift(), 'page');
      }),
    },
    actions: {
      showJob: (_, jobId) => void calls.shown.push(jobId),
      forgetJob: () => void (calls.forgotten += 1),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const started: VolumeJobStartResponse = { job_id: 'job-1', total_batches: 3, accepted: 2000, rejected: [] };
const page = (count: number, total: number): ResultPage => ({ rows: Array.from({ length: count }, (_, i) => emptyKeywordRow(`kw ${i}`)), total });

describe('volume lookup machine', () => {
  it('starts a job, shows its id, polls every second until done and loads the first page', async () => {
    const { actor, clock, calls } = harness({
      start: started,
      gets: [{ kind: 'job', job: job() }, { kind: 'job', job: job({ progress: 33, done_batches: 1 }) }, { kind: 'job', job: job({ status: 'done', progress: 100, done_batches: 3 }) }],
      pages: [page(100, 2000)],
    });
    actor.send({ type: 'START', keywords: ['a', 'b'], location: 2276, language: 'de' });
    await settle();
    expect(calls.start).toEqual([{ keywords: ['a', 'b'], location: 2276, language: 'de' }]);
    expect(calls.shown).toEqual(['job-1']);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    advance(clock, POLL_MS - 1);
    await settle();
    expect(calls.get).toHaveLength(1);
    advance(clock, 1);
    await settle();
    expect(calls.get).toHaveLength(2);
    expect(actor.getSnapshot().context.job?.progress).toBe(33);
    advance(clock, POLL_MS);
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
    expect(calls.page).toEqual([0]);
    expect(actor.getSnapshot().context.page?.total).toBe(2000);
  });

  it('goes back to editing with the message when the start fails', async () => {
    const { actor, calls } = harness({ start: new Error('keywords: give at least one keyword') });
    actor.send({ type: 'START', keywords: [], location: 2276, language: 'de' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.message).toBe('keywords: give at least one keyword');
    expect(calls.shown).toEqual([]);
  });

  it('asks at once when progress is pushed for its job, and ignores pushes for other jobs', async () => {
    const { actor, clock, calls } = harness({ gets: [{ kind: 'job', job: job() }, { kind: 'job', job: job({ progress: 66 }) }] });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    actor.send({ type: 'PROGRESS_PUSHED', jobId: 'other', progress: 50 });
    await settle();
    expect(calls.get).toHaveLength(1);
    actor.send({ type: 'PROGRESS_PUSHED', jobId: 'job-1', progress: 66 });
    expect(actor.getSnapshot().context.job?.progress).toBe(66);
    await settle();
    expect(calls.get).toHaveLength(2);
    advance(clock, 10);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('picks a job up by id after a reload, whatever state it is in', async () => {
    const { actor, calls } = harness({ gets: [{ kind: 'job', job: job({ status: 'interrupted', done_batches: 1, progress: 33 }) }] });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('interrupted');
    expect(calls.shown).toEqual([]);
  });

  it('keeps polling with the message shown when a poll fails', async () => {
    const { actor, clock, calls } = harness({ gets: [new Error('The server cannot be reached.'), { kind: 'job', job: job({ progress: 33 }) }] });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.message).toBe('The server cannot be reached.');
    advance(clock, POLL_MS);
    await settle();
    expect(calls.get).toHaveLength(2);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('stops at a missing job and can start over', async () => {
    const { actor, calls } = harness({ gets: [{ kind: 'missing', message: 'This lookup does not exist.' }] });
    actor.send({ type: 'WATCH', jobId: 'nope' });
    await settle();
    expect(actor.getSnapshot().value).toBe('missing');
    expect(actor.getSnapshot().context.message).toBe('This lookup does not exist.');
    actor.send({ type: 'NEW_LOOKUP' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.jobId).toBeNull();
    expect(calls.forgotten).toBe(1);
  });

  it('shows a failed job with its failed keywords and resumes it', async () => {
    const failed = job({ status: 'failed', done_batches: 2, progress: 66, failed: [{ keyword: 'x', reason: 'provider error' }], error: 'Batch 3 failed' });
    const { actor, clock, calls } = harness({
      gets: [{ kind: 'job', job: failed }, { kind: 'job', job: job({ status: 'done', progress: 100, done_batches: 3 }) }],
      resume: job({ status: 'queued', done_batches: 2, progress: 66 }),
      pages: [page(100, 2000)],
    });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.job?.failed).toEqual([{ keyword: 'x', reason: 'provider error' }]);
    actor.send({ type: 'RESUME' });
    await settle();
    expect(calls.resume).toEqual(['job-1']);
    expect(actor.getSnapshot().value).toBe('waiting');
    advance(clock, POLL_MS);
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
  });

  it('stays failed or interrupted with the message when resuming fails', async () => {
    for (const status of ['failed', 'interrupted'] as const) {
      const { actor } = harness({ gets: [{ kind: 'job', job: job({ status }) }], resume: new Error('Resume refused') });
      actor.send({ type: 'WATCH', jobId: 'job-1' });
      await settle();
      actor.send({ type: 'RESUME' });
      await settle();
      expect(actor.getSnapshot().value).toBe(status);
      expect(actor.getSnapshot().context.message).toBe('Resume refused');
    }
  });

  it('pages through the result, refuses pages outside it and retries a failed page', async () => {
    const { actor, calls } = harness({
      gets: [{ kind: 'job', job: job({ status: 'done', progress: 100 }) }],
      pages: [page(100, 2000), new Error('Page failed'), page(100, 2000)],
    });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    await settle();
    actor.send({ type: 'PAGE', offset: 2000 });
    actor.send({ type: 'PAGE', offset: -100 });
    expect(calls.page).toEqual([0]);
    actor.send({ type: 'PAGE', offset: 1900 });
    expect(actor.getSnapshot().context.pageOffset).toBe(0);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'pageFailed' });
    expect(actor.getSnapshot().context.message).toBe('Page failed');
    actor.send({ type: 'RETRY_PAGE' });
    await settle();
    expect(calls.page).toEqual([0, 1900, 1900]);
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
    expect(actor.getSnapshot().context.offset).toBe(1900);
    expect(actor.getSnapshot().context.pageOffset).toBe(1900);
    actor.send({ type: 'NEW_LOOKUP' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.page).toBeNull();
  });

  it('starts over from any state, forgetting the job', async () => {
    const { actor, calls } = harness({ gets: [{ kind: 'job', job: job() }] });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'NEW_LOOKUP' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.job).toBeNull();
    expect(calls.forgotten).toBe(1);
  });

  it('fails loudly when an effect is not provided', async () => {
    const actor = createActor(volumeLookupMachine, { clock: new SimulatedClock() }).start();
    actor.send({ type: 'START', keywords: ['a'], location: 2276, language: 'de' });
    await settle();
    expect(actor.getSnapshot().context.message).toBe('startJob not provided');
  });
});

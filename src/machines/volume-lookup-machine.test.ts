import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import type { VolumeJob, VolumeJobStartResponse } from '../domain/contracts/volume-jobs.ts';
import { emptyKeywordRow } from '../domain/keyword-row.ts';
import { advance } from '../../tests/support/test-clock.ts';
import type { KeywordRow } from '../domain/keyword-row.ts';
import { POLL_MS, volumeLookupMachine, type JobLookup, type ResultLoaderEvent, type ResultLoadInput, type VolumeLookupRequest } from './volume-lookup-machine.ts';

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

/** A result load as the fake loader plays it: the events it sends back, in order. */
type ResultScript = readonly ResultLoaderEvent[];

/**
 * Effects as fakes: each call is recorded; answers come from the queues the test fills. A result
 * load sends its script's events one settle apart, and records whether it was stopped.
 */
function harness(answers: { gets?: (JobLookup | Error)[]; start?: VolumeJobStartResponse | Error; resume?: VolumeJob | Error; results?: ResultScript[] } = {}) {
  const calls = { start: [] as VolumeLookupRequest[], get: [] as string[], resume: [] as string[], result: [] as ResultLoadInput[], stopped: 0, shown: [] as string[], forgotten: 0 };
  const gets = answers.gets ?? [];
  const results = answers.results ?? [];
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
      loadResult: fromCallback<EventObject, ResultLoadInput>(({ input, sendBack }) => {
        calls.result.push(input);
        const script = results.shift() ?? [{ type: 'RESULT_FAILED', error: new Error('no result answer left') }];
        let live = true;
        void (async () => {
          for (const event of script) {
            await settle();
            if (live) sendBack(event);
          }
        })();
        return () => {
          live = false;
          calls.stopped += 1;
        };
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
const keywordRows = (count: number): KeywordRow[] => Array.from({ length: count }, (_, i) => emptyKeywordRow(`kw ${i}`));
/** Loads `count` rows in pages of 1.000, reporting progress after each. */
const loads = (count: number): ResultScript => [
  ...Array.from({ length: Math.ceil(count / 1000) }, (_, i) => ({ type: 'RESULT_PROGRESS' as const, loaded: Math.min(count, (i + 1) * 1000), total: count })),
  { type: 'RESULT_LOADED', rows: keywordRows(count) },
];
/** Settles until the scripted loader has sent everything (one settle per event, plus the job answer). */
const settleAll = async (times = 6) => {
  for (let i = 0; i < times; i++) await settle();
};

describe('volume lookup machine', () => {
  it('starts a job, shows its id, polls every second until done and loads the whole result', async () => {
    const { actor, clock, calls } = harness({
      start: started,
      gets: [{ kind: 'job', job: job() }, { kind: 'job', job: job({ progress: 33, done_batches: 1 }) }, { kind: 'job', job: job({ status: 'done', progress: 100, done_batches: 3 }) }],
      results: [loads(2000)],
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
    expect(actor.getSnapshot().value).toEqual({ done: 'loading' });
    expect(actor.getSnapshot().context.loaded).toEqual({ rows: 0, total: 2000 });
    await settle();
    expect(actor.getSnapshot().context.loaded).toEqual({ rows: 1000, total: 2000 });
    expect(actor.getSnapshot().context.rows).toBeNull();
    await settleAll();
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
    expect(calls.result).toEqual([{ jobId: 'job-1', expected: 2000 }]);
    expect(actor.getSnapshot().context.rows).toHaveLength(2000);
    expect(actor.getSnapshot().context.loaded).toEqual({ rows: 2000, total: 2000 });
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
    // The batch count moves with the pushed percentage (two of three), so the bar's two figures agree.
    expect(actor.getSnapshot().context.job?.done_batches).toBe(2);
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
      results: [loads(2000)],
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
    await settleAll();
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
    expect(actor.getSnapshot().context.rows).toHaveLength(2000);
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

  it('shows a failed result load with its message, retries it and drops a load that was left', async () => {
    const { actor, calls } = harness({
      gets: [{ kind: 'job', job: job({ status: 'done', progress: 100, keyword_count: 1500 }) }],
      results: [
        [{ type: 'RESULT_PROGRESS', loaded: 1000, total: 1500 }, { type: 'RESULT_FAILED', error: new Error('Page 2 failed') }],
        [{ type: 'RESULT_PROGRESS', loaded: 1000, total: 1497 }, { type: 'RESULT_LOADED', rows: keywordRows(1497) }],
      ],
    });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settleAll();
    expect(actor.getSnapshot().value).toEqual({ done: 'loadFailed' });
    expect(actor.getSnapshot().context.message).toBe('Page 2 failed');
    expect(actor.getSnapshot().context.rows).toBeNull();
    actor.send({ type: 'RETRY_RESULT' });
    expect(actor.getSnapshot().value).toEqual({ done: 'loading' });
    // Retrying starts the count afresh rather than showing the failed load's progress.
    expect(actor.getSnapshot().context.loaded).toEqual({ rows: 0, total: 1500 });
    await settleAll();
    expect(actor.getSnapshot().value).toEqual({ done: 'shown' });
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(actor.getSnapshot().context.rows).toHaveLength(1497);
    expect(calls.result).toHaveLength(2);
    actor.send({ type: 'RETRY_RESULT' });
    expect(calls.result).toHaveLength(2);
    actor.send({ type: 'NEW_LOOKUP' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.rows).toBeNull();
  });

  it('stops loading the result when the person starts over', async () => {
    const { actor, calls } = harness({ gets: [{ kind: 'job', job: job({ status: 'done', progress: 100 }) }], results: [loads(2000)] });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ done: 'loading' });
    actor.send({ type: 'NEW_LOOKUP' });
    expect(calls.stopped).toBe(1);
    await settleAll();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.rows).toBeNull();
  });

  it('ignores result events outside loading', async () => {
    const { actor } = harness({ gets: [{ kind: 'job', job: job() }] });
    actor.send({ type: 'WATCH', jobId: 'job-1' });
    await settle();
    actor.send({ type: 'RESULT_LOADED', rows: keywordRows(3) });
    actor.send({ type: 'RESULT_PROGRESS', loaded: 3, total: 3 });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.rows).toBeNull();
    expect(actor.getSnapshot().context.loaded).toEqual({ rows: 0, total: 0 });
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
    const loading = createActor(
      volumeLookupMachine.provide({ actors: { getJob: fromPromise<JobLookup, { jobId: string }>(() => Promise.resolve({ kind: 'job', job: job({ status: 'done' }) })) } }),
      { clock: new SimulatedClock() },
    ).start();
    loading.send({ type: 'WATCH', jobId: 'job-1' });
    await settleAll();
    expect(loading.getSnapshot().value).toEqual({ done: 'loadFailed' });
    expect(loading.getSnapshot().context.message).toBe('loadResult not provided');
  });
});

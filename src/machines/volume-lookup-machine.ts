import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { KeywordRow } from '../domain/keyword-row.ts';
import type { VolumeJob, VolumeJobStartResponse } from '../domain/contracts/volume-jobs.ts';
import { required } from './required.ts';
import { batchesDoneAtLeast } from '../domain/batches.ts';

/** How often a running job is asked for its state; pushed progress makes the next ask earlier. */
export const POLL_MS = 1000;

export interface VolumeLookupRequest {
  readonly keywords: readonly string[];
  readonly location: number;
  readonly language: string;
}

/** `missing`: the job does not exist (or belongs to another company) — polling again cannot help. */
export type JobLookup = { readonly kind: 'job'; readonly job: VolumeJob } | { readonly kind: 'missing'; readonly message: string };

export interface ResultPage {
  readonly rows: readonly KeywordRow[];
  readonly total: number;
}

/** What the result loader is given: the job, and how many rows its keyword count promises. */
export interface ResultLoadInput {
  readonly jobId: string;
  readonly expected: number;
}

/** The events the result loader sends back while it fetches every page of a finished job. */
export type ResultLoaderEvent =
  | { readonly type: 'RESULT_PROGRESS'; readonly loaded: number; readonly total: number }
  | { readonly type: 'RESULT_LOADED'; readonly rows: readonly KeywordRow[] }
  | { readonly type: 'RESULT_FAILED'; readonly error: unknown };

export interface VolumeLookupContext {
  readonly jobId: string | null;
  readonly job: VolumeJob | null;
  /** The lines the server refused at start (it checks again; normally the live check caught them all). */
  readonly startResponse: VolumeJobStartResponse | null;
  /** The last failed call, shown as a message; cleared by the next success. */
  readonly message: string | null;
  /** Every row of the finished job, once all its pages are in (the workbench needs the whole result). */
  readonly rows: readonly KeywordRow[] | null;
  /** How far loading the result has come; `total` is the job's keyword count until the server tells. */
  readonly loaded: { readonly rows: number; readonly total: number };
}

export type VolumeLookupEvent =
  | ({ readonly type: 'START' } & VolumeLookupRequest)
  /** Follow a job by id: the `?job=` search parameter on arrival, a reload, a notification link. */
  | { readonly type: 'WATCH'; readonly jobId: string }
  /** A progress notification pushed on the company room. */
  | { readonly type: 'PROGRESS_PUSHED'; readonly jobId: string; readonly progress: number }
  | { readonly type: 'RESUME' }
  | ResultLoaderEvent
  | { readonly type: 'RETRY_RESULT' }
  | { readonly type: 'NEW_LOOKUP' };

function pushedProgress(job: VolumeJob, progress: number): VolumeJob {
  const shown = Math.max(job.progress, progress);
  return { ...job, progress: shown, done_batches: Math.max(job.done_batches, batchesDoneAtLeast(shown, job.total_batches)) };
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : 'The server did not answer as expected. Please try again.';

const emptyContext: VolumeLookupContext = { jobId: null, job: null, startResponse: null, message: null, rows: null, loaded: { rows: 0, total: 0 } };

/**
 * The Google Search Volume lookup: editing → starting → watching/waiting (asks `get` every second and
 * reacts to pushed progress) → done (loads every result row) | failed | interrupted (both offer Resume).
 * Decision: the job id is handed to `showJob` so the screen puts it in the URL; leaving and coming back
 * (or reloading) sends WATCH with it and the machine picks the job up wherever it is. A failed poll
 * (network, server restart) keeps polling with the message shown instead of giving up on the job.
 */
export const volumeLookupMachine = setup({
  types: {} as { context: VolumeLookupContext; events: VolumeLookupEvent },
  actors: {
    startJob: fromPromise<VolumeJobStartResponse, VolumeLookupRequest>(() => Promise.reject(new Error('startJob not provided'))),
    getJob: fromPromise<JobLookup, { jobId: string }>(() => Promise.reject(new Error('getJob not provided'))),
    resumeJob: fromPromise<VolumeJob, { jobId: string }>(() => Promise.reject(new Error('resumeJob not provided'))),
    /** Sends RESULT_PROGRESS while it loads, then RESULT_LOADED or RESULT_FAILED. */
    loadResult: fromCallback<EventObject, ResultLoadInput>(({ sendBack }) => {
      sendBack({ type: 'RESULT_FAILED', error: new Error('loadResult not provided') } satisfies ResultLoaderEvent);
    }),
  },
  actions: {
    /** Puts the job id where a reload finds it (the screen: `?job=` in the URL). */
    showJob: (_, _jobId: string) => undefined,
    /** Removes it again when the person starts over. */
    forgetJob: () => undefined,
  },
  delays: { POLL: POLL_MS },
  guards: {
    isOwnJob: ({ context, event }) => event.type === 'PROGRESS_PUSHED' && event.jobId === context.jobId,
  },
}).createMachine({
  id: 'volumeLookup',
  context: emptyContext,
  initial: 'editing',
  on: {
    WATCH: {
      target: '.watching',
      actions: assign(({ event }) => ({ ...emptyContext, jobId: event.jobId })),
    },
    // From anywhere: a running job goes on on the server and stays in the notifications.
    NEW_LOOKUP: { target: '.editing', actions: ['forgetJob', assign(() => emptyContext)] },
  },
  states: {
    editing: {
      on: {
        START: { target: 'starting', actions: assign({ message: null, startResponse: null }) },
      },
    },
    starting: {
      invoke: {
        src: 'startJob',
        input: ({ event }) => {
          if (event.type !== 'START') throw new Error('starting is entered by START only');
          return { keywords: event.keywords, location: event.location, language: event.language };
        },
        onDone: {
          target: 'watching',
          actions: [
            assign(({ event }) => ({ ...emptyContext, jobId: event.output.job_id, startResponse: event.output })),
            { type: 'showJob', params: ({ event }) => event.output.job_id },
          ],
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ message: messageOf(event.error) })) },
      },
    },
    watching: {
      tags: ['busy'],
      invoke: {
        src: 'getJob',
        input: ({ context }) => ({ jobId: required(context.jobId, 'jobId') }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'missing',
            target: 'missing',
            actions: assign(({ event }) => ({ message: event.output.kind === 'missing' ? event.output.message : null, job: null })),
          },
          { guard: ({ event }) => statusOf(event.output) === 'done', target: 'done', actions: assign(({ event }) => storeJob(event.output)) },
          { guard: ({ event }) => statusOf(event.output) === 'failed', target: 'failed', actions: assign(({ event }) => storeJob(event.output)) },
          {
            guard: ({ event }) => statusOf(event.output) === 'interrupted',
            target: 'interrupted',
            actions: assign(({ event }) => storeJob(event.output)),
          },
          { target: 'waiting', actions: assign(({ event }) => storeJob(event.output)) },
        ],
        onError: { target: 'waiting', actions: assign(({ event }) => ({ message: messageOf(event.error) })) },
      },
    },
    waiting: {
      tags: ['busy'],
      after: { POLL: 'watching' },
      on: {
        PROGRESS_PUSHED: {
          guard: 'isOwnJob',
          target: 'watching',
          actions: assign(({ context, event }) => ({
            // The push carries a percentage only; the batch count moves with it, so the bar never reads 100 % · Batch 2 of 3.
            job: context.job === null ? null : pushedProgress(context.job, event.progress),
          })),
        },
      },
    },
    done: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign(({ context }) => ({ rows: null, loaded: { rows: 0, total: context.job?.keyword_count ?? 0 } })),
          invoke: {
            src: 'loadResult',
            input: ({ context }) => ({ jobId: required(context.jobId, 'jobId'), expected: context.job?.keyword_count ?? 0 }),
            // A loader that breaks outright (not one whose request failed) must not leave the screen loading forever.
            onError: { target: 'loadFailed', actions: assign(({ event }) => ({ message: messageOf(event.error) })) },
          },
          on: {
            RESULT_PROGRESS: { actions: assign(({ event }) => ({ loaded: { rows: event.loaded, total: event.total } })) },
            RESULT_LOADED: {
              target: 'shown',
              actions: assign(({ event }) => ({ rows: event.rows, loaded: { rows: event.rows.length, total: event.rows.length }, message: null })),
            },
            RESULT_FAILED: { target: 'loadFailed', actions: assign(({ event }) => ({ message: messageOf(event.error) })) },
          },
        },
        shown: {},
        loadFailed: { on: { RETRY_RESULT: 'loading' } },
      },
    },
    failed: {
      on: { RESUME: 'resuming' },
    },
    interrupted: {
      on: { RESUME: 'resuming' },
    },
    resuming: {
      tags: ['busy'],
      invoke: {
        src: 'resumeJob',
        input: ({ context }) => ({ jobId: required(context.jobId, 'jobId') }),
        onDone: { target: 'waiting', actions: assign(({ event }) => ({ job: event.output, message: null })) },
        onError: [
          {
            guard: ({ context }) => context.job?.status === 'interrupted',
            target: 'interrupted',
            actions: assign(({ event }) => ({ message: messageOf(event.error) })),
          },
          { target: 'failed', actions: assign(({ event }) => ({ message: messageOf(event.error) })) },
        ],
      },
    },
    missing: {},
  },
});

function statusOf(lookup: JobLookup): VolumeJob['status'] | null {
  return lookup.kind === 'job' ? lookup.job.status : null;
}

function storeJob(lookup: JobLookup): Partial<VolumeLookupContext> {
  return lookup.kind === 'job' ? { job: lookup.job, message: null } : {};
}

import os from 'node:os';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_RETRY, type JobLog, type JobPort, type RetryPolicy } from './job-port.ts';
import { JobRegistry } from './job-registry.ts';
import { unfinishedJobs } from './job-store.ts';
import { errorMessage, runJob } from './run-job.ts';
import { logPorts } from '../logging/log-ports.ts';
import { createServerLogger } from '../logging/server-logger.ts';
import { runnerPort } from './runner-port.ts';
import { settleWithin } from './settle-within.ts';

export type BullmqRunnerOptions = {
  db: Kysely<Database>;
  redisUrl: string;
  /** Namespaces every Redis key, so parallel test runs (or two apps) on one Redis stay apart. */
  prefix?: string;
  queueName?: string;
  retry?: Partial<RetryPolicy>;
  /** How long a worker's claim on a job lasts without renewal: a crashed worker's job is free again after it. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  concurrency?: number;
  /** How long a job (or a schedule's tick) of a kind without a handler (or plan) waits for one before it fails. */
  handlerWaitMs?: number;
  log?: JobLog;
  /** On close, how long running jobs may take to finish the batch in hand before they are cut off (0: cut at once). */
  drainMs?: number;
};

export type BullmqJobPort = JobPort & {
  /** Stops as if the process died: no further write, the job stays claimed in Redis until its lock runs out. */
  crash(): Promise<void>;
};

/** A stored job to run, or one tick of a kind's schedule (made by a BullMQ job scheduler). */
type QueueData = { jobId: string } | { scheduled: string };

/**
 * What a handled tick leaves in the queue's event stream (its `completed` event's returnvalue; the
 * entry itself is removed): the tick's time, the worker that handled it and how many jobs it planned.
 * An operator reads when a schedule last ran, and where, with `XREVRANGE kwb:keyword-jobs:events`;
 * the cluster suite proves with it that each tick ran once over all instances.
 */
export type TickRecord = { kind: string; at: string; by: string; planned: number };

const schedulerId = (kind: string) => `schedule:${kind}`;

/**
 * Runs jobs on a BullMQ worker. Redis only says which job to work on; the job's batches and their
 * state live in the database, so any worker, after any restart, continues at the first unfinished batch.
 */
export async function createBullmqRunner(options: BullmqRunnerOptions): Promise<BullmqJobPort> {
  // Loaded on first use: a server without PostgreSQL or Redis never loads their clients (decision 0073).
  const { Queue, WaitingError, Worker } = await import('bullmq');
  const { db } = options;
  const log = options.log ?? logPorts(createServerLogger('info'));
  const registry = new JobRegistry();
  const stopping = new AbortController();
  const deps = { db, registry, retry: { ...DEFAULT_RETRY, ...options.retry }, stopping: stopping.signal };
  const connection = { url: options.redisUrl };
  const prefix = options.prefix ?? 'kwb';
  const name = options.queueName ?? 'keyword-jobs';
  const active = new Map<string, AbortController>();
  const runs = new Set<Promise<void>>();
  let crashed = false;
  let closed = false;

  const queue = new Queue<QueueData>(name, {
    connection,
    prefix,
    // The database keeps the outcome, and a removed entry lets the same job id be queued again on resume.
    defaultJobOptions: { removeOnComplete: true, removeOnFail: true, attempts: 1 },
  });
  queue.on('error', (error) => log.error(`job queue: ${errorMessage(error)}`));

  const closing = new AbortController();
  const waitMs = options.handlerWaitMs ?? 60_000;

  // The same id twice is one queue entry: an entry still waiting or claimed in Redis is left alone.
  const push = (jobId: string, kind: string) => queue.add(kind, { jobId }, { jobId }).then(() => undefined);

  const stop = async (force: boolean) => {
    closed = true;
    // Closing first stops the worker fetching: a job handed back below must go to another instance, not return here.
    const workerClosed = worker.close(force);
    if (!force) {
      // The batch in hand is finished and saved before the worker lets go of its jobs (drainMs, as in-process).
      stopping.abort();
      await settleWithin([...runs], options.drainMs ?? 0);
    }
    closing.abort(new Error('the job runner is closing'));
    for (const controller of active.values()) controller.abort(new Error('the job runner is closing'));
    await workerClosed;
    await queue.close();
  };

  const { port, tick } = runnerPort(
    {
      runner: 'bullmq',
      db,
      registry,
      dispatch: push,
      isActive: (jobId) => active.has(jobId),
      isClosed: () => closed,
      async arm(kind, schedule) {
        // Upserted under a fixed id: every instance and every restart keeps one scheduler per kind.
        const repeat = 'everyMs' in schedule ? { every: schedule.everyMs } : { pattern: schedule.cron, tz: 'UTC' };
        await queue.upsertJobScheduler(schedulerId(kind), repeat, { name: schedulerId(kind), data: { scheduled: kind } });
      },
      close: () => stop(false),
    },
    log,
  );

  const runStoredJob = async (entry: Job<QueueData>, jobId: string, token: string | undefined) => {
    const kind = entry.name;
    const controller = new AbortController();
    active.set(jobId, controller);
    try {
      // The entry's name is the job's kind (see push); the worker runs before the app registers handlers.
      await registry.whenRegistered(kind, waitMs, controller.signal);
      const outcome = controller.signal.aborted ? 'aborted' : await runJob(deps, jobId, controller.signal, (progress) => registry.emit(progress));
      // Hanging on here keeps the entry claimed in Redis, as after a real crash, until its lock expires.
      if (crashed) await new Promise<never>(() => {});
      if (outcome === 'aborted' && closed && token) {
        // A clean stop (a drain, issue 23) hands the job back to the queue at once: another instance's
        // worker continues it at its first unfinished batch, without waiting for a lock to expire.
        await entry.moveToWait(token);
        throw new WaitingError();
      }
      // Throwing leaves the database row 'running', so the next start queues the job again.
      if (outcome === 'aborted') throw new Error('the job runner stopped before the job finished');
    } finally {
      active.delete(jobId);
    }
  };

  const workerName = `${os.hostname()}:${process.pid}`;
  const processor = async (entry: Job<QueueData>, token?: string): Promise<TickRecord | undefined> => {
    if ('jobId' in entry.data) {
      const run = runStoredJob(entry, entry.data.jobId, token);
      runs.add(run);
      await run.finally(() => runs.delete(run));
      return undefined;
    }
    const kind = entry.data.scheduled;
    await registry.whenPlanned(kind, waitMs, closing.signal);
    if (closed) throw new Error('the job runner stopped before the tick was planned');
    // The tick's own time (the scheduler's prevMillis), not the worker's clock: a tick handled late still plans for its moment.
    const at = new Date(entry.opts.prevMillis ?? entry.timestamp);
    const planned = await tick(kind, at);
    return { kind, at: at.toISOString(), by: workerName, planned };
  };

  const worker = new Worker<QueueData, TickRecord | undefined>(name, processor, {
    connection,
    prefix,
    // Stored with each job it takes (processedBy): an operator sees which instance runs a job.
    name: workerName,
    concurrency: options.concurrency ?? 4,
    lockDuration: options.lockDurationMs ?? 30_000,
    stalledInterval: options.stalledIntervalMs ?? 15_000,
    // Every restart mid-job counts as a stall; a job must survive several of them.
    maxStalledCount: 20,
  });
  worker.on('error', (error) => {
    if (!closed) log.error(`job worker: ${errorMessage(error)}`);
  });
  worker.on('failed', (entry, error) => {
    if (closed || !entry) return;
    log.warn('jobId' in entry.data ? `job ${entry.data.jobId} stopped: ${error.message}` : `the schedule of job kind "${entry.data.scheduled}" failed: ${error.message}`);
  });

  try {
    await Promise.all([queue.waitUntilReady(), worker.waitUntilReady()]);
    // Entries lost with Redis (or failed by a clean shutdown) are queued again from the database.
    for (const job of await unfinishedJobs(db)) await push(job.id, job.kind);
  } catch (error) {
    await worker.close(true).catch(() => {});
    await queue.close().catch(() => {});
    throw error;
  }

  return {
    ...port,
    async crash() {
      crashed = true;
      await stop(true);
    },
  };
}

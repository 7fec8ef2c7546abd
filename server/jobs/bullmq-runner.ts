import { Queue, Worker, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_RETRY, JobNotFoundError, JobRegistry, type JobLog, type JobPort, type RetryPolicy } from './job-port.ts';
import { batchResults, insertJob, jobRow, jobView, setJobStatus, unfinishedJobs } from './job-store.ts';
import { errorMessage, runJob } from './run-job.ts';

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
  /** How long a job of a kind without a handler waits for one to be registered before it fails. */
  handlerWaitMs?: number;
  log?: JobLog;
};

export type BullmqJobPort = JobPort & {
  /** Stops as if the process died: no further write, the job stays claimed in Redis until its lock runs out. */
  crash(): Promise<void>;
};

type QueueData = { jobId: string };

/**
 * Runs jobs on a BullMQ worker. Redis only says which job to work on; the job's batches and their
 * state live in the database, so any worker, after any restart, continues at the first unfinished batch.
 */
export async function createBullmqRunner(options: BullmqRunnerOptions): Promise<BullmqJobPort> {
  const { db } = options;
  const log = options.log ?? console;
  const registry = new JobRegistry();
  const deps = { db, registry, retry: { ...DEFAULT_RETRY, ...options.retry } };
  const connection = { url: options.redisUrl };
  const prefix = options.prefix ?? 'kwb';
  const name = options.queueName ?? 'keyword-jobs';
  const active = new Map<string, AbortController>();
  let crashed = false;
  let closed = false;

  const queue = new Queue<QueueData>(name, {
    connection,
    prefix,
    // The database keeps the outcome, and a removed entry lets the same job id be queued again on resume.
    defaultJobOptions: { removeOnComplete: true, removeOnFail: true, attempts: 1 },
  });
  queue.on('error', (error) => log.error(`job queue: ${errorMessage(error)}`));

  const processor = async (entry: Job<QueueData>) => {
    const { jobId } = entry.data;
    const controller = new AbortController();
    active.set(jobId, controller);
    try {
      // The entry's name is the job's kind (see push); the worker runs before the app registers handlers.
      await registry.whenRegistered(entry.name, options.handlerWaitMs ?? 60_000, controller.signal);
      const outcome = controller.signal.aborted ? 'aborted' : await runJob(deps, jobId, controller.signal, (progress) => registry.emit(progress));
      // Hanging on here keeps the entry claimed in Redis, as after a real crash, until its lock expires.
      if (crashed) await new Promise<never>(() => {});
      // Throwing leaves the database row 'running', so the next start queues the job again.
      if (outcome === 'aborted') throw new Error('the job runner stopped before the job finished');
    } finally {
      active.delete(jobId);
    }
  };

  const worker = new Worker<QueueData>(name, processor, {
    connection,
    prefix,
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
    if (!closed && entry) log.warn(`job ${entry.data.jobId} stopped: ${error.message}`);
  });

  // The same id twice is one queue entry: an entry still waiting or claimed in Redis is left alone.
  const push = (jobId: string, kind: string) => queue.add(kind, { jobId }, { jobId }).then(() => undefined);

  try {
    await Promise.all([queue.waitUntilReady(), worker.waitUntilReady()]);
    // Entries lost with Redis (or failed by a clean shutdown) are queued again from the database.
    for (const job of await unfinishedJobs(db)) await push(job.id, job.kind);
  } catch (error) {
    await worker.close(true).catch(() => {});
    await queue.close().catch(() => {});
    throw error;
  }

  const stop = async (force: boolean) => {
    closed = true;
    for (const controller of active.values()) controller.abort(new Error('the job runner is closing'));
    await worker.close(force);
    await queue.close();
  };

  return {
    runner: 'bullmq',
    register: (kind, handler) => registry.register(kind, handler),
    onProgress: (listener) => registry.onProgress(listener),
    get: (jobId) => jobView(db, jobId),
    results: (jobId) => batchResults(db, jobId),
    async enqueue(job) {
      if (closed) throw new Error('the job runner is closed');
      if (!registry.handler(job.kind)) throw new Error(`no handler is registered for job kind "${job.kind}"`);
      const id = await insertJob(db, job);
      await push(id, job.kind);
      return id;
    },
    async resume(jobId) {
      if (closed) throw new Error('the job runner is closed');
      const row = await jobRow(db, jobId);
      if (!row) throw new JobNotFoundError(jobId);
      if (row.status === 'done') return;
      if (row.status !== 'running') await setJobStatus(db, jobId, 'queued');
      await push(jobId, row.kind);
    },
    close: () => stop(false),
    async crash() {
      crashed = true;
      await stop(true);
    },
  };
}

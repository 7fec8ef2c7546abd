import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { JobNotFoundError, type JobLog, type JobPort, type NewJob } from './job-port.ts';
import type { JobRegistry } from './job-registry.ts';
import { batchResults, insertJob, jobRow, jobView, setJobStatus } from './job-store.ts';
import { checkSchedule, type JobSchedule } from './schedule/job-schedule.ts';

/** What tells one runner from the other: where a job goes to run, and how a schedule ticks. */
export type RunnerParts = {
  runner: JobPort['runner'];
  db: Kysely<Database>;
  registry: JobRegistry;
  /** Hands a stored job to this runner's workers. */
  dispatch(jobId: string, kind: string): Promise<void>;
  /** True while this process works on the job: resuming it then changes nothing. */
  isActive(jobId: string): boolean;
  isClosed(): boolean;
  /** Starts ticking a schedule whose plan is in the registry; each tick calls `tick`. */
  arm(kind: string, schedule: JobSchedule): Promise<void>;
  close(): Promise<void>;
};

export type RunnerPort = {
  port: JobPort;
  /** One tick of a kind's schedule: enqueues the jobs its plan gives for `at`; how many it enqueued. */
  tick(kind: string, at: Date): Promise<number>;
};

/**
 * The JobPort both runners expose. The database holds every job and batch, so storing, reading,
 * resuming and planning are the same for both; only dispatching and ticking differ.
 */
export function runnerPort(parts: RunnerParts, log: JobLog): RunnerPort {
  const { db, registry } = parts;
  const assertOpen = () => {
    if (parts.isClosed()) throw new Error('the job runner is closed');
  };

  const enqueue = async (job: NewJob): Promise<string> => {
    assertOpen();
    if (!registry.handler(job.kind)) throw new Error(`no handler is registered for job kind "${job.kind}"`);
    const id = await insertJob(db, job);
    if (job.results) {
      // Stored done: reported as a job that finished (the bell's entry), never handed to a worker.
      const batches = job.batches.length;
      registry.emit({ jobId: id, companyId: job.companyId, userId: job.userId, status: 'done', doneBatches: batches, totalBatches: batches, failed: [] });
      return id;
    }
    await parts.dispatch(id, job.kind);
    return id;
  };

  const tick = async (kind: string, at: Date): Promise<number> => {
    const plan = registry.plan(kind);
    if (!plan) {
      log.warn(`a tick of job kind "${kind}" came without a schedule for it; skipped`);
      return 0;
    }
    const jobs = await plan(at);
    for (const job of jobs) await enqueue(job);
    return jobs.length;
  };

  const port: JobPort = {
    runner: parts.runner,
    register: (kind, handler) => registry.register(kind, handler),
    onProgress: (listener) => registry.onProgress(listener),
    get: (jobId) => jobView(db, jobId),
    results: (jobId) => batchResults(db, jobId),
    enqueue,
    async resume(jobId) {
      assertOpen();
      const row = await jobRow(db, jobId);
      if (!row) throw new JobNotFoundError(jobId);
      if (row.status === 'done' || parts.isActive(jobId)) return;
      // A job still 'running' belongs to a worker that lost it (BullMQ hands it on); its row stays as it is.
      if (row.status !== 'running') await setJobStatus(db, jobId, 'queued');
      await parts.dispatch(jobId, row.kind);
    },
    async schedule(kind, schedule, plan) {
      assertOpen();
      checkSchedule(schedule);
      registry.addPlan(kind, plan);
      await parts.arm(kind, schedule);
    },
    close: () => parts.close(),
  };
  return { port, tick };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_RETRY, JobNotFoundError, JobRegistry, type JobLog, type JobPort, type RetryPolicy } from './job-port.ts';
import { batchResults, insertJob, jobRow, jobView, markUnfinishedInterrupted, setJobStatus } from './job-store.ts';
import { errorMessage, runJob } from './run-job.ts';

export type InProcessRunnerOptions = {
  db: Kysely<Database>;
  retry?: Partial<RetryPolicy>;
  log?: JobLog;
};

/**
 * Runs jobs inside this process, each job's batches one after another. Nothing outside the process
 * knows about a job, so one that a previous process left unfinished is marked interrupted at
 * start and waits for a person to resume it. Assumes one server process per database.
 */
export async function createInProcessRunner(options: InProcessRunnerOptions): Promise<JobPort> {
  const { db } = options;
  const log = options.log ?? console;
  const registry = new JobRegistry();
  const deps = { db, registry, retry: { ...DEFAULT_RETRY, ...options.retry } };
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let closed = false;

  const interrupted = await markUnfinishedInterrupted(db);
  if (interrupted.length > 0) log.warn(`${interrupted.length} unfinished job(s) of a previous run marked interrupted`);

  const start = (jobId: string) => {
    if (closed || running.has(jobId)) return;
    const controller = new AbortController();
    const done = runJob(deps, jobId, controller.signal, (progress) => registry.emit(progress))
      .then(() => undefined)
      .catch(async (error: unknown) => {
        // Most likely the database went away; record it where it can be, and keep the process up.
        log.error(`job ${jobId} stopped: ${errorMessage(error)}`);
        if (!controller.signal.aborted) await setJobStatus(db, jobId, 'failed', errorMessage(error)).catch(() => {});
      })
      .finally(() => running.delete(jobId));
    running.set(jobId, { controller, done });
  };

  return {
    runner: 'in-process',
    register: (kind, handler) => registry.register(kind, handler),
    onProgress: (listener) => registry.onProgress(listener),
    get: (jobId) => jobView(db, jobId),
    results: (jobId) => batchResults(db, jobId),
    async enqueue(job) {
      if (closed) throw new Error('the job runner is closed');
      if (!registry.handler(job.kind)) throw new Error(`no handler is registered for job kind "${job.kind}"`);
      const id = await insertJob(db, job);
      start(id);
      return id;
    },
    async resume(jobId) {
      if (closed) throw new Error('the job runner is closed');
      const row = await jobRow(db, jobId);
      if (!row) throw new JobNotFoundError(jobId);
      if (row.status === 'done' || running.has(jobId)) return;
      await setJobStatus(db, jobId, 'queued');
      start(jobId);
    },
    async close() {
      closed = true;
      // Stopped jobs stay 'running' in the database; the next start marks them interrupted.
      for (const { controller } of running.values()) controller.abort(new Error('the job runner is closing'));
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_RETRY, type JobLog, type JobPort, type RetryPolicy } from './job-port.ts';
import { JobRegistry } from './job-registry.ts';
import { markUnfinishedInterrupted, setJobStatus } from './job-store.ts';
import { errorMessage, runJob } from './run-job.ts';
import { logPorts } from '../logging/log-ports.ts';
import { createServerLogger } from '../logging/server-logger.ts';
import { runnerPort } from './runner-port.ts';
import { settleWithin } from './settle-within.ts';
import { nextTick, type JobSchedule } from './schedule/job-schedule.ts';

export type InProcessRunnerOptions = {
  db: Kysely<Database>;
  retry?: Partial<RetryPolicy>;
  log?: JobLog;
  /** On close, how long running jobs may take to finish the batch in hand before they are cut off (0: cut at once). */
  drainMs?: number;
};

/** setTimeout's longest delay (about 24.8 days); a monthly cron tick is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs jobs inside this process, each job's batches one after another. Nothing outside the process
 * knows about a job, so one that a previous process left unfinished is marked interrupted at
 * start and waits for a person to resume it. Assumes one server process per database, which is
 * also why its schedules are plain timers: no other instance could tick them twice.
 */
export async function createInProcessRunner(options: InProcessRunnerOptions): Promise<JobPort> {
  const { db } = options;
  const log = options.log ?? logPorts(createServerLogger('info'));
  const registry = new JobRegistry();
  const stopping = new AbortController();
  const deps = { db, registry, retry: { ...DEFAULT_RETRY, ...options.retry }, stopping: stopping.signal };
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const timers = new Set<NodeJS.Timeout>();
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

  const at = (when: Date, work: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (Date.now() < when.getTime()) at(when, work);
      else work();
    }, Math.min(MAX_TIMER_MS, Math.max(0, when.getTime() - Date.now())));
    // A pending tick must not keep a process alive that has nothing else to do.
    timer.unref();
    timers.add(timer);
  };

  const { port, tick } = runnerPort(
    {
      runner: 'in-process',
      db,
      registry,
      dispatch: async (jobId) => start(jobId),
      isActive: (jobId) => running.has(jobId),
      isClosed: () => closed,
      arm: async (kind: string, schedule: JobSchedule) => {
        const armNext = () => {
          const when = nextTick(schedule, new Date());
          at(when, () => {
            void tick(kind, when)
              .catch((error: unknown) => log.error(`the schedule of job kind "${kind}" failed: ${errorMessage(error)}`))
              .finally(armNext);
          });
        };
        armNext();
      },
      async close() {
        closed = true;
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        // A saved batch is not asked for again on resume: letting the one in hand finish saves a provider call.
        stopping.abort();
        await settleWithin([...running.values()].map((entry) => entry.done), options.drainMs ?? 0);
        // Stopped jobs stay 'running' in the database; the next start marks them interrupted.
        for (const { controller } of running.values()) controller.abort(new Error('the job runner is closing'));
        await Promise.all([...running.values()].map((entry) => entry.done));
      },
    },
    log,
  );
  return port;
}

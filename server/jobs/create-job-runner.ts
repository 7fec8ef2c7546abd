import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import { inProcessRunnerHealth, type JobRunnerHealth } from './job-runner-health.ts';
import type { JobLog, JobPort, RetryPolicy } from './job-port.ts';

export type JobRunnerConfig = {
  db: Kysely<Database>;
  redisUrl: string | undefined;
  /** BullMQ key prefix; tests pass their own so runs on one Redis do not share queues. */
  prefix?: string;
  retry?: Partial<RetryPolicy>;
  log?: JobLog;
  /** On close, how long running jobs may finish the batch in hand (server/main.ts: half the shutdown timeout). */
  drainMs?: number;
  /** BullMQ's job lock; the stalled-job check runs every half of it (a dead instance's job moves on within about 1.5 times it). */
  lockMs?: number;
};

export type JobRunner = { jobs: JobPort; health: JobRunnerHealth; close(): Promise<void> };

/** BullMQ when REDIS_URL is set (jobs survive restarts and spread over instances), else the in-process runner. */
export async function createJobRunner(config: JobRunnerConfig): Promise<JobRunner> {
  const common = { db: config.db, ...(config.retry ? { retry: config.retry } : {}), ...(config.log ? { log: config.log } : {}), ...(config.drainMs ? { drainMs: config.drainMs } : {}) };
  if (!config.redisUrl) {
    const jobs = await createInProcessRunner(common);
    return { jobs, health: inProcessRunnerHealth, close: () => jobs.close() };
  }
  // Loaded only with REDIS_URL: BullMQ and ioredis add half a second to every start without it.
  const [{ createBullmqRunner }, { redisRunnerHealth }] = await Promise.all([import('./bullmq-runner.ts'), import('./redis-runner-health.ts')]);
  const jobs = await createBullmqRunner({ ...common, redisUrl: config.redisUrl, ...(config.prefix ? { prefix: config.prefix } : {}), ...(config.lockMs ? { lockDurationMs: config.lockMs, stalledIntervalMs: config.lockMs / 2 } : {}) });
  const health = await redisRunnerHealth(config.redisUrl);
  return {
    jobs,
    health,
    async close() {
      await jobs.close();
      await health.close();
    },
  };
}

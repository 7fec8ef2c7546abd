import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DatabaseKind } from '../../server/db/connect.ts';
import { createBullmqRunner } from '../../server/jobs/bullmq-runner.ts';
import { createInProcessRunner } from '../../server/jobs/in-process-runner.ts';
import type { JobPort, RetryPolicy } from '../../server/jobs/job-port.ts';
import { assertLoopback, seededDatabase, type TestDatabase } from './harness.ts';

const redisUrl = process.env.REDIS_URL;
const quietLog = { warn: () => {}, error: () => {} };

export type RunnerKind = 'in-process' | 'bullmq';
/** BullMQ only where REDIS_URL is set. */
export const runnerKinds: RunnerKind[] = redisUrl ? ['in-process', 'bullmq'] : ['in-process'];

export type JobRunnerFixture = {
  /** One seeded database for the group: every test works on its own job ids. */
  database: TestDatabase;
  /** The first member of the seed: the company and user new jobs belong to. */
  owner: { companyId: number; userId: number };
  /** A runner of the group's kind; the test keeps it in `runner`, which is closed after each test. */
  start(): Promise<JobPort>;
  runner: JobPort | undefined;
};

/** Deletes this run's BullMQ keys, so the machine's Redis keeps nothing of the test. */
async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

const newPrefix = (): string => `kwb-test-${randomBytes(6).toString('hex')}`;

/** Hooks for a describe block that runs one runner kind on one database kind. */
export function useJobRunnerFixture(databaseKind: DatabaseKind, runnerKind: RunnerKind, retry?: Partial<RetryPolicy>): JobRunnerFixture {
  // A Redis namespace per test, not per describe: a schedule a test armed keeps ticking in Redis after
  // its runner closed, and the next test's runner, finding no plan for those ticks, held its worker's
  // slots waiting for one while its own kind's ticks waited behind them (a flaky jobs-schedule test).
  let prefix = newPrefix();
  const options = { log: quietLog, ...(retry ? { retry } : {}) };
  const fx: Partial<Pick<JobRunnerFixture, 'database' | 'owner'>> & Pick<JobRunnerFixture, 'runner'> = { runner: undefined };
  const fixture = {
    get database() {
      if (!fx.database) throw new Error('the database is not open yet');
      return fx.database;
    },
    get owner() {
      if (!fx.owner) throw new Error('the database is not seeded yet');
      return fx.owner;
    },
    get runner() {
      return fx.runner;
    },
    set runner(value: JobPort | undefined) {
      fx.runner = value;
    },
    async start() {
      const db = fixture.database.handle.db;
      if (runnerKind === 'in-process') return createInProcessRunner({ db, ...options });
      if (!redisUrl) throw new Error('REDIS_URL is not set');
      assertLoopback(redisUrl);
      return createBullmqRunner({ db, redisUrl, prefix, ...options });
    },
  };
  beforeAll(async () => {
    const database = await seededDatabase(databaseKind);
    fx.database = database;
    const member = await database.handle.db.selectFrom('memberships').select(['user_id', 'company_id']).orderBy('user_id').executeTakeFirstOrThrow();
    fx.owner = { companyId: member.company_id, userId: member.user_id };
  });
  afterEach(async () => {
    await fx.runner?.close();
    fx.runner = undefined;
    if (runnerKind === 'bullmq' && redisUrl) await dropRedisPrefix(redisUrl, prefix);
    prefix = newPrefix();
  });
  afterAll(async () => {
    await fx.database?.drop();
  });
  return fixture;
}

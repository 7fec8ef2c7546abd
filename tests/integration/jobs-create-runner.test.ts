import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createJobRunner } from '../../server/jobs/create-job-runner.ts';
import { assertLoopback, databaseKinds, freshDatabase, type TestDatabase } from './harness.ts';

const redisUrl = process.env.REDIS_URL;
const quietLog = { warn: () => {}, error: () => {} };

describe.each(databaseKinds)('choosing the job runner on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await migrateToLatest(database.handle.db);
  });
  afterAll(() => database.drop());

  it('runs jobs in the process without REDIS_URL, and reports that to /api/health', async () => {
    const runner = await createJobRunner({ db: database.handle.db, redisUrl: undefined, log: quietLog });
    try {
      expect(runner.jobs.runner).toBe('in-process');
      expect(runner.health.runner).toBe('in-process');
      expect(await runner.health.check()).toBe(true);
    } finally {
      await runner.close();
    }
  });

  it.runIf(redisUrl)('runs jobs on BullMQ with REDIS_URL, healthy while Redis answers', async () => {
    if (!redisUrl) return;
    assertLoopback(redisUrl);
    const prefix = `kwb-test-${randomBytes(6).toString('hex')}`;
    const runner = await createJobRunner({ db: database.handle.db, redisUrl, prefix, log: quietLog });
    try {
      expect(runner.jobs.runner).toBe('bullmq');
      expect(runner.health.runner).toBe('bullmq');
      expect(await runner.health.check()).toBe(true);
    } finally {
      await runner.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});

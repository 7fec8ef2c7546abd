import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach } from 'vitest';
import type { DatabaseKind } from '../../server/db/connect.ts';
import type { BullmqJobPort } from '../../server/jobs/bullmq-runner.ts';
import { assertLoopback, seededDatabase, type TestDatabase } from './harness.ts';

export type BullmqFixture = {
  readonly redisUrl: string | undefined;
  /** A key prefix of this suite's own, so runs on one Redis never share queues. */
  readonly prefix: string;
  /** Runners the test starts; closed after each test. */
  readonly runners: BullmqJobPort[];
  /** A fresh, seeded database per test while REDIS_URL is set. */
  database: TestDatabase | undefined;
};

/** Per test: a seeded database; afterwards the runners closed, the database dropped, the queue keys deleted. */
export function useBullmqFixture(kind: DatabaseKind): BullmqFixture {
  const redisUrl = process.env.REDIS_URL;
  const fixture: BullmqFixture = { redisUrl, prefix: `kwb-test-${randomBytes(6).toString('hex')}`, runners: [], database: undefined };
  beforeEach(async () => {
    if (!redisUrl) return;
    assertLoopback(redisUrl);
    fixture.database = await seededDatabase(kind);
  });
  afterEach(async () => {
    for (const runner of fixture.runners.splice(0)) await runner.close();
    await fixture.database?.drop();
    fixture.database = undefined;
    if (!redisUrl) return;
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${fixture.prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });
  return fixture;
}

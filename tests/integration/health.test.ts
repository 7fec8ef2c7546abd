import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { inProcessRunnerHealth, type JobRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import { redisRunnerHealth } from '../../server/jobs/redis-runner-health.ts';
import { freePort } from '../support/server-process.ts';
import { assertLoopback, databaseKinds, freshDatabase, type TestDatabase } from './harness.ts';

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    // The app runs its job runner and notifier over the migrated tables.
    await migrateToLatest(database.handle.db);
  });
  afterAll(() => database.drop());

  async function health(jobs: JobRunnerHealth) {
    const app = await buildApp({ database: database.handle, jobs, sessionTtlHours: 1, logLevel: 'silent' });
    try {
      return await app.inject({ method: 'GET', url: '/api/health' });
    } finally {
      await app.close();
      await jobs.close();
    }
  }

  it('reports the BullMQ runner degraded with 503 when Redis does not answer', async () => {
    const response = await health(await redisRunnerHealth(`redis://127.0.0.1:${await freePort()}`));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', down: ['redis'], database: { kind, ok: true }, jobs: { runner: 'bullmq', ok: false } });
  });

  it.runIf(Boolean(process.env.REDIS_URL))('reports the BullMQ runner healthy on the machine’s Redis', async () => {
    const url = process.env.REDIS_URL ?? '';
    assertLoopback(url);
    const response = await health(await redisRunnerHealth(url));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', down: [], database: { kind, ok: true }, jobs: { runner: 'bullmq', ok: true } });
  });

  it('says draining with 503 once a stop began, while requests still arriving are served until the port closes', async () => {
    const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 1, logLevel: 'silent', isDraining: () => true });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'draining', down: [], database: { kind, ok: true } });
      const status = await app.inject({ method: 'GET', url: '/api/status' });
      expect(status.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

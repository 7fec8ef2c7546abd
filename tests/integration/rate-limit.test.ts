import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import { freshDatabase, httpOnlyKinds, type TestDatabase } from './harness.ts';

describe.each(httpOnlyKinds)('the API rate limit per client address on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    // The app runs its job runner and notifier over the migrated tables.
    await migrateToLatest(database.handle.db);
  });
  afterAll(() => database.drop());

  it('answers 429 with a message once an address passes its requests per minute; other addresses go on', async () => {
    const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 1, logLevel: 'silent', apiRequestsPerMinute: 5 });
    try {
      const status = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/status', remoteAddress });
      for (let i = 0; i < 5; i++) expect((await status('127.0.9.1')).statusCode).toBe(200);
      const limited = await status('127.0.9.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('at most 5 a minute') });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await status('127.0.9.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

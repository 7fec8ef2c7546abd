import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBullmqRunner } from '../../server/jobs/bullmq-runner.ts';
import { createInProcessRunner } from '../../server/jobs/in-process-runner.ts';
import type { BatchHandler, JobPort, JobProgress, RetryPolicy } from '../../server/jobs/job-port.ts';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import { assertLoopback, databaseKinds, seededDatabase, type TestDatabase } from './harness.ts';

const redisUrl = process.env.REDIS_URL;
const quietLog = { warn: () => {}, error: () => {} };
const fastRetry: Partial<RetryPolicy> = { attempts: 3, baseDelayMs: 40, factor: 2, maxDelayMs: 1000 };

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(20);
  }
}

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

const keywords = (count: number) => Array.from({ length: count }, (_, i) => `glühwein ${i}`);
const volumes: BatchHandler = async (batch) => ({ items: batch.map((keyword) => ({ keyword, volume: String(keyword).length })) });

type RunnerKind = 'in-process' | 'bullmq';
const runnerKinds: RunnerKind[] = redisUrl ? ['in-process', 'bullmq'] : ['in-process'];

describe.each(databaseKinds)('jobs on %s', (databaseKind) => {
  describe.each(runnerKinds)('with the %s runner', (runnerKind) => {
    let database: TestDatabase;
    let runner: JobPort | undefined;
    let owner: { companyId: number; userId: number };
    const prefix = `kwb-test-${randomBytes(6).toString('hex')}`;

    const start = async (): Promise<JobPort> => {
      const db = database.handle.db;
      if (runnerKind === 'in-process') return createInProcessRunner({ db, retry: fastRetry, log: quietLog });
      if (!redisUrl) throw new Error('REDIS_URL is not set');
      assertLoopback(redisUrl);
      return createBullmqRunner({ db, redisUrl, prefix, retry: fastRetry, log: quietLog });
    };
    const enqueue = (port: JobPort, items: string[], size: number) =>
      port.enqueue({ kind: 'volume', ...owner, payload: { location: 2276, language: 'de' }, batches: splitIntoBatches(items, size) });
    const finished = (port: JobPort, id: string) => waitFor(async () => ['done', 'failed'].includes((await port.get(id))?.status ?? ''));

    // One database for the group: every test works on its own job ids, and leaves no job unfinished.
    beforeAll(async () => {
      database = await seededDatabase(databaseKind);
      const member = await database.handle.db.selectFrom('memberships').select(['user_id', 'company_id']).orderBy('user_id').executeTakeFirstOrThrow();
      owner = { companyId: member.company_id, userId: member.user_id };
    });
    afterEach(async () => {
      await runner?.close();
      runner = undefined;
    });
    afterAll(async () => {
      await database.drop();
      if (runnerKind === 'bullmq' && redisUrl) await dropRedisPrefix(redisUrl, prefix);
    });

    it('saves each batch as soon as it finishes', async () => {
      runner = await start();
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      runner.register('volume', async (batch, ctx) => {
        if (ctx.index === 1) await gate;
        return volumes(batch, ctx);
      });
      const id = await enqueue(runner, keywords(25), 10);
      const rows = () => database.handle.db.selectFrom('job_batches').select(['index', 'status', 'result']).where('job_id', '=', id).orderBy('index').execute();
      await waitFor(async () => (await runner?.get(id))?.doneBatches === 1);
      const whileRunning = await rows();
      expect(whileRunning.map((row) => row.status)).toEqual(['done', 'pending', 'pending']);
      expect(whileRunning[0]?.result?.items).toHaveLength(10);
      expect((await runner.get(id))?.status).toBe('running');
      release();
      await finished(runner, id);
      expect(await runner.get(id)).toMatchObject({ status: 'done', doneBatches: 3, totalBatches: 3, error: null, failed: [] });
      expect(await runner.results(id)).toEqual(keywords(25).map((keyword) => ({ keyword, volume: keyword.length })));
    });

    it('a batch failing after its retries fails the job, keeps the earlier batches and lists its keywords', async () => {
      runner = await start();
      const calls: number[] = [];
      runner.register('volume', async (batch, ctx) => {
        calls.push(ctx.index);
        if (ctx.index === 2) throw new Error('40501: invalid field');
        return volumes(batch, ctx);
      });
      const id = await enqueue(runner, keywords(35), 10);
      await finished(runner, id);
      const job = await runner.get(id);
      expect(job).toMatchObject({ status: 'failed', doneBatches: 2, totalBatches: 4, error: 'batch 3 of 4 failed after 3 attempts: 40501: invalid field' });
      expect(job?.failed).toEqual(keywords(35).slice(20, 30).map((item) => ({ item, reason: '40501: invalid field' })));
      expect(calls).toEqual([0, 1, 2, 2, 2]);
      const batches = await database.handle.db.selectFrom('job_batches').select(['status', 'attempts', 'error']).where('job_id', '=', id).orderBy('index').execute();
      expect(batches).toEqual([
        { status: 'done', attempts: 1, error: null },
        { status: 'done', attempts: 1, error: null },
        { status: 'failed', attempts: 3, error: '40501: invalid field' },
        { status: 'pending', attempts: 0, error: null },
      ]);
      expect(await runner.results(id)).toHaveLength(20);
    });

    it('retries a failed batch after a backoff and succeeds on the 2nd attempt', async () => {
      runner = await start();
      const attemptsAt: number[] = [];
      runner.register('volume', async (batch, ctx) => {
        if (ctx.index === 1) {
          attemptsAt.push(Date.now());
          if (attemptsAt.length === 1) throw new Error('HTTP 500');
        }
        return volumes(batch, ctx);
      });
      const id = await enqueue(runner, keywords(20), 10);
      await finished(runner, id);
      expect((await runner.get(id))?.status).toBe('done');
      expect(attemptsAt).toHaveLength(2);
      expect((attemptsAt[1] ?? 0) - (attemptsAt[0] ?? 0)).toBeGreaterThanOrEqual(35);
      const second = await database.handle.db.selectFrom('job_batches').select('attempts').where('job_id', '=', id).where('index', '=', 1).executeTakeFirstOrThrow();
      expect(second.attempts).toBe(2);
    });

    it('reports progress batch by batch, in order, with the keywords a batch gave up on', async () => {
      runner = await start();
      runner.register('volume', async (batch, ctx) => {
        const result = await volumes(batch, ctx);
        return ctx.index === 1 ? { ...result, failed: [{ item: batch[0], reason: 'no data' }] } : result;
      });
      const events: JobProgress[] = [];
      runner.onProgress((progress) => events.push(progress));
      const id = await enqueue(runner, keywords(30), 10);
      await waitFor(() => events.some((event) => event.status === 'done'));
      const mine = events.filter((event) => event.jobId === id);
      expect(mine.map((event) => [event.status, event.doneBatches, event.totalBatches, event.failed.length])).toEqual([
        ['running', 0, 3, 0],
        ['running', 1, 3, 0],
        ['running', 2, 3, 1],
        ['running', 3, 3, 1],
        ['done', 3, 3, 1],
      ]);
      expect(mine[4]).toMatchObject({ companyId: owner.companyId, userId: owner.userId, failed: [{ item: 'glühwein 10', reason: 'no data' }] });
      expect((await runner.get(id))?.failed).toEqual([{ item: 'glühwein 10', reason: 'no data' }]);
    });

    it.runIf(runnerKind === 'in-process')('a new runner marks an unfinished job interrupted; resume finishes it without redoing batches', async () => {
      const first = await start();
      runner = first;
      first.register('volume', async (batch, ctx) => {
        if (ctx.index === 2) await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)));
        return volumes(batch, ctx);
      });
      const id = await enqueue(first, keywords(40), 10);
      await waitFor(async () => (await first.get(id))?.doneBatches === 2);
      await first.close();
      expect((await first.get(id))?.status).toBe('running');

      const second = await start();
      runner = second;
      const calls: number[] = [];
      second.register('volume', async (batch, ctx) => {
        calls.push(ctx.index);
        return volumes(batch, ctx);
      });
      expect(await second.get(id)).toMatchObject({ status: 'interrupted', doneBatches: 2, totalBatches: 4 });
      expect(await second.results(id)).toHaveLength(20);
      await second.resume(id);
      await finished(second, id);
      expect(await second.get(id)).toMatchObject({ status: 'done', doneBatches: 4 });
      expect(calls).toEqual([2, 3]);
      expect(await second.results(id)).toEqual(keywords(40).map((keyword) => ({ keyword, volume: keyword.length })));
    });
  });
});

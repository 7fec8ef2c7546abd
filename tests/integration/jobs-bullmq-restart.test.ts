import { describe, expect, it } from 'vitest';
import { createBullmqRunner } from '../../server/jobs/bullmq-runner.ts';
import type { BatchHandler } from '../../server/jobs/job-port.ts';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import { useBullmqFixture } from './bullmq-fixture.ts';
import { databaseKinds } from './harness.ts';
import { quietLog, waitFor } from './volume-jobs-support.ts';

const redisUrl = process.env.REDIS_URL;
const volumes: BatchHandler = async (batch) => ({ items: batch.map((keyword) => ({ keyword, volume: String(keyword).length })) });

// A server restart mid-job: the old worker dies with batch 4 in hand, a new one takes the job over
// once the dead worker's lock on it runs out, and does only what was not saved yet.
describe.each(databaseKinds)('BullMQ restart on %s', (databaseKind) => {
  const fx = useBullmqFixture(databaseKind);

  it.runIf(redisUrl)('a new runner resumes the job at the first unfinished batch and does batches 4–6 only', async () => {
    if (!redisUrl || !fx.database) throw new Error('not set up');
    const db = fx.database.handle.db;
    const options = { db, redisUrl, prefix: fx.prefix, log: quietLog, lockDurationMs: 1000, stalledIntervalMs: 300, retry: { attempts: 2, baseDelayMs: 10 } };
    const firstCalls: number[] = [];
    const first = await createBullmqRunner(options);
    first.register('volume', async (batch, ctx) => {
      firstCalls.push(ctx.index);
      // Batch 4 never finishes here: the process "dies" while it is in flight.
      if (ctx.index === 3) await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)));
      return volumes(batch, ctx);
    });
    const member = await db.selectFrom('memberships').select(['user_id', 'company_id']).orderBy('user_id').executeTakeFirstOrThrow();
    const keywords = Array.from({ length: 60 }, (_, i) => `sonnencreme ${i}`);
    const id = await first.enqueue({ kind: 'volume', companyId: member.company_id, userId: member.user_id, payload: {}, batches: splitIntoBatches(keywords, 10) });
    await waitFor(async () => (await first.get(id))?.doneBatches === 3 && firstCalls.includes(3));
    await first.crash();
    expect(await first.get(id)).toMatchObject({ status: 'running', doneBatches: 3, totalBatches: 6 });

    const second = await createBullmqRunner(options);
    fx.runners.push(second);
    const secondCalls: number[] = [];
    second.register('volume', async (batch, ctx) => {
      secondCalls.push(ctx.index);
      return volumes(batch, ctx);
    });
    await waitFor(async () => (await second.get(id))?.status === 'done');

    expect(firstCalls).toEqual([0, 1, 2, 3]);
    expect(secondCalls).toEqual([3, 4, 5]);
    expect(await second.get(id)).toMatchObject({ status: 'done', doneBatches: 6, failed: [] });
    expect(await second.results(id)).toEqual(keywords.map((keyword) => ({ keyword, volume: keyword.length })));
    const attempts = await db.selectFrom('job_batches').select('attempts').where('job_id', '=', id).orderBy('index').execute();
    expect(attempts.map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

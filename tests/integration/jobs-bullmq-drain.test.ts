import { describe, expect, it } from 'vitest';
import { createBullmqRunner } from '../../server/jobs/bullmq-runner.ts';
import type { BatchHandler } from '../../server/jobs/job-port.ts';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import { useBullmqFixture } from './bullmq-fixture.ts';
import { quietLog, waitFor } from './volume-jobs-support.ts';

const redisUrl = process.env.REDIS_URL;
const volumes: BatchHandler = async (batch) => ({ items: batch.map((keyword) => ({ keyword, volume: String(keyword).length })) });

// A drain (SIGTERM in a rolling deploy): the stopping instance finishes the batch in hand and hands
// the job back to the queue, so a running sibling continues it at once; a lock of 60 s would make
// a takeover through stalled-job recovery far slower than the test's wait (issue 23).
describe('BullMQ drain on pglite', () => {
  const fx = useBullmqFixture('pglite');

  it.runIf(redisUrl)('a cleanly stopping runner hands its job to a running one, which does the rest once', async () => {
    if (!redisUrl || !fx.database) throw new Error('not set up');
    const db = fx.database.handle.db;
    const options = { db, redisUrl, prefix: fx.prefix, log: quietLog, lockDurationMs: 60_000, stalledIntervalMs: 60_000, drainMs: 5000 };
    const calls: { runner: string; index: number }[] = [];
    let releaseBatch: () => void = () => {};
    const batchHeld = new Promise<void>((resolve) => (releaseBatch = resolve));
    const first = await createBullmqRunner(options);
    first.register('volume', async (batch, ctx) => {
      calls.push({ runner: 'first', index: ctx.index });
      // Batch 3 is in hand when the stop begins; it finishes and is saved before the job is handed back.
      if (ctx.index === 2) await batchHeld;
      return volumes(batch, ctx);
    });
    const member = await db.selectFrom('memberships').select(['user_id', 'company_id']).orderBy('user_id').executeTakeFirstOrThrow();
    const keywords = Array.from({ length: 60 }, (_, i) => `sonnencreme ${i}`);
    const id = await first.enqueue({ kind: 'volume', companyId: member.company_id, userId: member.user_id, payload: {}, batches: splitIntoBatches(keywords, 10) });
    await waitFor(async () => calls.some((call) => call.index === 2));

    const second = await createBullmqRunner(options);
    fx.runners.push(second);
    second.register('volume', async (batch, ctx) => {
      calls.push({ runner: 'second', index: ctx.index });
      return volumes(batch, ctx);
    });
    const stopped = first.close();
    releaseBatch();
    await stopped;
    const started = Date.now();
    await waitFor(async () => (await second.get(id))?.status === 'done');

    expect(Date.now() - started).toBeLessThan(30_000);
    expect(calls).toEqual([
      { runner: 'first', index: 0 },
      { runner: 'first', index: 1 },
      { runner: 'first', index: 2 },
      { runner: 'second', index: 3 },
      { runner: 'second', index: 4 },
      { runner: 'second', index: 5 },
    ]);
    expect(await second.results(id)).toEqual(keywords.map((keyword) => ({ keyword, volume: keyword.length })));
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineJobKind, type JobFacts, type JobServices } from '../../server/jobs/job-kind.ts';
import { registerJobKinds } from '../../server/jobs/register-job-kinds.ts';
import { createJobNotifier } from '../../server/notifications/job-notifier.ts';
import { NotificationStore } from '../../server/notifications/notification-store.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { databaseKinds } from './harness.ts';
import { runnerKinds, useJobRunnerFixture } from './job-runner-fixture.ts';

const quietLog = { warn: () => {}, error: () => {} };

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/**
 * A kind that is nothing like a bulk volume lookup: it counts words, ticks every 300 ms and plans
 * one job per tick. It proves that a kind's definition alone drives handler, schedule and messages.
 */
const wordCountDefinition = {
  kind: 'word-count',
  label: 'word count',
  suite: 'research',
  payload: z.object({ source: z.string() }),
  handler: () => async (batch: unknown[], _ctx: unknown, payload: { source: string }) => ({ items: batch.map((text) => ({ source: payload.source, words: String(text).split(' ').length })) }),
  messages: {
    title: ({ source }: { source: string }) => `Word count of ${source}`,
    link: (jobId: string) => `/words?job=${jobId}`,
    progress: (facts: JobFacts) => `Part ${facts.doneBatches} of ${facts.totalBatches}`,
    done: (facts: JobFacts) => `${facts.totalBatches} parts counted.`,
    failed: (_facts: JobFacts, _payload: unknown, reason: string | undefined) => `Stopped: ${reason ?? 'unknown'}.`,
    interrupted: () => 'Interrupted.',
  },
  rows: (items: readonly unknown[]) => items.map((item) => z.object({ words: z.number() }).parse(item).words),
} as const;

function wordCountKind(owner: { companyId: number; userId: number }, ticks: Date[]) {
  return defineJobKind({
    ...wordCountDefinition,
    schedule: {
      when: { everyMs: 300 },
      plan: async (_services, tickAt) => {
        ticks.push(tickAt);
        return [{ ...owner, payload: { source: `tick ${ticks.length}` }, batches: [['one two', 'three'], ['four five six']] }];
      },
    },
  });
}

describe.each(databaseKinds)('scheduled job kinds on %s', (databaseKind) => {
  describe.each(runnerKinds)('with the %s runner', (runnerKind) => {
    const fx = useJobRunnerFixture(databaseKind, runnerKind);

    it('plans and runs a job at every tick, tells the bell in the kind’s own words, and stops ticking when closed', async () => {
      const db = fx.database.handle.db;
      const ticks: Date[] = [];
      const kind = wordCountKind(fx.owner, ticks);
      const jobs = (fx.runner = await fx.start());
      const store = new NotificationStore(db);
      const notifier = createJobNotifier({ db, store, kinds: [kind], log: quietLog });
      jobs.onProgress(notifier.listener);
      const services: JobServices = { db, providers: selectProviders({}), keywordMetrics: async () => [] };
      await registerJobKinds(jobs, [kind], services);

      const doneJobs = () => db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', 'word-count').where('status', '=', 'done').orderBy('created_at').execute();
      await waitFor(async () => (await doneJobs()).length >= 2);
      // The in-process runner counts intervals from the epoch, so a restart keeps the rhythm.
      if (runnerKind === 'in-process') expect(ticks.slice(0, 2).map((tick) => tick.getTime() % 300)).toEqual([0, 0]);
      const [first] = await doneJobs();
      if (!first) throw new Error('no job');
      expect(first.payload).toEqual({ source: 'tick 1' });
      expect(kind.rows(await jobs.results(first.id))).toEqual([2, 1, 3]);

      await notifier.idle();
      await waitFor(async () => (await store.entry(fx.owner.companyId, first.id))?.type === 2);
      expect(await store.entry(fx.owner.companyId, first.id)).toMatchObject({ type: 2, title: 'Word count of tick 1', message: '2 parts counted.', link: `/words?job=${first.id}` });

      await jobs.close();
      fx.runner = undefined;
      const planned = ticks.length;
      await sleep(900);
      expect(ticks.length).toBe(planned);
      await notifier.idle();
    });

    it('SCHEDULE_EVERY_SECONDS\'s period replaces a kind\'s own: a monthly kind ticks within the test', async () => {
      const ticks: Date[] = [];
      // A kind of its own (a scheduler of its own in Redis) whose plan starts nothing: no job outlives the test.
      const monthly = defineJobKind({
        ...wordCountDefinition,
        kind: 'monthly-tick',
        schedule: { when: { cron: '0 4 2 * *' }, plan: async (_services, tickAt) => (ticks.push(tickAt), []) },
      });
      const jobs = (fx.runner = await fx.start());
      const services: JobServices = { db: fx.database.handle.db, providers: selectProviders({}), keywordMetrics: async () => [] };
      await registerJobKinds(jobs, [monthly], services, { everyMs: 300 });
      // A minute bounds a hang only: on a loaded machine the runner's first tick came late (CI timed out at
      // 15 s once); what the test proves is the spacing below.
      await waitFor(() => ticks.length >= 3, 60_000);
      // Three ticks within seconds: the monthly pattern alone would have ticked once at most.
      expect(ticks[2]!.getTime() - ticks[0]!.getTime()).toBeLessThan(15_000);
      await jobs.close();
      fx.runner = undefined;
    });

    it('refuses a schedule that can never tick, and a second schedule for one kind', async () => {
      const jobs = (fx.runner = await fx.start());
      const plan = async () => [];
      await expect(jobs.schedule('never', { cron: '0 0 30 2 *' }, plan)).rejects.toThrow(/matches no date/u);
      await expect(jobs.schedule('broken', { cron: 'daily' }, plan)).rejects.toThrow(/has 1 fields; a cron pattern has 5/u);
      await expect(jobs.schedule('nightly', { cron: '0 4 * * *' }, plan)).resolves.toBeUndefined();
      await expect(jobs.schedule('nightly', { everyMs: 60_000 }, plan)).rejects.toThrow(/already has a schedule/u);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../src/domain/update-schedule.ts';
import type { ProjectCreateResponse } from '../../src/domain/contracts/monitoring.ts';
import { createInProcessRunner } from '../../server/jobs/in-process-runner.ts';
import type { JobPort } from '../../server/jobs/job-port.ts';
import { planMonitoringUpdates } from '../../server/monitoring/update-planner.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/**
 * A schedule tick that falls between a project's insert (or a manual update's start) and its job's
 * enqueue must not plan the day the user's update already covers: the day is written first. The job
 * port here ticks the planner inside every enqueue, the latest moment such a tick could come.
 */
describe.each(databaseKinds)('the day a monitoring update covers, on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let runner: JobPort | undefined;
  const plannedAtEnqueue: number[][] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, async (db) => {
      const inner = await createInProcessRunner({ db });
      runner = inner;
      return {
        ...inner,
        register: (k, handler) => inner.register(k, handler),
        async enqueue(job) {
          plannedAtEnqueue.push((await planMonitoringUpdates(db, new Date())).map((planned) => planned.payload.project_id));
          return inner.enqueue(job);
        },
      };
    });
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(async () => {
    await t.close();
    await runner?.close();
  });

  it('a new project carries its first update\'s day, so a tick before its job exists plans it no second time', async () => {
    const created = await t.call<ProjectCreateResponse>(
      '/api/monitoring/projects/create',
      { company_id: 1, domain: 'www.rodel-laden.de', device: 'desktop', location: 2276, language: 'de', update_time: '00:00', keywords: { kind: 'csv', text: 'Keyword\nrodel\nschlitten\n' }, competitors: [] },
      power,
    );
    expect(created.job_id).not.toBe('');
    expect(plannedAtEnqueue.at(-1)).not.toContain(created.project.id);
    const row = await t.database.handle.db.selectFrom('monitoring_projects').select('planned_day').where('id', '=', created.project.id).executeTakeFirstOrThrow();
    expect(row.planned_day).toBe(berlinDay(new Date()));

    // A manual update of a project the schedule has not planned today marks the day before its job exists.
    await t.database.handle.db.updateTable('monitoring_projects').set({ planned_day: null }).where('id', '=', created.project.id).execute();
    const update = await t.call<{ job_id: string }>('/api/monitoring/projects/update', { company_id: 1, project_id: created.project.id }, power);
    expect(update.job_id).not.toBe('');
    expect(plannedAtEnqueue.at(-1)).not.toContain(created.project.id);
  });
});

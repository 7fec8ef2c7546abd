import type { JobKind, JobServices } from './job-kind.ts';
import type { JobPort } from './job-port.ts';
import type { JobSchedule } from './schedule/job-schedule.ts';

/**
 * Gives the runner each kind's handler, and its schedule where it has one. `everySchedule` replaces
 * every kind's own times (SCHEDULE_EVERY_SECONDS): the cluster suite makes ticks fire within a test.
 */
export async function registerJobKinds(jobs: JobPort, kinds: readonly JobKind[], services: JobServices, everySchedule?: JobSchedule): Promise<void> {
  for (const kind of kinds) {
    jobs.register(kind.kind, kind.batchHandler(services));
    const schedule = kind.schedule(services);
    if (schedule) await jobs.schedule(kind.kind, everySchedule ?? schedule.when, schedule.plan);
  }
}

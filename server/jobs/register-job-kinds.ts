import type { JobKind, JobServices } from './job-kind.ts';
import type { JobPort } from './job-port.ts';

/** Gives the runner each kind's handler, and its schedule where it has one. */
export async function registerJobKinds(jobs: JobPort, kinds: readonly JobKind[], services: JobServices): Promise<void> {
  for (const kind of kinds) {
    jobs.register(kind.kind, kind.batchHandler(services));
    const schedule = kind.schedule(services);
    if (schedule) await jobs.schedule(kind.kind, schedule.when, schedule.plan);
  }
}

import { healthResponseSchema, statusResponseSchema } from '../../src/domain/contracts/api-error.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { HealthResponse } from '../../src/domain/contracts/api-error.ts';
import type { DatabaseKind } from '../db/connect.ts';
import { databaseAnswers } from '../db/ping.ts';
import type { Database } from '../db/schema.ts';
import { apiGet } from '../http/api-route.ts';
import type { JobRunnerHealth } from '../jobs/job-runner-health.ts';

type Deps = { db: Kysely<Database>; databaseKind: DatabaseKind; jobs: JobRunnerHealth; startedAt: number; isDraining: () => boolean };

export async function statusRoutes(app: FastifyInstance, { db, databaseKind, jobs, startedAt, isDraining }: Deps): Promise<void> {
  apiGet(app, '/status', { access: 'public', response: statusResponseSchema }, async () => ({ api_online: true as const }));

  apiGet(app, '/health', { access: 'public', response: healthResponseSchema }, async ({ reply }): Promise<HealthResponse> => {
    const [databaseOk, jobsOk] = await Promise.all([databaseAnswers(db), jobs.check()]);
    // BullMQ's runner is Redis: its PING is Redis's health (the fan-out and the rate limit use the same server).
    const down = [...(databaseOk ? [] : ['database' as const]), ...(jobsOk || jobs.runner !== 'bullmq' ? [] : ['redis' as const])];
    const draining = isDraining();
    const healthy = databaseOk && jobsOk && !draining;
    void reply.code(healthy ? 200 : 503);
    return {
      // A draining instance is taken out of the balancer's rotation by the same 503 as a sick one.
      status: draining ? 'draining' : healthy ? 'ok' : 'degraded',
      down,
      database: { kind: databaseKind, ok: databaseOk },
      jobs: { runner: jobs.runner, ok: jobsOk },
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    };
  });
}

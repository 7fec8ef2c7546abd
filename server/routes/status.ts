import { healthResponseSchema, statusResponseSchema } from '../../src/domain/contracts/api-error.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { HealthResponse } from '../../src/domain/contracts/api-error.ts';
import type { DatabaseKind } from '../db/connect.ts';
import { databaseAnswers } from '../db/ping.ts';
import type { Database } from '../db/schema.ts';
import { apiGet } from '../http/api-route.ts';
import type { JobRunnerHealth } from '../jobs/job-runner-health.ts';

type Deps = { db: Kysely<Database>; databaseKind: DatabaseKind; jobs: JobRunnerHealth; startedAt: number };

export async function statusRoutes(app: FastifyInstance, { db, databaseKind, jobs, startedAt }: Deps): Promise<void> {
  apiGet(app, '/status', { access: 'public', response: statusResponseSchema }, async () => ({ api_online: true as const }));

  apiGet(app, '/health', { access: 'public', response: healthResponseSchema }, async ({ reply }): Promise<HealthResponse> => {
    const databaseOk = await databaseAnswers(db);
    const jobsOk = await jobs.check();
    const healthy = databaseOk && jobsOk;
    void reply.code(healthy ? 200 : 503);
    return {
      status: healthy ? 'ok' : 'degraded',
      database: { kind: databaseKind, ok: databaseOk },
      jobs: { runner: jobs.runner, ok: jobsOk },
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    };
  });
}

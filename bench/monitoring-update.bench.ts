// Monitoring (issue 19): the daily update of a project with 1,000 keywords on the sample rank
// tracker, through POST /api/monitoring/projects/create until its job is done: wall time and the
// database rows it wrote, table by table; then a manual update of the same day (rows replaced, not
// added); then the project screen's reads (rankings of 1,000 rows, visibility) and the demo seed.
// Run: node --import tsx bench/monitoring-update.bench.ts
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import { loggedInPost } from './bench-server.ts';

const KEYWORDS = 1000;
const TABLES = ['monitoring_keywords', 'monitoring_keyword_tags', 'monitoring_positions', 'monitoring_visibility', 'jobs', 'job_batches', 'notifications'] as const;

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

const diff = (a: Record<string, number>, b: Record<string, number>) => TABLES.map((t) => `${t} +${(b[t] ?? 0) - (a[t] ?? 0)}`).join(', ');

async function waitForJob(db: Kysely<Database>, jobId: string): Promise<string> {
  for (;;) {
    const job = await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
    if (job && (job.status === 'done' || job.status === 'failed')) return job.status;
    await sleep(20);
  }
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-bench-mon-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await migrateToLatest(handle.db);
    let t0 = performance.now();
    await seedDemoData(handle.db);
    console.log(`demo seed (all of it, monitoring 150 × 90 + 40 × 30 days included): ${(performance.now() - t0).toFixed(0)} ms`);
    const app = await buildApp({ database: handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent' });
    const post = await loggedInPost(app);
    const text = Array.from({ length: KEYWORDS }, (_, i) => `winterreifen bench ${i}`).join('\n');
    const before = await counts(handle.db);
    t0 = performance.now();
    const created = await post<{ project: { id: number }; job_id: string }>('/api/monitoring/projects/create', {
      company_id: 1, domain: 'www.reifen-bench.de', device: 'desktop', location: 2276, language: 'de',
      keywords: { kind: 'paste', text }, competitors: ['www.reifen-profi.de', 'www.autoteile-markt.de'], tags: ['bench'],
    });
    const status = await waitForJob(handle.db, created.job_id);
    const firstMs = performance.now() - t0;
    const after = await counts(handle.db);
    console.log(`create + first update of ${KEYWORDS} keywords (${status}): ${firstMs.toFixed(0)} ms; rows: ${diff(before, after)}`);

    t0 = performance.now();
    const again = await post<{ job_id: string }>('/api/monitoring/projects/update', { company_id: 1, project_id: created.project.id });
    const status2 = await waitForJob(handle.db, again.job_id);
    const againMs = performance.now() - t0;
    console.log(`manual update of the same day (${status2}): ${againMs.toFixed(0)} ms; rows: ${diff(after, await counts(handle.db))}`);

    const ref = { company_id: 1, project_id: created.project.id };
    t0 = performance.now();
    await post('/api/monitoring/projects/rankings', ref);
    console.log(`rankings of ${KEYWORDS} rows: ${(performance.now() - t0).toFixed(0)} ms`);
    t0 = performance.now();
    await post('/api/monitoring/projects/visibility', { ...ref, days: 90 });
    console.log(`visibility series: ${(performance.now() - t0).toFixed(0)} ms`);
    const list = await post<{ projects: { id: number; domain: string }[] }>('/api/monitoring/projects/list', { company_id: 1 });
    const shop = list.projects.find((p) => p.domain === 'www.demo-shop.de');
    if (shop) {
      t0 = performance.now();
      await post('/api/monitoring/projects/export', { company_id: 1, project_id: shop.id });
      console.log(`export of 150 keywords × 90 days: ${(performance.now() - t0).toFixed(0)} ms`);
    }
    await app.close();
  } finally {
    await handle.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();

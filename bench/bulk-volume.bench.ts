// End-to-end bulk search volume: 10,000 keywords through POST /api/research/volume-jobs/start on the
// sample provider until the job is done and every row is fetched; then the same lookup again (the
// provider cache, where wired, answers it); the process memory while the job runs. The app runs in
// this process, so rss and heap are the server's (plus the bench's small share).
// Run: node --import tsx bench/bulk-volume.bench.ts   (PostgreSQL too with DATABASE_URL set)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../server/db/connect.ts';
import { DEMO_PASSWORD } from '../server/db/demo-data.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';

const KEYWORDS = 10_000;
const PAGE = 5000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function open(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-bench-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    return { handle, drop: async () => { await handle.close(); await fs.rm(dir, { recursive: true, force: true }); } };
  }
  const url = process.env.DATABASE_URL ?? '';
  const schema = `kwb_bench_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 });
  return { handle, drop: async () => { await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db); await handle.close(); } };
}

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await open(kind);
  await migrateToLatest(database.handle.db);
  await seedDemoData(database.handle.db);
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent' });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'power@demo.test', pass: DEMO_PASSWORD } });
    const { token } = login.json<{ token: string }>();
    const post = async <T>(url: string, payload: object): Promise<T> => {
      const response = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      return response.json<T>();
    };
    const keywords = Array.from({ length: KEYWORDS }, (_, i) => `glühwein bench ${i}`);
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 25);
    const lookup = async () => {
      const t0 = performance.now();
      const { job_id } = await post<{ job_id: string }>('/api/research/volume-jobs/start', { company_id: 1, keywords, location: 2276, language: 'de' });
      for (;;) {
        const { job } = await post<{ job: { status: string; error: string | null } }>('/api/research/volume-jobs/get', { company_id: 1, job_id });
        if (job.status === 'done') break;
        if (job.status === 'failed') throw new Error(`the job failed: ${job.error}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const done = performance.now() - t0;
      let rows = 0;
      for (let offset = 0; offset < KEYWORDS; offset += PAGE) rows += (await post<{ rows: unknown[] }>('/api/research/volume-jobs/results', { company_id: 1, job_id, offset, limit: PAGE })).rows.length;
      if (rows !== KEYWORDS) throw new Error(`expected ${KEYWORDS} rows, got ${rows}`);
      return { done, all: performance.now() - t0 };
    };
    const cold = await lookup();
    const warm = await lookup();
    clearInterval(sampler);
    const line = (run: { done: number; all: number }) => `job done ${run.done.toFixed(0)} ms, all 10,000 rows fetched ${run.all.toFixed(0)} ms`;
    console.log(`${kind}: 10,000 keywords end to end: ${line(cold)} (target < 3000 ms)`);
    console.log(`${kind}: the same lookup again (cache): ${line(warm)} (target < 300 ms)`);
    console.log(`${kind}: memory before rss ${mb(before.rss)} heap ${mb(before.heapUsed)}; peak during the jobs rss ${mb(peakRss)} heap ${mb(peakHeap)}`);
  } finally {
    await app.close();
    await database.drop();
  }
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await bench(kind);

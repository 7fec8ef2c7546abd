// End-to-end bulk search volume: 10,000 keywords through POST /api/research/volume-jobs/start on the
// sample provider until the job is done and every row is fetched; then the same lookup again (the
// provider cache, where wired, answers it); the process memory while the job runs. The app runs in
// this process, so rss and heap are the server's (plus the bench's small share).
// Run: node --import tsx bench/bulk-volume.bench.ts   (PostgreSQL too with DATABASE_URL set)
import { buildApp } from '../server/app.ts';
import { type DatabaseKind } from '../server/db/connect.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import { openSeededBenchDatabase, loggedInPost } from './bench-server.ts';

const KEYWORDS = 10_000;
const PAGE = 5000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await openSeededBenchDatabase(kind);
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent' });
  try {
    const post = await loggedInPost(app);
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

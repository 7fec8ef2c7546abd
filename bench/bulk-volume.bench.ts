// End-to-end bulk search volume: 10,000 keywords through POST /api/research/volume-jobs/start on the
// sample provider until the job is done and every row is fetched; then the same lookup again (the
// provider cache, where wired, answers it); the process memory while the job runs. The app runs in
// this process, so rss and heap are the server's (plus the bench's small share).
// The rows travel as a browser gets them (brotli) and are read as the client reads them: whole rows
// parsed with their contract, or compact rows (decision 0069) parsed and built with the row builder.
// Run: node --import tsx bench/bulk-volume.bench.ts   (PostgreSQL too with DATABASE_URL set)
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowOfCompact } from '../src/domain/compact-row.ts';
import { volumeJobCompactResultsResponseSchema } from '../src/domain/contracts/volume-jobs.ts';
import { keywordRowSchema } from '../src/domain/contracts/keyword-row.ts';
import { buildApp } from '../server/app.ts';
import { type DatabaseKind } from '../server/db/connect.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import { openSeededBenchDatabase, loggedInPost, loggedInToken } from './bench-server.ts';

const KEYWORDS = 10_000;
const PAGE = 5000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const wholeResultsSchema = z.object({ rows: z.array(keywordRowSchema), total: z.number().int() });
type RowForm = 'whole' | 'compact';

/** One results page as the browser gets it: brotli on the wire, parsed (and built) as the client does. */
async function resultsPage(app: FastifyInstance, token: string, body: object, form: RowForm): Promise<{ rows: number; wire: number; plain: number }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/research/volume-jobs/results',
    payload: { ...body, row_form: form },
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
  });
  if (response.statusCode !== 200) throw new Error(`results answered ${response.statusCode}: ${response.body}`);
  const text = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString('utf8') : response.body;
  const rows = form === 'whole' ? wholeResultsSchema.parse(JSON.parse(text)).rows : volumeJobCompactResultsResponseSchema.parse(JSON.parse(text)).compact_rows.map(rowOfCompact);
  return { rows: rows.length, wire: response.rawPayload.length, plain: Buffer.byteLength(text) };
}

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await openSeededBenchDatabase(kind);
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent' });
  try {
    const post = await loggedInPost(app);
    const token = await loggedInToken(app);
    const keywords = Array.from({ length: KEYWORDS }, (_, i) => `glühwein bench ${i}`);
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 25);
    const lookup = async (form: RowForm) => {
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
      let wire = 0;
      let plain = 0;
      for (let offset = 0; offset < KEYWORDS; offset += PAGE) {
        const page = await resultsPage(app, token, { company_id: 1, job_id, offset, limit: PAGE }, form);
        rows += page.rows;
        wire += page.wire;
        plain += page.plain;
      }
      if (rows !== KEYWORDS) throw new Error(`expected ${KEYWORDS} rows, got ${rows}`);
      return { done, all: performance.now() - t0, wire, plain };
    };
    const cold = await lookup('compact');
    const warm = await lookup('compact');
    const wholeWarm = await lookup('whole');
    clearInterval(sampler);
    const line = (run: { done: number; all: number }) => `job done ${run.done.toFixed(0)} ms, all 10,000 rows on the client ${run.all.toFixed(0)} ms`;
    const bytes = (run: { wire: number; plain: number }) => `a 5,000-row page ${mb(run.plain / 2)} of JSON, ${(run.wire / 2 / 1024).toFixed(0)} KB brotli`;
    console.log(`${kind}: 10,000 keywords end to end: ${line(cold)} (target < 3000 ms)`);
    console.log(`${kind}: the same lookup again (cache): ${line(warm)} (targets: job done < 300 ms, rows < 1000 ms)`);
    console.log(`${kind}:   with whole rows instead of compact ones: ${line(wholeWarm)}`);
    console.log(`${kind}: rows compact: ${bytes(warm)}; whole: ${bytes(wholeWarm)} (issue 15 measured 15.2 MB whole)`);
    console.log(`${kind}: memory before rss ${mb(before.rss)} heap ${mb(before.heapUsed)}; peak during the jobs rss ${mb(peakRss)} heap ${mb(peakHeap)}`);
  } finally {
    await app.close();
    await database.drop();
  }
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await bench(kind);

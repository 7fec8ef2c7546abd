// Brand index end to end (issue 18): 5 brands × 400 keywords (2,000 keywords) through
// POST /api/brands/create on the sample provider until the run is done and the index is read; then
// a refresh of the same dashboard (the keyword metrics cache answers it); the notifications sent.
// Run: node --import tsx bench/brand-index.bench.ts   (PostgreSQL too with DATABASE_URL set)
import os from 'node:os';
import { buildApp } from '../server/app.ts';
import { type DatabaseKind } from '../server/db/connect.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import type { Realtime } from '../server/realtime/realtime.ts';
import { openSeededBenchDatabase, loggedInPost } from './bench-server.ts';

const BRANDS = 5;
const PER_BRAND = 400;

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await openSeededBenchDatabase(kind);
  // Counts what the notifier pushes to company rooms: the bell's messages of the runs.
  const sent: number[] = [];
  const realtime: Realtime = {
    emitToCompany: (_companyId, _event, ...args) => {
      const message = args[0] as { type: number } | undefined;
      if (message) sent.push(message.type);
    },
    emitToAll: () => {},
    dropSession: () => {},
    close: async () => {},
  };
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', realtime });
  try {
    const post = await loggedInPost(app);
    const brands = Array.from({ length: BRANDS }, (_, b) => ({ name: `benchmarke${b}`, keywords: Array.from({ length: PER_BRAND - 1 }, (_, k) => `benchmarke${b} modell ${k}`) }));
    const until = async (listname: string) => {
      for (;;) {
        const { dashboard } = await post<{ dashboard: { status: string; error: string | null } }>('/api/brands/get', { company_id: 1, listname });
        if (dashboard.status === 'done') return;
        if (dashboard.status === 'failed') throw new Error(`the run failed: ${dashboard.error}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const t0 = performance.now();
    const { dashboard } = await post<{ dashboard: { listname: string } }>('/api/brands/create', { company_id: 1, name: 'Bench', location: 2276, language: 'de', brands });
    await until(dashboard.listname);
    const coldDone = performance.now() - t0;
    const index = await post<{ months: string[]; keywords: unknown[] }>('/api/brands/index', { company_id: 1, listname: dashboard.listname });
    const cold = performance.now() - t0;
    const coldSent = sent.length;
    const t1 = performance.now();
    await post('/api/brands/refresh', { company_id: 1, listname: dashboard.listname });
    await until(dashboard.listname);
    await post('/api/brands/index', { company_id: 1, listname: dashboard.listname });
    const warm = performance.now() - t1;
    console.log(`${kind}: brand index of ${BRANDS} brands × ${PER_BRAND} keywords (${index.keywords.length} keywords, ${index.months.length} months), run done ${coldDone.toFixed(0)} ms, index read ${cold.toFixed(0)} ms`);
    console.log(`${kind}: the same index refreshed (metrics cache): ${warm.toFixed(0)} ms`);
    console.log(`${kind}: machine load average while measuring: ${os.loadavg()[0]?.toFixed(1) ?? '?'} on ${os.cpus().length} cores`);
    console.log(`${kind}: notifications sent per run: ${coldSent} (types ${sent.slice(0, coldSent).join(', ')})`);
  } finally {
    await app.close();
    await database.drop();
  }
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await bench(kind);

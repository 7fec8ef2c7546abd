// How long GET /api/status waits while one user's large operation runs (issue 15, item 1): a probe
// every 50 ms while a 10,000-keyword collection is created, the 10,000-row collection is read, and a
// 10,000-keyword bulk volume job runs to done; the worst wait is printed beside the 300 ms target,
// the create time beside 1 s. The app runs in this process (as a server does: one event loop).
// Run: node --import tsx bench/no-stall.bench.ts   (PostgreSQL too with DATABASE_URL set)
import { buildApp } from '../server/app.ts';
import { type DatabaseKind } from '../server/db/connect.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import { probeWhile, type ProbeFigures } from '../tests/support/stall-probe.ts';
import { createLargeCollection, LARGE, newKeywords, parsedCollection, parsedCollectionCompact, readLargeCollection, runLargeVolumeJob, stallPoster } from '../tests/support/stall-operations.ts';
import { openSeededBenchDatabase } from './bench-server.ts';

const WAIT_TARGET_MS = 300;
const CREATE_TARGET_MS = 1000;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function line(kind: DatabaseKind, what: string, figures: ProbeFigures, extra = ''): string {
  return `${kind}: /api/status while ${what}: worst wait ${ms(figures.worstWaitMs)} of ${figures.probes} probes (target < ${WAIT_TARGET_MS} ms)${extra}`;
}

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await openSeededBenchDatabase(kind);
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent' });
  try {
    const post = await stallPoster(app);
    const create = await probeWhile(app, () => createLargeCollection(post, 'Stall bench', newKeywords('glühwein stall bench')));
    console.log(line(kind, 'a 10,000-keyword collection is created', create.figures, `; the create took ${ms(create.figures.workMs)} (target < ${CREATE_TARGET_MS} ms)`));
    const read = await probeWhile(app, () => readLargeCollection(post, create.result.id));
    const rows = parsedCollection(read.result).rows.length;
    if (rows !== LARGE) throw new Error(`read ${rows} rows, not ${LARGE}`);
    console.log(line(kind, 'the 10,000-row collection is read whole', read.figures, `; the read took ${ms(read.figures.workMs)}`));
    const compact = await probeWhile(app, () => readLargeCollection(post, create.result.id, 'compact'));
    if (parsedCollectionCompact(compact.result).compact_rows.length !== LARGE) throw new Error(`read compact rows short of ${LARGE}`);
    console.log(line(kind, 'the 10,000-row collection is read compact, as the client reads it', compact.figures, `; the read took ${ms(compact.figures.workMs)}`));
    const job = await probeWhile(app, () => runLargeVolumeJob(post, newKeywords('punsch stall bench')));
    console.log(line(kind, 'a 10,000-keyword volume job runs', job.figures, `; the job was done after ${ms(job.figures.workMs)}`));
  } finally {
    await app.close();
    await database.drop();
  }
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await bench(kind);

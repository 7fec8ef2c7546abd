// A content project end to end on the sample adapters (issue 24, "Figures to measure"): POST
// /api/content/projects/create until its fetch job is done (top 10 from the SERP port, each page
// fetched, extracted and measured), then the first term analysis answered; then the analysis request
// warm (stemmed pages kept in memory) and cold (that memory empty). Wall-clock milliseconds.
// Run: node --import tsx bench/content-project.bench.ts   (PostgreSQL too with DATABASE_URL set)
import os from 'node:os';
import type { ContentAnalysisResponse } from '../src/domain/contracts/content-analysis.ts';
import type { CompetitorListResponse, ContentProjectJobResponse } from '../src/domain/contracts/content.ts';
import { buildApp } from '../server/app.ts';
import { findProject } from '../server/content/content-store.ts';
import { PreparedPageCache } from '../server/content/prepared-page-cache.ts';
import { projectTermAnalysis } from '../server/content/project-analysis.ts';
import { type DatabaseKind } from '../server/db/connect.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import { germanPage } from './content-corpus.ts';
import { openSeededBenchDatabase, loggedInPost } from './bench-server.ts';

const KEYWORD = 'glühwein rezept';
const RUNS = 20;
/** The size: each competitor's text replaced by a generated page of this many words. */
const LONG_WORDS = 3000;
/** Issue 24: the term analysis of 10 pages × 3,000 words "well under 100 ms". */
const TARGET_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await openSeededBenchDatabase(kind);
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent' });
  try {
    const post = await loggedInPost(app);
    const ref = (projectId: number) => ({ company_id: 1, project_id: projectId });

    const t0 = performance.now();
    const { project } = await post<ContentProjectJobResponse>('/api/content/projects/create', { company_id: 1, main_keyword: KEYWORD });
    let list: CompetitorListResponse;
    for (;;) {
      list = await post<CompetitorListResponse>('/api/content/competitors/list', ref(project.id));
      if (list.project.status === 'ready') break;
      if (list.project.status === 'failed') throw new Error('the fetch job failed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const jobDone = performance.now() - t0;
    const first = await post<ContentAnalysisResponse>('/api/content/analysis', ref(project.id));
    const analysed = performance.now() - t0;
    const firstAnalysis = analysed - jobDone;

    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      await post('/api/content/analysis', ref(project.id));
      warm.push(performance.now() - t);
    }
    // Cold: the same work with an empty page memory (the stemmer's own word cache stays warm after the first run).
    const record = await findProject(database.handle.db, 1, project.id);
    if (!record) throw new Error('the project is gone');
    const coldOf = async () => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const t = performance.now();
        await projectTermAnalysis(database.handle.db, new PreparedPageCache(), record);
        times.push(performance.now() - t);
      }
      return median(times);
    };
    const cold = await coldOf();
    const words = list.competitors.map((c) => c.word_count ?? 0);
    const sum = words.reduce((a, b) => a + b, 0);
    console.log(`${kind}: content project "${KEYWORD}" on the sample adapters: ${list.competitors.length} competitors of ${Math.min(...words)}–${Math.max(...words)} words (${sum.toLocaleString('en')} in all), ${first.analysis.terms.length} terms answered`);
    console.log(`${kind}: create → job done ${jobDone.toFixed(0)} ms; → first analysis answered ${analysed.toFixed(0)} ms (the analysis itself ${firstAnalysis.toFixed(0)} ms, stemmer cold)`);
    console.log(`${kind}: POST /api/content/analysis warm (stemmed pages in memory): median ${median(warm).toFixed(1)} ms of ${RUNS}   target: well under ${TARGET_MS} ms`);
    console.log(`${kind}: the analysis cold (page memory empty, stemmer warm, no HTTP): median ${cold.toFixed(1)} ms of ${RUNS}`);

    // The size: the same project with 10 pages of 3,000 words (as a refresh stores them, new fetch times).
    for (const [index, competitor] of list.competitors.entries()) {
      const text = germanPage(index + 1, LONG_WORDS);
      await database.handle.db.updateTable('content_competitors').set({ main_text: text, word_count: LONG_WORDS, fetched_at: new Date() }).where('id', '=', competitor.id).execute();
    }
    const t1 = performance.now();
    await post('/api/content/analysis', ref(project.id));
    const longFirst = performance.now() - t1;
    const longWarm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      await post('/api/content/analysis', ref(project.id));
      longWarm.push(performance.now() - t);
    }
    const longCold = await coldOf();
    console.log(`${kind}: 10 pages × ${LONG_WORDS.toLocaleString('en')} words: first request (stems new words) ${longFirst.toFixed(0)} ms; warm request median ${median(longWarm).toFixed(1)} ms; cold (no HTTP) median ${longCold.toFixed(1)} ms   target: well under ${TARGET_MS} ms`);
    console.log(`${kind}: machine load average while measuring: ${os.loadavg()[0]?.toFixed(1) ?? '?'} on ${os.cpus().length} cores`);
  } finally {
    await app.close();
    await database.drop();
  }
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await bench(kind);

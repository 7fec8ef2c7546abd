// The AI Suite's bulk text job: product texts for 200 keywords through POST /api/ai-suite/run until
// the job is done, with the offline composer and against the fake OpenAI server answering every batch
// (10 keywords, one chat completion: the writer does not stream) after a set delay. PGlite, in this process.
// Run: node --import tsx bench/ai-texts.bench.ts
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createProject } from '../server/ai-suite/ai-project-store.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import { createKeywordRowsLookup } from '../server/keywords/keyword-rows.ts';
import { sampleMetrics } from '../server/providers/sample/index.ts';
import { selectProviders } from '../server/providers/select-providers.ts';
import { CHAT_PATH, completionReply } from '../tests/support/fake-openai.ts';
import { startFakeProviderServer, type RecordedRequest } from '../tests/support/fake-provider-server.ts';
import { loggedInPost } from './bench-server.ts';

const KEYWORDS = 200;
const DELAY_MS = 250;

/** The fake model: every item of the batch gets one product text, answered after DELAY_MS. */
function answer(request: RecordedRequest) {
  const body = request.body as { messages?: { content: string }[] } | null;
  const items = (JSON.parse(body?.messages?.[1]?.content ?? '{"items":[]}') as { items: { keyword: string }[] }).items;
  const json = JSON.stringify({ items: items.map((i) => ({ keyword: i.keyword, variants: [`${i.keyword}: warm, leicht und bequem für jeden Tag.`] })) });
  return { ...completionReply(json), delayMs: DELAY_MS };
}

async function run(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-ai-bench-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  const keywords = Array.from({ length: KEYWORDS }, (_, i) => `winterjacke modell ${i + 1}`);
  const rows = await createKeywordRowsLookup(sampleMetrics)({ keywords, location: 2276, language: 'de', signal: new AbortController().signal });
  const id = await createProject(handle.db, { company_id: 1, name: 'Bench', source: 'keyword', source_name: 'bench', collection_id: null, location: 2276, language: 'de', created_by: null }, rows);
  const app = await buildApp({ database: handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', providers: selectProviders(env) });
  try {
    const post = await loggedInPost(app);
    const t0 = performance.now();
    await post('/api/ai-suite/run', { company_id: 1, project_id: id, task: 'product_text' });
    for (;;) {
      const results = await post<{ rows: unknown[]; job: { status: string } | null }>('/api/ai-suite/results', { company_id: 1, project_id: id, task: 'product_text' });
      if (results.job && !['queued', 'running'].includes(results.job.status)) {
        console.log(`${label}: ${KEYWORDS} keywords, job ${results.job.status}, ${results.rows.length} rows, ${((performance.now() - t0) / 1000).toFixed(2)} s`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await app.close();
    await handle.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await run('offline composer', {});
const fake = await startFakeProviderServer((request) => (request.path === CHAT_PATH ? answer(request) : { status: 404, json: {} }));
try {
  await run(`fake OpenAI, ${DELAY_MS} ms a batch`, { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_MODEL: 'fake-model' });
} finally {
  await fake.close();
}

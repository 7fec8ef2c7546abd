// The Research sources end to end through the app (inject) on the sample provider: Ideas for one seed
// cold and warm (the provider caches answer the warm one), Suggests A–Z (alphabet pattern) and all
// four patterns, with the number of autocomplete calls the provider saw and the time, and the heap
// the lookups leave behind. Target: a warm lookup answers well under 300 ms, so the screen can show
// its table in under 300 ms. Beside the wall time each lookup shows the process's CPU time (the
// embedded database runs in this process too), which a machine busy with other work inflates less.
// Run: node --import tsx bench/research-sources.bench.ts   (PostgreSQL too with DATABASE_URL set)
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '../server/app.ts';
import { type DatabaseKind } from '../server/db/connect.ts';
import { DEMO_PASSWORD } from '../server/db/demo-data.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import type { Providers } from '../server/providers/ports.ts';
import { selectProviders } from '../server/providers/select-providers.ts';
import { openSeededBenchDatabase } from './bench-server.ts';

const WARM_TARGET_MS = 300;
// `npm run bench` starts each bench without --expose-gc; the flag set at run time gives a fresh
// context its gc(), so the heap delta counts what the lookups keep, not their garbage.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The sample providers, counting the calls each port receives. */
function countingProviders() {
  const calls = { suggestions: 0, ideas: 0, metrics: 0 };
  const sample = selectProviders({});
  const providers: Providers = {
    ...sample,
    suggestions: { suggestions: (request) => { calls.suggestions += 1; return sample.suggestions.suggestions(request); } },
    ideas: { ideas: (request) => { calls.ideas += 1; return sample.ideas.ideas(request); } },
    metrics: { metrics: (request) => { calls.metrics += 1; return sample.metrics.metrics(request); } },
  };
  return { calls, providers };
}

async function bench(kind: DatabaseKind): Promise<void> {
  // Wall times on a machine shared with other work grow with its load; the CPU column much less so.
  console.log(`${kind}: load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  const database = await openSeededBenchDatabase(kind);
  const { calls, providers } = countingProviders();
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', providers });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'power@demo.test', pass: DEMO_PASSWORD } });
    const { token, id, company_id } = login.json<{ token: string; id: number; company_id: number }>();
    const lookup = async (request_type: string, options: object) => {
      const before = { ...calls };
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/sources/',
        payload: { company: company_id, user: id, request_type, options: { location: 2276, language: 'de', ...options } },
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      if (response.statusCode !== 200) throw new Error(`${request_type} answered ${response.statusCode}: ${response.body}`);
      const body = response.json<{ entries: unknown[]; total: number; error?: unknown }>();
      if (body.error) throw new Error(`${request_type} failed: ${response.body}`);
      const delta = { suggestions: calls.suggestions - before.suggestions, ideas: calls.ideas - before.ideas, metrics: calls.metrics - before.metrics };
      return { ms, cpuMs, rows: body.entries.length, total: body.total, calls: delta };
    };
    const line = (label: string, run: Awaited<ReturnType<typeof lookup>>, target = '') =>
      console.log(
        `${kind}: ${label.padEnd(34)} ${run.ms.toFixed(0).padStart(5)} ms (cpu ${run.cpuMs.toFixed(0).padStart(4)} ms)  ${String(run.rows).padStart(4)} rows (total ${run.total})  ` +
          `provider calls: autocomplete ${run.calls.suggestions}, ideas ${run.calls.ideas}, metrics ${run.calls.metrics}${target}`,
      );
    const warmTarget = (ms: number) => `  (target < ${WARM_TARGET_MS} ms: ${ms < WARM_TARGET_MS ? 'met' : 'MISSED'})`;

    // One throw-away lookup of another seed, so the first figure is not the JIT's and the pool's warm-up.
    await lookup('ideas', { keyword: 'winterjacke' });
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;

    const ideasCold = await lookup('ideas', { keyword: 'glühwein', view: 'matching' });
    line('ideas glühwein matching, cold', ideasCold);
    const ideasWarm = await lookup('ideas', { keyword: 'glühwein', view: 'matching' });
    line('ideas glühwein matching, warm', ideasWarm, warmTarget(ideasWarm.ms));
    const relatedCold = await lookup('ideas', { keyword: 'glühwein', view: 'related' });
    line('ideas glühwein related, cold', relatedCold);
    const relatedWarm = await lookup('ideas', { keyword: 'glühwein', view: 'related' });
    line('ideas glühwein related, warm', relatedWarm, warmTarget(relatedWarm.ms));
    const azCold = await lookup('suggests', { keyword: 'glühwein', patterns: ['alphabet'] });
    line('suggests glühwein A–Z, cold', azCold);
    const azWarm = await lookup('suggests', { keyword: 'glühwein', patterns: ['alphabet'] });
    line('suggests glühwein A–Z, warm', azWarm, warmTarget(azWarm.ms));
    const allCold = await lookup('suggests', { keyword: 'punsch' });
    line('suggests punsch all patterns, cold', allCold);
    const allWarm = await lookup('suggests', { keyword: 'punsch' });
    line('suggests punsch all patterns, warm', allWarm, warmTarget(allWarm.ms));
    const questionsCold = await lookup('questions', { keyword: 'glühwein' });
    line('questions glühwein, cold', questionsCold);
    const questionsWarm = await lookup('questions', { keyword: 'glühwein' });
    line('questions glühwein, warm', questionsWarm, warmTarget(questionsWarm.ms));

    collectGarbage();
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(`${kind}: heap after these lookups ${mb(heapAfter)}, ${heapAfter >= heapBefore ? '+' : '−'}${mb(Math.abs(heapAfter - heapBefore))} over before (after a full garbage collection each time)`);
  } finally {
    await app.close();
    await database.drop();
  }
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await bench(kind);

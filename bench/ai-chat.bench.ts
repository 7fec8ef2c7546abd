// AI Chat's answer times: POST /api/ai-chat/ask over real HTTP (the answer streams as JSON lines),
// time to the first streamed text and to the whole answer, for the offline planner and against the
// fake OpenAI server (a tool call turn, then the answer in 8 pieces with a set delay between them).
// PGlite, in this process; 5 questions each (the chat allows 10 a minute per user).
// Run: node --import tsx bench/ai-chat.bench.ts
import { buildApp } from '../server/app.ts';
import { DEMO_PASSWORD } from '../server/db/demo-data.ts';
import { inProcessRunnerHealth } from '../server/jobs/job-runner-health.ts';
import { selectProviders } from '../server/providers/select-providers.ts';
import { CHAT_PATH, streamReply, textEvents, toolCallEvents } from '../tests/support/fake-openai.ts';
import { startFakeProviderServer, type RecordedRequest } from '../tests/support/fake-provider-server.ts';
import { openSeededBenchDatabase } from './bench-server.ts';

const QUESTIONS = [
  'How many keywords does the collection Winter Sale hold?',
  'Wie viele Keywords enthält die Sammlung Winter Sale?',
  'Which keywords in Winter Sale have the most volume in December?',
  'Welche meiner Keywords sind saisonal?',
  'Where did www.demo-shop.de lose positions this week?',
];
const DELAY_MS = 50;
const PIECES = 8;

/** The fake model: first a call of list_collections, then, with its result, an answer in pieces. */
function fakeModel(request: RecordedRequest) {
  const body = request.body as { messages?: { role: string }[] } | null;
  if (!body?.messages?.some((m) => m.role === 'tool')) return streamReply(toolCallEvents([{ id: 'call_1', name: 'list_collections', arguments: '{}' }]), DELAY_MS);
  const words = 'The collection Winter Sale holds 213 keywords, most of them searched in December. '.repeat(2).split(' ');
  const size = Math.ceil(words.length / PIECES);
  return streamReply(textEvents(Array.from({ length: PIECES }, (_, i) => `${words.slice(i * size, (i + 1) * size).join(' ')} `)), DELAY_MS);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function run(label: string, env: Record<string, string>): Promise<void> {
  const database = await openSeededBenchDatabase('pglite');
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', providers: selectProviders(env) });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'power@demo.test', pass: DEMO_PASSWORD } });
    const { token } = login.json<{ token: string }>();
    const first: number[] = [];
    const whole: number[] = [];
    for (const question of QUESTIONS) {
      const t0 = performance.now();
      const response = await fetch(`${address}/api/ai-chat/ask`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ company_id: 1, question }),
      });
      if (!response.ok || !response.body) throw new Error(`ask answered ${response.status}: ${await response.text()}`);
      let firstText: number | null = null;
      let buffer = '';
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        if (firstText === null && buffer.includes('"type":"delta"')) firstText = performance.now() - t0;
      }
      if (!buffer.includes('"type":"done"')) throw new Error(`no done event for "${question}": ${buffer.slice(-300)}`);
      first.push(firstText ?? NaN);
      whole.push(performance.now() - t0);
    }
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(`${label}: ${QUESTIONS.length} questions, first streamed text median ${ms(median(first))} (max ${ms(Math.max(...first))}), whole answer median ${ms(median(whole))} (max ${ms(Math.max(...whole))})`);
  } finally {
    await app.close();
    await database.drop();
  }
}

await run('offline planner', {});
const fake = await startFakeProviderServer((request) => (request.path === CHAT_PATH ? fakeModel(request) : { status: 404, json: {} }));
try {
  await run(`fake OpenAI, ${DELAY_MS} ms between stream pieces (tool turn + ${PIECES} text pieces)`, { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_MODEL: 'fake-model' });
} finally {
  await fake.close();
}

/**
 * The AI Suite's content source and outline task (issue 20, decision 0060): a project from the seeded
 * content project, its outline from that project's briefing (offline by rules, and through the
 * OpenAI-compatible fake with its own prompt), and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitsTask } from '../../src/domain/ai-writing-tasks.ts';
import type { AiProjectResponse, AiResultsResponse, AiRunResponse, AiSourcesResponse } from '../../src/domain/contracts/ai-suite.ts';
import type { BriefingResponse } from '../../src/domain/contracts/content-analysis.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { CHAT_PATH, completionReply, startFakeOpenAi } from '../support/fake-openai.ts';
import type { FakeProviderServer } from '../support/fake-provider-server.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const GLUEHWEIN = 'glühwein selber machen';

describe.each(databaseKinds)('AI Suite outline from a content project on %s', (kind) => {
  let t: TestApp;
  let model: TestApp;
  let fake: FakeProviderServer;
  let power: LoggedIn;
  let orange: LoggedIn;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    [t, model] = await Promise.all([
      createTestApp(kind),
      createTestApp(kind, { providers: selectProviders({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_MODEL: 'fake-model' }) }),
    ]);
    [power, orange] = await Promise.all([t.login('power@demo.test', { remoteAddress: nextClientAddress() }), t.login('orange@demo.test', { remoteAddress: nextClientAddress() })]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), model.close()]);
    await fake.close();
  });

  const post = (app: TestApp, path: string, body: object, who: LoggedIn) => app.post(`/api/${path}`, body, { token: who.token });
  async function settled(app: TestApp, who: LoggedIn, projectId: number): Promise<AiResultsResponse> {
    for (let i = 0; i < 300; i++) {
      const results = (await post(app, 'ai-suite/results', { company_id: 1, project_id: projectId, task: 'outline' }, who)).json<AiResultsResponse>();
      if (results.job && results.job.status !== 'queued' && results.job.status !== 'running') return results;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the job did not settle');
  }
  async function contentProject(app: TestApp, who: LoggedIn) {
    const sources = (await post(app, 'ai-suite/sources', { company_id: 1 }, who)).json<AiSourcesResponse>();
    const found = sources.content_projects.find((c) => c.main_keyword === GLUEHWEIN);
    if (!found) throw new Error('no seeded content project');
    return found;
  }

  it('starts a project from the content project and writes its outline from the briefing by rules', async () => {
    const source = await contentProject(t, power);
    const created = await post(t, 'ai-suite/create', { company_id: 1, name: 'Glühwein page', source: { kind: 'content', content_project_id: source.id } }, power);
    expect(created.statusCode).toBe(200);
    const { project } = created.json<AiProjectResponse>();
    // The main keyword and the two secondary ones of the seeded content project.
    expect(project).toMatchObject({ source: 'content', source_name: GLUEHWEIN, content_project_id: source.id, collection_id: null, keyword_count: 3 });

    const run = (await post(t, 'ai-suite/run', { company_id: 1, project_id: project.id, task: 'outline' }, power)).json<AiRunResponse>();
    expect(run.total_batches).toBe(1);
    const results = await settled(t, power, project.id);
    expect(results.job?.status).toBe('done');
    expect(results.rows).toHaveLength(run.items);

    const { briefing } = (await post(t, 'content/briefing', { company_id: 1, project_id: source.id }, power)).json<BriefingResponse>();
    expect(briefing.headings.length).toBeGreaterThan(0);
    const keys = results.rows.map((r) => r.keyword);
    expect(keys[0]).toBe(`H1 ${GLUEHWEIN}`);
    // The competitors' most shared heading and the first question are sections of the outline.
    expect(keys).toContain(`H${briefing.headings[0]?.level} ${briefing.headings[0]?.text.replace(/\s+/gu, ' ').trim()}`);
    if (briefing.questions[0]) expect(keys).toContain(`H3 ${briefing.questions[0]}`);
    expect(keys[keys.length - 1]).toBe(`H2 Fazit: ${GLUEHWEIN}`);
    for (const row of results.rows) {
      expect(row.writer).toBe('rules');
      expect(row.text).not.toBeNull();
      expect(fitsTask('outline', row.text ?? '')).toBe(true);
    }
    // The must-use terms of the briefing are named in the outline's headings.
    const outline = results.rows.map((r) => r.text ?? '').join('\n').toLowerCase();
    const mustUse = briefing.terms.filter((term) => term.must_use).map((term) => term.term.toLowerCase());
    expect(mustUse.length).toBeGreaterThan(0);
    expect(mustUse.some((term) => outline.includes(term))).toBe(true);
  });

  it('refuses the outline of a project without a content project, and another company\'s content project as unknown', async () => {
    const keywordProject = (await post(t, 'ai-suite/create', { company_id: 1, name: 'Nur ein Keyword', source: { kind: 'keyword', keyword: 'glühwein', location: 2276, language: 'de' } }, power)).json<AiProjectResponse>();
    const refused = await post(t, 'ai-suite/run', { company_id: 1, project_id: keywordProject.project.id, task: 'outline' }, power);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'task', message: expect.stringContaining('content project') });

    const source = await contentProject(t, power);
    const foreign = await post(t, 'ai-suite/create', { company_id: 2, name: 'Fremd', source: { kind: 'content', content_project_id: source.id } }, orange);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ field: 'source.content_project_id' });
    const bad = await post(t, 'ai-suite/create', { company_id: 1, name: 'x', source: { kind: 'content', content_project_id: 'eins' } }, power);
    expect(bad.statusCode).toBe(400);
  });

  it('with a model: the outline prompt and the sections as data; the model\'s headings are kept within the limits', async () => {
    const who = await model.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const source = await contentProject(model, who);
    const { project } = (await post(model, 'ai-suite/create', { company_id: 1, name: 'Glühwein (Modell)', source: { kind: 'content', content_project_id: source.id } }, who)).json<AiProjectResponse>();
    fake.requests.length = 0;
    fake.enqueue(
      CHAT_PATH,
      completionReply(JSON.stringify({ items: [{ keyword: `H1 ${GLUEHWEIN}`, variants: ['Glühwein selber machen: das Rezept für kalte Tage'] }, { keyword: `H2 Fazit: ${GLUEHWEIN}`, variants: ['Fazit: 3 Gründe für selbst gemachten Glühwein'] }] })),
    );
    await post(model, 'ai-suite/run', { company_id: 1, project_id: project.id, task: 'outline' }, who);
    const results = await settled(model, who, project.id);
    const body = fake.requests[0]?.body as { messages: { role: string; content: string }[] };
    expect(body.messages[0]?.content).toContain('outline of a web page in German');
    expect(body.messages[0]?.content).toContain(`"${GLUEHWEIN}"`);
    const data = JSON.parse(body.messages[1]?.content ?? '{}') as { items: { key: string; level: number; basis: string; terms: string[] }[] };
    expect(data.items[0]).toEqual({ key: `H1 ${GLUEHWEIN}`, level: 1, basis: GLUEHWEIN, terms: [] });
    expect(data.items.map((i) => i.key)).toEqual(results.rows.map((r) => r.keyword));
    const h1 = results.rows[0];
    expect(h1).toMatchObject({ writer: 'model', text: 'Glühwein selber machen: das Rezept für kalte Tage' });
    // "3" stands nowhere in the briefing: dropped; sections the model left out have no text.
    expect(results.rows.find((r) => r.keyword.startsWith('H2 Fazit'))?.text).toBeNull();
  });
});

/**
 * The chat's content project tools (issue 20): the numbers are the content suite's own, only the
 * caller company's projects are read, only with content suite access, and a model reaches them
 * through a declared tool like the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TOOLS, runToolCall, toolSpecsFor } from '../../server/ai-chat/tools/chat-tools.ts';
import { createProject, listProjects, projectViews, type ProjectRecord } from '../../server/content/content-store.ts';
import { scoreTargets } from '../../server/content/draft-score.ts';
import { PreparedPageCache } from '../../server/content/prepared-page-cache.ts';
import { projectTermAnalysis } from '../../server/content/project-analysis.ts';
import { DEMO_CONTENT_KEYWORD } from '../../server/db/seed-content.ts';
import { openAiChat } from '../../server/providers/openai/openai-chat.ts';
import type { TermAnalysis } from '../../src/domain/contracts/content-analysis.ts';
import { CHAT_PATH, startFakeOpenAi, streamReply, textEvents, toolCallEvents } from '../support/fake-openai.ts';
import { ask, toolContext } from './ai-chat-support.ts';
import { databaseKinds, seededDatabase, type TestDatabase } from './harness.ts';

type TermsResult = {
  project: { id: number; keyword: string; link: string; editor_link: string };
  competitor_count: number;
  draft: { word_count: number | null; content_score: number | null };
  target_word_count: { min: number; max: number } | null;
  analysed_terms: number;
  recommendations: { more: number; fewer: number; fine: number; missing: number };
  matched: number;
  terms: { term: string; average_wdf: number; max_wdf: number; own_count: number; own_wdf: number; recommendation: string }[];
};

const SECRET = 'orange geheimrezept';

describe.each(databaseKinds)('content project tools on %s', (kind) => {
  let database: TestDatabase;
  let demo: ProjectRecord;
  let theirs: ProjectRecord;
  let analysis: TermAnalysis;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await seededDatabase(kind);
    const found = (await listProjects(db(), 1)).find((p) => p.main_keyword === DEMO_CONTENT_KEYWORD);
    if (!found) throw new Error('the demo content project is not seeded');
    demo = found;
    // Company 2 (content suite in testing) gets a project of its own, which company 1 must never see.
    theirs = await createProject(db(), { companyId: 2, userId: 1, mainKeyword: SECRET, secondaryKeywords: [], location: 2276, language: 'de', device: 'desktop' });
    analysis = await projectTermAnalysis(db(), new PreparedPageCache(), demo);
  });
  afterAll(async () => database.drop());

  const call = async (email: string, companyId: number, name: string, args: unknown) =>
    runToolCall(await toolContext(db(), email, companyId), { id: 'c1', name, arguments: JSON.stringify(args) });

  it('lists the caller company\'s content projects with score, words and links, never another company\'s', async () => {
    const [view] = await projectViews(db(), [demo]);
    const mine = await call('power@demo.test', 1, 'content_projects', {});
    expect(mine).toMatchObject({
      ok: true,
      result: { projects: [{ id: demo.id, keyword: DEMO_CONTENT_KEYWORD, content_score: view?.editor.content_score, word_count: view?.editor.word_count, link: `/content-project/wdf-idf/${demo.id}`, editor_link: `/content-editor/${demo.id}` }] },
    });
    expect(JSON.stringify(mine.result)).not.toContain(SECRET);
    const other = JSON.stringify((await call('orange@demo.test', 2, 'content_projects', {})).result);
    expect(other).toContain(SECRET);
    expect(other).not.toContain(DEMO_CONTENT_KEYWORD);
  });

  it('gives the term analysis, score, words and target length as the content suite computes them', async () => {
    const outcome = await call('power@demo.test', 1, 'content_project_terms', { project: 'Glühwein Selber Machen', limit: 5 });
    expect(outcome.ok).toBe(true);
    const result = outcome.result as TermsResult;
    const [view] = await projectViews(db(), [demo]);
    const targets = await scoreTargets(db(), new PreparedPageCache(), demo);
    expect(result.project).toEqual({ id: demo.id, keyword: DEMO_CONTENT_KEYWORD, location: 2276, language: 'de', device: 'desktop', link: `/content-project/wdf-idf/${demo.id}`, editor_link: `/content-editor/${demo.id}` });
    expect(result.draft).toEqual({ word_count: view?.editor.word_count, content_score: view?.editor.content_score });
    expect(result.draft.content_score).not.toBeNull();
    expect(result.target_word_count).toEqual(targets?.wordCount);
    expect(result.competitor_count).toBe(analysis.competitor_count);
    expect(result.analysed_terms).toBe(analysis.terms.length);
    expect(result.matched).toBe(analysis.terms.length);
    expect(result.terms.map((t) => [t.term, t.average_wdf, t.max_wdf, t.own_count, t.recommendation])).toEqual(
      analysis.terms.slice(0, 5).map((t) => [t.term, t.average_wdf, t.max_wdf, t.own_count, t.recommendation]),
    );
    expect(result.recommendations).toEqual({
      more: analysis.terms.filter((t) => t.recommendation === 'more').length,
      fewer: analysis.terms.filter((t) => t.recommendation === 'fewer').length,
      fine: analysis.terms.filter((t) => t.recommendation === 'fine').length,
      missing: analysis.terms.filter((t) => t.own_count === 0).length,
    });
  });

  it('filters by recommendation and by terms the draft lacks, strongest first, and reads through the shared cache', async () => {
    const context = await toolContext(db(), 'power@demo.test', 1);
    context.contentPages.clear();
    const fewer = (await runToolCall(context, { id: 'f', name: 'content_project_terms', arguments: JSON.stringify({ project_id: demo.id, recommendation: 'fewer', limit: 50 }) })).result as TermsResult;
    expect(context.contentPages.size).toBe(1);
    const wanted = analysis.terms.filter((t) => t.recommendation === 'fewer');
    expect(fewer.matched).toBe(wanted.length);
    expect(fewer.terms.map((t) => t.term)).toEqual(wanted.slice(0, 50).map((t) => t.term));
    const missing = (await call('power@demo.test', 1, 'content_project_terms', { project_id: demo.id, missing_only: true, limit: 3 })).result as TermsResult;
    expect(missing.terms).toHaveLength(3);
    expect(missing.terms.every((t) => t.own_count === 0 && t.own_wdf === 0)).toBe(true);
    expect(missing.matched).toBe(analysis.terms.filter((t) => t.own_count === 0).length);
  });

  it('finds another company\'s project as little as a missing one, by keyword or id', async () => {
    expect((await call('orange@demo.test', 2, 'content_project_terms', { project: DEMO_CONTENT_KEYWORD })).result).toMatchObject({ error: 'not_found' });
    expect((await call('orange@demo.test', 2, 'content_project_terms', { project_id: demo.id })).result).toMatchObject({ error: 'not_found' });
    expect((await call('power@demo.test', 1, 'content_project_terms', { project: SECRET })).result).toMatchObject({ error: 'not_found' });
    expect((await call('power@demo.test', 1, 'content_project_terms', { project_id: theirs.id })).result).toMatchObject({ error: 'not_found' });
  });

  it('names the field of bad arguments and takes no company', async () => {
    expect((await call('power@demo.test', 1, 'content_project_terms', {})).result).toMatchObject({ error: 'bad_arguments', message: expect.stringContaining('project') as string });
    expect((await call('power@demo.test', 1, 'content_project_terms', { project: DEMO_CONTENT_KEYWORD, limit: 51 })).result).toMatchObject({ error: 'bad_arguments', message: expect.stringContaining('limit') as string });
    expect((await call('power@demo.test', 1, 'content_project_terms', { project: DEMO_CONTENT_KEYWORD, recommendation: 'all' })).result).toMatchObject({ error: 'bad_arguments', message: expect.stringContaining('recommendation') as string });
    expect((await call('power@demo.test', 1, 'content_projects', { company_id: 2 })).result).toMatchObject({ error: 'bad_arguments', message: expect.stringContaining('company_id') as string });
  });

  it('needs the content suite (SPEC §6): without it the tools are not offered and refuse', async () => {
    const plan2 = await toolContext(db(), 'plan2@demo.test', 1);
    expect(toolSpecsFor(plan2.access).map((t) => t.name)).not.toContain('content_project_terms');
    expect((await call('plan2@demo.test', 1, 'content_project_terms', { project: DEMO_CONTENT_KEYWORD })).result).toMatchObject({ error: 'no_access', message: expect.stringContaining('Content projects') as string });
    const asked = await ask(db(), 'Wie hoch ist der Content Score von glühwein selber machen?', { email: 'plan2@demo.test' });
    expect(asked.toolNames).toEqual([]);
    expect(asked.text).toContain('Zugriff auf Content projects');
  });

  it('offline planner: another company naming the project gets no number of it', async () => {
    const asked = await ask(db(), 'Wie hoch ist der Content Score von glühwein selber machen?', { email: 'orange@demo.test', companyId: 2 });
    expect(asked.toolNames).toEqual(['content_projects']);
    expect(asked.text).toContain('Ich finde keines Ihrer Content-Projekte in der Frage');
    expect(asked.text).toContain(SECRET);
    expect(asked.text).not.toMatch(/Content Score von|Wörter/u);
  });

  it('OpenAI path: the tool is declared with its schema, and a tool-call round trip brings the analysis back', async () => {
    const fake = await startFakeOpenAi();
    try {
      const model = openAiChat({ baseUrl: `${fake.url}/v1`, apiKey: 'k', model: 'm', timeoutMs: 5000 });
      fake.enqueue(CHAT_PATH, streamReply(toolCallEvents([{ id: 'a', name: 'content_projects', arguments: '{}' }])));
      fake.enqueue(CHAT_PATH, streamReply(toolCallEvents([
        { id: 'b', name: 'content_project_terms', arguments: JSON.stringify({ project: DEMO_CONTENT_KEYWORD, recommendation: 'more', limit: 5 }) },
        { id: 'c', name: 'content_project_terms', arguments: JSON.stringify({ project_id: theirs.id }) },
      ])));
      fake.enqueue(CHAT_PATH, streamReply(textEvents(['Use ', 'these terms more.'])));
      const asked = await ask(db(), 'Which terms should I use more in glühwein selber machen?', { model });
      expect(asked.text).toBe('Use these terms more.');
      expect(asked.tools.map((t) => [t.call.name, t.ok])).toEqual([['content_projects', true], ['content_project_terms', true], ['content_project_terms', false]]);

      const declared = (fake.requests[0]?.body as { tools: { type: string; function: { name: string; parameters: { properties: Record<string, unknown> } } }[] }).tools;
      const terms = declared.find((t) => t.function.name === 'content_project_terms');
      expect(terms?.type).toBe('function');
      expect(Object.keys(terms?.function.parameters.properties ?? {})).toEqual(['project', 'project_id', 'recommendation', 'missing_only', 'limit']);
      expect(declared.map((t) => t.function.name)).toEqual(CHAT_TOOLS.map((t) => t.name));

      const messages = (fake.requests[2]?.body as { messages: { role: string; tool_call_id?: string; content: string }[] }).messages;
      const sent = JSON.parse(messages.find((m) => m.role === 'tool' && m.tool_call_id === 'b')?.content ?? '{}') as TermsResult;
      const more = analysis.terms.filter((t) => t.recommendation === 'more');
      expect(sent.matched).toBe(more.length);
      expect(sent.terms.map((t) => t.term)).toEqual(more.slice(0, 5).map((t) => t.term));
      expect(JSON.parse(messages.find((m) => m.tool_call_id === 'c')?.content ?? '{}')).toMatchObject({ error: 'not_found' });
      expect(JSON.stringify(messages)).not.toContain(SECRET);
    } finally {
      await fake.close();
    }
  });
});

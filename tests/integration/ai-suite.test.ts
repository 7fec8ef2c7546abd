/** The AI Suite's API (issue 20): projects from a collection or a keyword, a writing task as a job, results edited and accepted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitsTask } from '../../src/domain/ai-writing-tasks.ts';
import { AI_PROJECT_UNDO_SECONDS, type AiDeleteResponse, type AiProjectListResponse, type AiProjectResponse, type AiResultsResponse, type AiRunResponse, type AiSetResponse, type AiSourcesResponse } from '../../src/domain/contracts/ai-suite.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

describe.each(databaseKinds)('the AI Suite on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let basic: LoggedIn;
  let orange: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { jobRetry: { attempts: 2, baseDelayMs: 20, factor: 2, maxDelayMs: 100 } });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [power, basic, orange] = await Promise.all([login('power@demo.test'), login('basic@demo.test'), login('orange@demo.test')]);
  });
  afterAll(async () => t.close());

  const post = (path: string, body: object, who: LoggedIn = power) => t.post(`/api/ai-suite/${path}`, body, { token: who.token });
  const winterSale = async () => {
    const sources = (await post('sources', { company_id: 1 })).json<AiSourcesResponse>();
    const collection = sources.collections.find((c) => c.name === 'Winter Sale');
    if (!collection) throw new Error('no Winter Sale');
    return collection;
  };
  async function settled(projectId: number, task: string, companyId = 1, who = power): Promise<AiResultsResponse> {
    for (let i = 0; i < 300; i++) {
      const results = (await post('results', { company_id: companyId, project_id: projectId, task }, who)).json<AiResultsResponse>();
      if (results.job && results.job.status !== 'queued' && results.job.status !== 'running') return results;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the job did not settle');
  }

  it('creates a project from Winter Sale, writes meta descriptions as a job, and keeps accepted rows', async () => {
    const sale = await winterSale();
    const created = await post('create', { company_id: 1, name: 'Winter Sale texts', source: { kind: 'collection', collection_id: sale.id } });
    expect(created.statusCode).toBe(200);
    const { project, uses_model } = created.json<AiProjectResponse>();
    expect(uses_model).toBe(false);
    expect(project).toMatchObject({ name: 'Winter Sale texts', source: 'collection', source_name: 'Winter Sale', keyword_count: 213 });

    const run = (await post('run', { company_id: 1, project_id: project.id, task: 'description' })).json<AiRunResponse>();
    expect(run).toMatchObject({ items: 213, total_batches: 22, already_running: false });
    const results = await settled(project.id, 'description');
    expect(results.job).toMatchObject({ status: 'done', done_batches: 22 });
    expect(results.rows).toHaveLength(213);
    for (const row of results.rows) {
      expect(row.writer).toBe('rules');
      expect(row.variants.length).toBeGreaterThanOrEqual(1);
      expect(row.text).toBe(row.variants[0]);
      for (const v of row.variants) expect(fitsTask('description', v)).toBe(true);
    }
    const [first, second] = results.rows;
    if (!first || !second) throw new Error('no rows');

    const accepted = (await post('set', { company_id: 1, project_id: project.id, task: 'description', field: 'status', changes: [{ keyword: first.keyword, value: 'accepted' }] })).json<AiSetResponse>();
    expect(accepted).toEqual({ updated: 1, previous: [{ keyword: first.keyword, value: 'open' }] });
    const edited = await post('set', { company_id: 1, project_id: project.id, task: 'description', field: 'text', changes: [{ keyword: second.keyword, value: 'Eigener Text.' }] });
    expect(edited.json<AiSetResponse>().previous[0]?.value).toBe(second.text);

    // Running again rewrites open rows and keeps the accepted one.
    await post('set', { company_id: 1, project_id: project.id, task: 'description', field: 'text', changes: [{ keyword: first.keyword, value: 'Angenommen.' }] });
    await post('run', { company_id: 1, project_id: project.id, task: 'description' });
    const again = await settled(project.id, 'description');
    expect(again.rows.find((r) => r.keyword === first.keyword)).toMatchObject({ text: 'Angenommen.', status: 'accepted' });
    expect(again.rows.find((r) => r.keyword === second.keyword)?.text).toBe(second.text);

    const list = (await post('list', { company_id: 1 })).json<AiProjectListResponse>();
    expect(list.projects.find((p) => p.id === project.id)?.tasks.find((s) => s.task === 'description')).toMatchObject({ rows: 213, accepted: 1, rejected: 0 });
  });

  it('writes an FAQ from the questions about a keyword project, the answers left to write without a model', async () => {
    const created = (await post('create', { company_id: 1, name: 'Skihelm', source: { kind: 'keyword', keyword: 'skihelm', location: 2276, language: 'de' } })).json<AiProjectResponse>();
    expect(created.project).toMatchObject({ source: 'keyword', source_name: 'skihelm', keyword_count: 1 });
    const run = (await post('run', { company_id: 1, project_id: created.project.id, task: 'faq' })).json<AiRunResponse>();
    expect(run.items).toBeGreaterThan(0);
    expect(run.items).toBeLessThanOrEqual(10);
    const results = await settled(created.project.id, 'faq');
    expect(results.rows).toHaveLength(run.items);
    for (const row of results.rows) expect(row).toMatchObject({ text: null, variants: [], writer: 'rules' });
    const titles = await post('run', { company_id: 1, project_id: created.project.id, task: 'title' });
    expect(titles.statusCode).toBe(200);
    const written = await settled(created.project.id, 'title');
    expect(written.rows[0]?.variants).toHaveLength(3);
  });

  it('deletes a project with its undo: gone from the list, restored with its texts, refused once restored and for another company', async () => {
    const created = (await post('create', { company_id: 1, name: 'Rodel', source: { kind: 'keyword', keyword: 'rodel', location: 2276, language: 'de' } })).json<AiProjectResponse>();
    const id = created.project.id;
    await post('run', { company_id: 1, project_id: id, task: 'title' });
    const before = await settled(id, 'title');
    expect((await post('delete', { company_id: 2, project_id: id }, orange)).statusCode).toBe(404);
    const deleted = (await post('delete', { company_id: 1, project_id: id })).json<AiDeleteResponse>();
    expect(deleted).toMatchObject({ project_id: id, deleted: true });
    const left = Date.parse(deleted.undo_until) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(AI_PROJECT_UNDO_SECONDS * 1000);
    expect((await post('list', { company_id: 1 })).json<AiProjectListResponse>().projects.map((p) => p.id)).not.toContain(id);
    expect((await post('get', { company_id: 1, project_id: id })).statusCode).toBe(404);
    expect((await post('restore', { company_id: 2, project_id: id }, orange)).statusCode).toBe(404);
    const restored = await post('restore', { company_id: 1, project_id: id });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<AiProjectResponse>().project.name).toBe('Rodel');
    expect((await post('results', { company_id: 1, project_id: id, task: 'title' })).json<AiResultsResponse>().rows).toEqual(before.rows);
    const again = await post('restore', { company_id: 1, project_id: id });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ field: string; message: string }>()).toMatchObject({ field: 'project_id', message: expect.stringContaining(`${AI_PROJECT_UNDO_SECONDS} seconds`) });
  });

  it('refuses another company\'s collection and project as unknown, and a user without the AI suite', async () => {
    const sale = await winterSale();
    const foreign = await post('create', { company_id: 2, name: 'Fremd', source: { kind: 'collection', collection_id: sale.id } }, orange);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ field: string }>().field).toBe('source.collection_id');
    const own = (await post('list', { company_id: 1 })).json<AiProjectListResponse>();
    const id = own.projects[0]?.id ?? 1;
    expect((await post('get', { company_id: 2, project_id: id }, orange)).statusCode).toBe(404);
    expect((await post('results', { company_id: 2, project_id: id, task: 'title' }, orange)).statusCode).toBe(404);
    expect((await post('list', { company_id: 2 })).statusCode).toBe(403);
    expect((await post('list', { company_id: 1 }, basic)).statusCode).toBe(403);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ company_id: 1, name: '', source: { kind: 'keyword', keyword: 'ski', location: 2276, language: 'de' } }, 'name'],
      [{ company_id: 1, name: 'x', source: { kind: 'keyword', keyword: '', location: 2276, language: 'de' } }, 'source.keyword'],
      [{ company_id: 1, name: 'x', source: { kind: 'briefing', id: 1 } }, 'source.kind'],
      [{ company_id: 1, name: 'x', source: { kind: 'content', id: 1 } }, 'source.content_project_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await post('create', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(field);
    }
    const badTask = await post('run', { company_id: 1, project_id: 1, task: 'poem' });
    expect(badTask.statusCode).toBe(400);
    expect(badTask.body).toContain('task');
    const badStatus = await post('set', { company_id: 1, project_id: 1, task: 'title', field: 'status', changes: [{ keyword: 'ski', value: 'maybe' }] });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain('changes.0.value');
  });
});

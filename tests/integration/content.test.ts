import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitorListResponse, CompetitorSelectResponse, ContentProjectJobResponse, ContentProjectListResponse, ContentShareResponse, DraftResponse, DraftVersionsResponse } from '../../src/domain/contracts/content.ts';
import { replaceCompetitors } from '../../server/content/competitor-refresh.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

describe.each(databaseKinds)('content projects on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let orange: LoggedIn;
  let plan2: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { jobRetry: { attempts: 2, baseDelayMs: 20, factor: 2, maxDelayMs: 100 } });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [power, orange, plan2] = await Promise.all([login('power@demo.test'), login('orange@demo.test'), login('plan2@demo.test')]);
  });
  afterAll(async () => t.close());

  const post = (path: string, body: object, who: LoggedIn | null = power) => t.post(`/api/content/${path}`, body, who ? { token: who.token } : {});
  const seeded = async () => {
    const list = (await post('projects/list', { company_id: 1 })).json<ContentProjectListResponse>();
    const project = list.projects.find((p) => p.main_keyword === 'glühwein selber machen');
    if (!project) throw new Error('no seeded project');
    return project;
  };
  const settled = async (projectId: number) => {
    for (let i = 0; i < 200; i++) {
      const answer = (await post('competitors/list', { company_id: 1, project_id: projectId })).json<CompetitorListResponse>();
      if (answer.project.status !== 'fetching') return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the fetch did not finish');
  };

  it('has the seeded project with ten fetched competitors and a draft', async () => {
    const project = await seeded();
    expect(project).toMatchObject({ status: 'ready', competitor_count: 10, selected_count: 10 });
    // The seed scores its draft as a save does (content-analysis.test.ts checks the number).
    expect(project.editor.content_score).toBeGreaterThan(0);
    expect(project.editor.content_score).toBeLessThan(100);
    expect(project.editor.word_count).toBeGreaterThan(50);
    const { competitors } = (await post('competitors/list', { company_id: 1, project_id: project.id })).json<CompetitorListResponse>();
    expect(competitors.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const c of competitors) {
      expect(c).toMatchObject({ fetched: true, fetch_error: null, selected: true });
      expect(c.word_count).toBeGreaterThan(100);
      expect(c.headings[0]).toEqual({ level: 1, text: 'Glühwein selber machen' });
      expect(c.relevance).toBeCloseTo(Math.min(100, 1.12 * (100 - c.position)), 2);
      expect(c.page_speed?.largest_contentful_paint).toBeGreaterThan(c.page_speed?.first_contentful_paint ?? Infinity);
    }
  });

  it('creates a project, fetches its top 10 in the background and lets a competitor be deselected', async () => {
    const created = await post('projects/create', { company_id: 1, main_keyword: '  Punsch   rezept ', secondary_keywords: ['punsch alkoholfrei', 'Punsch rezept'], device: 'mobile' });
    expect(created.statusCode, created.body).toBe(200);
    const { project, job } = created.json<ContentProjectJobResponse>();
    expect(project).toMatchObject({ main_keyword: 'Punsch rezept', secondary_keywords: ['punsch alkoholfrei'], device: 'mobile', location: 2276, language: 'de', job_id: job });
    const done = await settled(project.id);
    expect(done.project.status).toBe('ready');
    expect(done.competitors).toHaveLength(10);
    expect(done.competitors.every((c) => c.fetched && (c.word_count ?? 0) > 0)).toBe(true);
    const first = done.competitors[0];
    if (!first) throw new Error('no competitor');
    const deselected = await post('competitors/select', { company_id: 1, project_id: project.id, competitor_id: first.id, selected: false });
    expect(deselected.json<CompetitorSelectResponse>()).toMatchObject({ competitor: { id: first.id, selected: false }, selected_count: 9 });

    // Fetching again keeps the selection of the URLs that are still there: the first stays out.
    const again = await post('projects/refresh', { company_id: 1, project_id: project.id });
    expect(again.statusCode, again.body).toBe(200);
    const refreshed = await settled(project.id);
    expect(refreshed.project).toMatchObject({ status: 'ready', selected_count: 9 });
    expect(refreshed.competitors.filter((c) => !c.selected).map((c) => c.url)).toEqual([first.url]);
    // Same URLs, same rows: a page open or toggled during the fetch is still the same competitor.
    expect(refreshed.competitors.map((c) => c.id)).toEqual(done.competitors.map((c) => c.id));

    // A changed result: a new URL at 1 comes in selected, the deselected page (its URL now with a
    // fragment) moves to 10 and stays out, the page that fell out of the top 10 goes.
    const others = refreshed.competitors.filter((c) => c.id !== first.id);
    const result = (position: number, url: string) => ({ position, url, domain: new URL(url).hostname, title: `Seite ${position}`, description: null });
    await replaceCompetitors(t.database.handle.db, project.id, [
      result(1, 'https://neu.example/gluehwein'),
      ...others.slice(0, 8).map((c, i) => result(i + 2, c.url)),
      result(10, `${first.url}#zutaten`),
    ]);
    const changed = (await post('competitors/list', { company_id: 1, project_id: project.id })).json<CompetitorListResponse>().competitors;
    expect(changed.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(changed.find((c) => c.position === 1)).toMatchObject({ url: 'https://neu.example/gluehwein', selected: true });
    expect(changed.find((c) => c.position === 10)).toMatchObject({ id: first.id, selected: false });
    expect(changed.map((c) => c.id)).not.toContain(others[8]?.id);
    expect(changed.filter((c) => c.position >= 2 && c.position <= 9).map((c) => c.id)).toEqual(others.slice(0, 8).map((c) => c.id));
    const bell = await t.post('/api/notifications/list', { company_id: 1 }, { token: power.token });
    expect(bell.body).toContain('Content project: Punsch rezept');
  });

  it('answers bad input with a 400 naming the field and the rule', async () => {
    const long = await post('projects/create', { company_id: 1, main_keyword: 'a b c d e f g h i j k' });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ field: string; message: string }>()).toMatchObject({ field: 'main_keyword', message: expect.stringContaining('not more than 10 words') });
    const device = await post('projects/create', { company_id: 1, main_keyword: 'punsch', device: 'fax' });
    expect(device.statusCode).toBe(400);
    expect(device.json<{ field: string }>().field).toBe('device');
  });

  it('keeps companies apart: another company neither lists, reads, changes nor shares the project', async () => {
    const project = await seeded();
    const theirs = (await post('projects/list', { company_id: 2 }, orange)).json<ContentProjectListResponse>();
    expect(theirs.projects.map((p) => p.id)).not.toContain(project.id);
    expect((await post('competitors/list', { company_id: 2, project_id: project.id }, orange)).statusCode).toBe(404);
    expect((await post('drafts/get', { company_id: 2, project_id: project.id }, orange)).statusCode).toBe(404);
    expect((await post('projects/share', { company_id: 2, project_id: project.id }, orange)).statusCode).toBe(404);
    expect((await post('competitors/list', { company_id: 1, project_id: project.id }, orange)).statusCode).toBe(403);
    expect((await post('projects/list', { company_id: 1 }, plan2)).statusCode).toBe(403);
    expect((await post('projects/list', { company_id: 1 }, null)).statusCode).toBe(401);
  });

  it('shares a project read-only by link, and a revoked or wrong link shows nothing', async () => {
    const project = await seeded();
    const share = (await post('projects/share', { company_id: 1, project_id: project.id })).json<ContentShareResponse>();
    expect(share.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/u);
    expect(share.share_path).toBe(`/content-project/competitors/${project.id}/${share.share_id}`);
    expect((await post('projects/share', { company_id: 1, project_id: project.id })).json<ContentShareResponse>().share_id).toBe(share.share_id);

    const shared = await post('shared/competitors', { project_id: project.id, share_id: share.share_id }, null);
    expect(shared.statusCode, shared.body).toBe(200);
    const view = shared.json<CompetitorListResponse>();
    expect(view).toMatchObject({ read_only: true, project: { id: project.id, share_id: null, job_id: null } });
    expect(view.competitors).toHaveLength(10);
    expect(shared.body).not.toContain('Demo GmbH');

    // Read-only: the share id opens no change, with or without other fields.
    expect((await post('competitors/select', { project_id: project.id, share_id: share.share_id, competitor_id: view.competitors[0]?.id, selected: false }, null)).statusCode).toBe(401);
    expect((await post('shared/competitors', { project_id: project.id + 1000, share_id: share.share_id }, null)).statusCode).toBe(404);

    await post('projects/unshare', { company_id: 1, project_id: project.id });
    const revoked = await post('shared/competitors', { project_id: project.id, share_id: share.share_id }, null);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json<{ message: string }>().message).toContain('no longer shared');
    expect((await post('shared/competitors', { project_id: project.id, share_id: 'short' }, null)).statusCode).toBe(400);
  });

  it('saves the draft with versions and refuses a stale save with 409', async () => {
    const project = await seeded();
    const { draft } = (await post('drafts/get', { company_id: 1, project_id: project.id })).json<DraftResponse>();
    expect(draft.revision).toBe(1);
    const saved = await post('drafts/save', { company_id: 1, project_id: project.id, revision: draft.revision, html: '<p>Glühwein mit Zimt und Nelken.</p>' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DraftResponse>().draft).toMatchObject({ revision: 2, word_count: 5 });
    // A second tab still at revision 1 must not overwrite revision 2.
    const stale = await post('drafts/save', { company_id: 1, project_id: project.id, revision: draft.revision, html: '<p>Alter Stand</p>' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ field: string; message: string }>()).toMatchObject({ field: 'revision', message: expect.stringContaining('revision 2') });
    const current = (await post('drafts/get', { company_id: 1, project_id: project.id })).json<DraftResponse>();
    expect(current.draft.html).toBe('<p>Glühwein mit Zimt und Nelken.</p>');
    const { versions } = (await post('drafts/versions', { company_id: 1, project_id: project.id })).json<DraftVersionsResponse>();
    expect(versions.map((v) => v.revision)).toEqual([2, 1]);
    const old = await post('drafts/version', { company_id: 1, project_id: project.id, revision: 1 });
    expect(old.json<{ html: string }>().html).toContain('Glühwein selber machen ist einfacher');
  });
});

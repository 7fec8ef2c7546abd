import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBriefing } from '../../src/domain/content-briefing.ts';
import { draftFacts } from '../../src/domain/content-draft-counter.ts';
import { contentScore } from '../../src/domain/content-score.ts';
import { pageRelevance } from '../../src/domain/content-page-relevance.ts';
import { analyseTerms } from '../../src/domain/content-term-analysis.ts';
import { TERM_ANALYSIS_LIMIT, type BriefingResponse, type ContentAnalysisResponse, type SharedDraftResponse } from '../../src/domain/contracts/content-analysis.ts';
import type { CompetitorListResponse, ContentProjectJobResponse, ContentProjectListResponse, ContentShareResponse, DraftResponse } from '../../src/domain/contracts/content.ts';
import { termDocument } from '../../src/domain/german-terms.ts';
import { classifySearchIntent } from '../../src/domain/search-intent.ts';
import { keywordWords } from '../../src/domain/tokenize.ts';
import { draftHtmlBlocks, draftPage } from '../../server/content/draft-page.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/** The seeded project's keywords (server/db/seed-content.ts), main first. */
const SEEDED_KEYWORDS = ['glühwein selber machen', 'glühwein rezept', 'glühwein gewürz'];

describe.each(databaseKinds)('content analysis and briefing on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let orange: LoggedIn;
  let plan2: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
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
  const analysisOf = async (projectId: number) => {
    const answer = await post('analysis', { company_id: 1, project_id: projectId });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ContentAnalysisResponse>();
  };
  /** What the domain computes from the stored pages and draft: the expectation, independent of the route. */
  const expected = async (projectId: number) => {
    const db = t.database.handle.db;
    const rows = await db.selectFrom('content_competitors').selectAll().where('project_id', '=', projectId).where('selected', '=', true).orderBy('position').execute();
    const draft = await db.selectFrom('content_drafts').select('html').where('project_id', '=', projectId).executeTakeFirst();
    const pages = rows.map((r) => ({ url: r.url, title: r.title, description: r.meta_description ?? '', headings: r.headings, text: r.main_text ?? '' }));
    const ownBlocks = draftHtmlBlocks(draft?.html ?? '');
    const own = ownBlocks.length === 0 ? null : draftPage(ownBlocks);
    // The project's keywords' words are kept although some are stop words (machen), as the server keeps them.
    const keep = keywordWords(SEEDED_KEYWORDS);
    return { rows, pages, own, terms: analyseTerms(pages.map((p) => termDocument(p.text, keep)), own === null ? null : termDocument(own.text, keep)) };
  };

  it('analyses the seeded project: the domain numbers for the selected competitors against the draft', async () => {
    const project = await seeded();
    const { analysis, read_only, project: view } = await analysisOf(project.id);
    expect(read_only).toBe(false);
    expect(view.id).toBe(project.id);
    const want = await expected(project.id);
    expect(analysis.keyword).toBe('glühwein selber machen');
    expect(analysis.competitor_count).toBe(10);
    expect(analysis.terms.length).toBe(Math.min(TERM_ANALYSIS_LIMIT, want.terms.length));
    expect(want.terms.length).toBeGreaterThan(TERM_ANALYSIS_LIMIT);
    for (let i = 1; i < analysis.terms.length; i++) expect(analysis.terms[i - 1]?.wdf_idf).toBeGreaterThanOrEqual(analysis.terms[i]?.wdf_idf ?? Infinity);
    analysis.terms.slice(0, 40).forEach((row, i) => {
      const domain = want.terms[i];
      if (!domain) throw new Error(`no domain row ${i}`);
      expect(row).toEqual({
        stem: domain.stem, term: domain.term, holding: domain.holding, average_wdf: domain.averageWdf, max_wdf: domain.maxWdf, idf: domain.idf, wdf_idf: domain.wdfIdf,
        own_count: domain.ownCount, own_wdf: domain.ownWdf, own_wdf_idf: domain.ownWdfIdf, target: domain.target, recommendation: domain.recommendation,
      });
    });
    // Glühwein, Glühweins and Glühweine are one term.
    const gluhwein = analysis.terms.find((row) => row.stem === 'gluhwein');
    expect(gluhwein?.own_count).toBeGreaterThan(2);
    expect(analysis.terms.filter((row) => row.term.startsWith('glühwein') && row.stem === 'gluhwein')).toHaveLength(1);

    expect(analysis.pages.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    analysis.pages.forEach((page, i) => {
      const row = want.rows[i];
      const source = want.pages[i];
      if (!row || !source) throw new Error(`no competitor ${i}`);
      const r = pageRelevance(source, 'glühwein selber machen');
      expect(page).toEqual({ competitor_id: row.id, position: row.position, url: row.url, title: row.title, word_count: row.word_count, relevance: { url_coverage: r.urlCoverage, term_placement: r.termPlacement, average_wdf: r.averageWdf, score: r.score } });
    });
    if (!want.own) throw new Error('the seeded draft has text');
    const ownRelevance = pageRelevance(want.own, 'glühwein selber machen');
    expect(analysis.own).toMatchObject({ competitor_id: null, position: null, url: null, title: 'Glühwein selber machen', word_count: project.editor.word_count, relevance: { score: ownRelevance.score, term_placement: ownRelevance.termPlacement } });
  });

  it('follows the selection: a deselected competitor leaves the analysis, and comes back when selected again', async () => {
    const project = await seeded();
    const before = (await analysisOf(project.id)).analysis;
    const third = before.pages[2];
    if (!third?.competitor_id) throw new Error('no third competitor');
    await post('competitors/select', { company_id: 1, project_id: project.id, competitor_id: third.competitor_id, selected: false });
    const after = (await analysisOf(project.id)).analysis;
    expect(after.competitor_count).toBe(9);
    expect(after.pages.map((p) => p.position)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);
    const want = await expected(project.id);
    expect(after.terms[0]).toMatchObject({ stem: want.terms[0]?.stem, wdf_idf: want.terms[0]?.wdfIdf, holding: want.terms[0]?.holding });
    expect(after.terms.map((row) => [row.stem, row.wdf_idf])).not.toEqual(before.terms.map((row) => [row.stem, row.wdf_idf]));
    await post('competitors/select', { company_id: 1, project_id: project.id, competitor_id: third.competitor_id, selected: true });
    expect((await analysisOf(project.id)).analysis).toEqual(before);
  });

  it('analyses a new project without a draft (own is null) and briefs it with the Questions source and the intent', async () => {
    const created = (await post('projects/create', { company_id: 1, main_keyword: 'glühwein kaufen' })).json<ContentProjectJobResponse>();
    for (let i = 0; i < 200; i++) {
      const answer = (await post('competitors/list', { company_id: 1, project_id: created.project.id })).json<CompetitorListResponse>();
      if (answer.project.status !== 'fetching') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { analysis } = await analysisOf(created.project.id);
    expect(analysis.own).toBeNull();
    expect(analysis.competitor_count).toBe(10);
    expect(analysis.terms.every((row) => row.own_count === 0 && row.recommendation === 'more')).toBe(true);

    const answer = await post('briefing', { company_id: 1, project_id: created.project.id });
    expect(answer.statusCode, answer.body).toBe(200);
    const { briefing, read_only } = answer.json<BriefingResponse>();
    expect(read_only).toBe(false);
    expect(briefing.intent).toBe(classifySearchIntent('glühwein kaufen'));
    expect(briefing.intent).toBe('transactional');
    expect(briefing.questions.length).toBeGreaterThan(0);
    expect(briefing.questions.length).toBeLessThanOrEqual(10);
    const want = await expected(created.project.id);
    const domain = buildBriefing({ keyword: 'glühwein kaufen', competitors: want.pages.map((page) => ({ page })), questions: briefing.questions });
    expect(briefing.competitor_count).toBe(10);
    expect(briefing.word_count).toEqual(domain.wordCount);
    expect(briefing.headings).toEqual(domain.headings);
    expect(briefing.terms).toEqual(domain.terms.map((term) => ({ stem: term.stem, term: term.term, range: term.range, must_use: term.mustUse })));
  });

  it('keeps companies apart and refuses callers without content access', async () => {
    const project = await seeded();
    for (const path of ['analysis', 'briefing']) {
      const theirs = await post(path, { company_id: 2, project_id: project.id }, orange);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json<{ field: string }>().field).toBe('project_id');
      expect((await post(path, { company_id: 1, project_id: project.id }, orange)).statusCode).toBe(403);
      expect((await post(path, { company_id: 1, project_id: project.id }, plan2)).statusCode).toBe(403);
      expect((await post(path, { company_id: 1, project_id: project.id }, null)).statusCode).toBe(401);
      const bad = await post(path, { company_id: 1, project_id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field: string }>().field).toBe('project_id');
    }
  });

  it('shows analysis, briefing and draft read-only behind a share link, and nothing once it is revoked', async () => {
    const project = await seeded();
    const share = (await post('projects/share', { company_id: 1, project_id: project.id })).json<ContentShareResponse>();
    const link = { project_id: project.id, share_id: share.share_id };

    const analysis = await post('shared/analysis', link, null);
    expect(analysis.statusCode, analysis.body).toBe(200);
    const shared = analysis.json<ContentAnalysisResponse>();
    expect(shared).toMatchObject({ read_only: true, project: { id: project.id, share_id: null, job_id: null } });
    expect(shared.analysis).toEqual((await analysisOf(project.id)).analysis);

    const briefing = await post('shared/briefing', link, null);
    expect(briefing.statusCode, briefing.body).toBe(200);
    expect(briefing.json<BriefingResponse>()).toMatchObject({ read_only: true, project: { share_id: null }, briefing: { keyword: 'glühwein selber machen', competitor_count: 10 } });

    const draft = await post('shared/draft', link, null);
    expect(draft.statusCode, draft.body).toBe(200);
    const own = (await post('drafts/get', { company_id: 1, project_id: project.id })).json<DraftResponse>().draft;
    expect(draft.json<SharedDraftResponse>()).toMatchObject({ read_only: true, draft: own, project: { share_id: null } });
    for (const answer of [analysis, briefing, draft]) expect(answer.body).not.toContain('Demo GmbH');

    // Read-only: a share id opens no member call.
    expect((await post('drafts/save', { ...link, revision: own.revision, html: '<p>x</p>' }, null)).statusCode).toBe(401);
    expect((await post('shared/analysis', { project_id: project.id + 1000, share_id: share.share_id }, null)).statusCode).toBe(404);
    await post('projects/unshare', { company_id: 1, project_id: project.id });
    for (const path of ['shared/analysis', 'shared/briefing', 'shared/draft']) {
      const revoked = await post(path, link, null);
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json<{ field: string; message: string }>()).toMatchObject({ field: 'share_id', message: expect.stringContaining('no longer shared') });
    }
    const bad = await post('shared/analysis', { project_id: project.id, share_id: 'short' }, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('share_id');
  });

  it('scores a saved draft on the server against the briefing and lists the score with the project', async () => {
    const project = await seeded();
    const want = await expected(project.id);
    const targetsOf = () => {
      const briefing = buildBriefing({ keyword: 'glühwein selber machen', secondaryKeywords: SEEDED_KEYWORDS.slice(1), competitors: want.pages.map((page) => ({ page })), questions: [] });
      return { terms: briefing.terms, wordCount: briefing.wordCount, headings: briefing.headings.map((h) => h.text), keywords: SEEDED_KEYWORDS };
    };
    // The keywords' words are counted in the draft as in the competitors (machen is a stop word otherwise).
    const keep = keywordWords(SEEDED_KEYWORDS);
    const scoreOf = (html: string) => contentScore(draftFacts(draftHtmlBlocks(html), keep), targetsOf()).score;
    // The seed's draft is scored as a save scores it.
    expect(project.editor.content_score).toBe(scoreOf((await post('drafts/get', { company_id: 1, project_id: project.id })).json<DraftResponse>().draft.html));

    const { draft } = (await post('drafts/get', { company_id: 1, project_id: project.id })).json<DraftResponse>();
    const short = '<h1>Glühwein</h1><p>Rotwein erwärmen.</p>';
    const first = await post('drafts/save', { company_id: 1, project_id: project.id, revision: draft.revision, html: short });
    expect(first.statusCode, first.body).toBe(200);
    const stored = async () => (await t.database.handle.db.selectFrom('content_drafts').select('content_score').where('project_id', '=', project.id).executeTakeFirstOrThrow()).content_score;
    expect(await stored()).toBe(scoreOf(short));

    const mustUse = targetsOf().terms.filter((term) => term.mustUse).map((term) => term.term);
    const headings = targetsOf().headings.map((text) => `<h2>${text}</h2>`).join('');
    const richer = `<h1>Glühwein selber machen</h1>${headings}<p>${mustUse.join(' ')} ${'Glühwein mit Zimt und Nelken. '.repeat(80)}</p>`;
    const second = await post('drafts/save', { company_id: 1, project_id: project.id, revision: draft.revision + 1, html: richer });
    expect(second.statusCode, second.body).toBe(200);
    const score = await stored();
    expect(score).toBe(scoreOf(richer));
    expect(score).toBeGreaterThan(scoreOf(short) ?? 100);
    expect((await seeded()).editor.content_score).toBe(score);

    // The stored score follows the selection it is measured against.
    const firstCompetitor = want.rows[0];
    if (!firstCompetitor) throw new Error('no competitor');
    await post('competitors/select', { company_id: 1, project_id: project.id, competitor_id: firstCompetitor.id, selected: false });
    const nine = buildBriefing({ keyword: 'glühwein selber machen', secondaryKeywords: SEEDED_KEYWORDS.slice(1), competitors: want.pages.slice(1).map((page) => ({ page })), questions: [] });
    const nineScore = contentScore(draftFacts(draftHtmlBlocks(richer), keep), { terms: nine.terms, wordCount: nine.wordCount, headings: nine.headings.map((h) => h.text), keywords: SEEDED_KEYWORDS }).score;
    expect(await stored()).toBe(nineScore);
    await post('competitors/select', { company_id: 1, project_id: project.id, competitor_id: firstCompetitor.id, selected: true });
    expect(await stored()).toBe(score);
  });
});

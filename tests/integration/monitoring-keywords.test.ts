import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordHistoryResponse, ProjectCard, RankingsResponse, RemoveKeywordsResponse, RestoreKeywordsResponse, VisibilityResponse } from '../../src/domain/contracts/monitoring.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/** Removing keywords from a project with undo (decision 0040). */
describe.each(databaseKinds)('monitoring keyword removal on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let orange: LoggedIn;
  let white: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    orange = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
    white = await t.login('white@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  const call = <T>(url: string, body: unknown, user: LoggedIn | null, status = 200) => t.call<T>(url, body, user, status);
  const projectOf = async (user: LoggedIn, companyId: number) => {
    const { projects } = await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: companyId }, user);
    const project = projects[0];
    if (!project) throw new Error(`company ${companyId} has no seeded project`);
    return project;
  };
  const rankings = (projectId: number) => call<RankingsResponse>('/api/monitoring/projects/rankings', { company_id: 1, project_id: projectId }, power);
  const visibility = async (projectId: number) => (await call<VisibilityResponse>('/api/monitoring/projects/visibility', { company_id: 1, project_id: projectId, days: 90 }, power)).competitorData;

  it('removes keywords with their history and brings both back on undo', async () => {
    const shop = await projectOf(power, 1);
    const before = await rankings(shop.id);
    const tagged = before.rows.filter((r) => r.tags.length > 0 && (r.estimated_clicks ?? 0) > 0).slice(0, 2);
    expect(tagged).toHaveLength(2);
    const ids = tagged.map((r) => r.keyword_id);
    const history = (id: number, user = power, status = 200) =>
      call<KeywordHistoryResponse>('/api/monitoring/keywords/history', { company_id: 1, project_id: shop.id, keyword_id: id, days: 90 }, user, status);
    const historyBefore = await history(ids[0] ?? 0);
    expect(historyBefore.points.length).toBeGreaterThan(80);
    const visibilityBefore = await visibility(shop.id);

    const removed = await call<RemoveKeywordsResponse>('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id, keyword_ids: ids }, power);
    expect(removed.removed).toBe(2);
    expect(Date.parse(removed.undo_until)).toBeGreaterThan(Date.now());
    const during = await rankings(shop.id);
    expect(during.rows).toHaveLength(before.rows.length - 2);
    expect(during.project.keyword_count).toBe(before.rows.length - 2);
    expect(during.rows.map((r) => r.keyword_id)).not.toContain(ids[0]);
    await history(ids[0] ?? 0, power, 404);
    // The visibility is the sum over the tracked keywords: without two of them it changes on some day.
    const visibilityDuring = await visibility(shop.id);
    expect(visibilityDuring[0]?.visibility).not.toEqual(visibilityBefore[0]?.visibility);

    const restored = await call<RestoreKeywordsResponse>('/api/monitoring/keywords/restore', { company_id: 1, project_id: shop.id, removal_id: removed.removal_id }, power);
    expect(restored).toEqual({ restored: 2, skipped: [] });
    const after = await rankings(shop.id);
    expect(after.rows).toEqual(before.rows);
    expect(await history(ids[0] ?? 0)).toEqual(historyBefore);
    expect(await visibility(shop.id)).toEqual(visibilityBefore);
    // One undo per removal.
    expect((await call<{ field: string }>('/api/monitoring/keywords/restore', { company_id: 1, project_id: shop.id, removal_id: removed.removal_id }, power, 404)).field).toBe('removal_id');
  });

  it('keeps a keyword added again meanwhile and refuses an undo after the window', async () => {
    const shop = await projectOf(power, 1);
    const row = (await rankings(shop.id)).rows[5];
    if (!row) throw new Error('the seeded project has too few keywords');
    const removed = await call<RemoveKeywordsResponse>('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id, keyword_ids: [row.keyword_id] }, power);
    await call('/api/monitoring/projects/edit', { company_id: 1, project_id: shop.id, add_keywords: { kind: 'paste', text: row.keyword } }, power);
    const restored = await call<RestoreKeywordsResponse>('/api/monitoring/keywords/restore', { company_id: 1, project_id: shop.id, removal_id: removed.removal_id }, power);
    expect(restored).toEqual({ restored: 0, skipped: [row.keyword] });

    const again = (await rankings(shop.id)).rows.find((r) => r.keyword === row.keyword);
    const late = await call<RemoveKeywordsResponse>('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id, keyword_ids: [again?.keyword_id ?? 0] }, power);
    await sql`update monitoring_keyword_removals set removed_at = now() - interval '31 seconds' where id = ${late.removal_id}`.execute(t.database.handle.db);
    await call('/api/monitoring/keywords/restore', { company_id: 1, project_id: shop.id, removal_id: late.removal_id }, power, 404);
  });

  it('keeps companies apart', async () => {
    const shop = await projectOf(power, 1);
    const partner = await projectOf(white, 3);
    const partnerRows = (await call<RankingsResponse>('/api/monitoring/projects/rankings', { company_id: 3, project_id: partner.id }, white)).rows;
    const foreignId = partnerRows[0]?.keyword_id ?? 0;
    // Another company's keyword under one's own project is not one's own keyword.
    expect((await call<{ field: string }>('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id, keyword_ids: [foreignId] }, power, 404)).field).toBe('keyword_ids');
    // Another company's project under one's own company id is absent; under its company id forbidden.
    expect((await call<{ field: string }>('/api/monitoring/keywords/remove', { company_id: 2, project_id: shop.id, keyword_ids: [1] }, orange, 404)).field).toBe('project_id');
    await call('/api/monitoring/keywords/remove', { company_id: 3, project_id: partner.id, keyword_ids: [foreignId] }, power, 403);
    await call('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id, keyword_ids: [1] }, null, 401);
    const removed = await call<RemoveKeywordsResponse>('/api/monitoring/keywords/remove', { company_id: 3, project_id: partner.id, keyword_ids: [foreignId] }, white);
    expect((await call<{ field: string }>('/api/monitoring/keywords/restore', { company_id: 1, project_id: shop.id, removal_id: removed.removal_id }, power, 404)).field).toBe('removal_id');
    expect((await call<RankingsResponse>('/api/monitoring/projects/rankings', { company_id: 3, project_id: partner.id }, white)).rows).toHaveLength(partnerRows.length - 1);
    await call('/api/monitoring/keywords/restore', { company_id: 3, project_id: partner.id, removal_id: removed.removal_id }, white);
  });

  it('refuses bad input with the field and the rule', async () => {
    const shop = await projectOf(power, 1);
    const refusal = (url: string, body: unknown) => call<{ field: string; message: string }>(url, body, power, 400);
    expect(await refusal('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id, keyword_ids: [] })).toMatchObject({ field: 'keyword_ids', message: expect.stringContaining('Choose at least one keyword') });
    expect((await refusal('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id, keyword_ids: ['ski'] })).field).toMatch(/^keyword_ids/u);
    expect((await refusal('/api/monitoring/keywords/remove', { company_id: 1, project_id: shop.id })).field).toBe('keyword_ids');
    expect((await refusal('/api/monitoring/keywords/restore', { company_id: 1, project_id: shop.id, removal_id: -3 })).field).toBe('removal_id');
    expect((await refusal('/api/monitoring/keywords/restore', { company_id: 1, project_id: shop.id, removal_id: 1, extra: true })).message).toMatch(/extra/u);
  });
});

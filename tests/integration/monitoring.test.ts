import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportResponse, OverviewResponse, ProjectCard, ProjectCreateResponse, RankingsResponse, SharedReportResponse, VisibilityResponse } from '../../src/domain/contracts/monitoring.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

describe.each(databaseKinds)('monitoring API on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let orange: LoggedIn;
  let basic: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    orange = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
    basic = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  const call = <T>(url: string, body: unknown, user: LoggedIn | null, status = 200) => t.call<T>(url, body, user, status);
  const seeded = async () => {
    const { projects } = await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: 1 }, power);
    const shop = projects.find((p) => p.domain === 'www.demo-shop.de');
    if (!shop) throw new Error('the seeded project is missing');
    return shop;
  };

  it('lists the seeded project of company 1 with its card figures', async () => {
    const shop = await seeded();
    expect(shop).toMatchObject({ device: 'desktop', keyword_count: 150, competitors: ['www.wintersport-profi.de', 'www.outdoor-markt.de'], update_state: 'done' });
    expect(shop.sparkline).toHaveLength(30);
    expect(shop.visibility_today).toBeGreaterThan(0);
    expect(shop.visibility_change_7).not.toBeNull();
    expect(shop.visibility_change_30).not.toBeNull();
    expect(shop.average_position).toBeGreaterThan(0);
  });

  it('answers rankings, visibility, overview and the export with the full history', async () => {
    const shop = await seeded();
    const ref = { company_id: 1, project_id: shop.id };
    const rankings = await call<RankingsResponse>('/api/monitoring/projects/rankings', ref, power);
    expect(rankings.rows).toHaveLength(150);
    for (const row of rankings.rows) {
      expect(row.status).not.toBe('pending');
      if (row.status === 'ranked') expect(row.rank_band).toBe(Math.ceil((row.position ?? 0) / 10) - 1);
      if (row.status === 'failed') expect([row.position, row.failure_reason === null]).toEqual([null, false]);
      if (row.status === 'not_found') expect(row.estimated_clicks).toBe(0);
    }
    expect(rankings.rows.some((r) => typeof r.change_7 === 'number' && r.change_7 !== 0)).toBe(true);
    const visibility = await call<VisibilityResponse>('/api/monitoring/projects/visibility', { ...ref, days: 90 }, power);
    expect(visibility.competitorData.map((c) => [c.domain, c.own, c.visibility.length])).toEqual([
      ['www.demo-shop.de', true, 90],
      ['www.wintersport-profi.de', false, 90],
      ['www.outdoor-markt.de', false, 90],
    ]);
    const overview = await call<OverviewResponse>('/api/monitoring/projects/overview', { ...ref, compare_days: 30 }, power);
    const d = overview.distribution;
    expect(d.top_3 + d.top_4_10 + d.top_11_20 + d.top_21_100 + d.not_found + d.failed).toBe(150);
    expect(overview.winners.length + overview.losers.length).toBeGreaterThan(0);
    const exported = await call<ExportResponse>('/api/monitoring/projects/export', ref, power);
    expect(exported.dates).toHaveLength(90);
    expect(exported.rows).toHaveLength(150);
    expect(exported.rows.every((r) => r.positions.length === 90)).toBe(true);
  });

  it('keeps companies apart and needs the monitoring suite', async () => {
    const shop = await seeded();
    expect((await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: 2 }, orange)).projects).toEqual([]);
    const foreign = await call<{ field: string; message: string }>('/api/monitoring/projects/rankings', { company_id: 2, project_id: shop.id }, orange, 404);
    expect(foreign.field).toBe('project_id');
    await call('/api/monitoring/projects/rankings', { company_id: 1, project_id: shop.id }, orange, 403);
    await call('/api/monitoring/projects/list', { company_id: 1 }, basic, 403);
    await call('/api/monitoring/projects/list', { company_id: 1 }, null, 401);
  });

  it('refuses bad input with the field and the rule', async () => {
    const base = { company_id: 1, domain: 'shop.de', device: 'desktop', location: 2276, language: 'de', keywords: { kind: 'paste', text: 'ski' } };
    const refusal = async (body: unknown) => call<{ field: string; message: string }>('/api/monitoring/projects/create', body, power, 400);
    expect(await refusal({ ...base, domain: 'localhost' })).toMatchObject({ field: 'domain', message: expect.stringContaining('is not a valid domain') });
    expect(await refusal({ ...base, device: 'watch' })).toMatchObject({ field: 'device' });
    expect(await refusal({ ...base, competitors: ['a.de', 'b.de', 'c.de', 'd.de', 'e.de', 'f.de'] })).toMatchObject({ field: 'competitors', message: expect.stringContaining('At most 5') });
    expect(await refusal({ ...base, update_time: '6 Uhr' })).toMatchObject({ field: 'update_time' });
    expect(await refusal({ ...base, keywords: { kind: 'paste', text: '\n \n' } })).toMatchObject({ field: 'keywords' });
    expect(await refusal({ ...base, competitors: ['www.shop.de'] })).toMatchObject({ field: 'competitors', message: expect.stringContaining('own domain') });
    expect((await call<{ field: string }>('/api/monitoring/projects/create', { ...base, keywords: { kind: 'collection', collection_id: 999_999 } }, power, 404)).field).toBe('keywords.collection_id');
  });

  it('creates a project whose first update starts at once, then deletes and restores it', async () => {
    const created = await call<ProjectCreateResponse>(
      '/api/monitoring/projects/create',
      { company_id: 1, domain: 'https://www.ski-laden.de/shop', device: 'mobile', location: 2276, language: 'de', keywords: { kind: 'csv', text: 'Keyword;Tag\nskihelm;Zubehör\nskibrille;Zubehör\nskijacke\n' }, competitors: ['www.demo-shop.de'] },
      power,
    );
    expect(created.project).toMatchObject({ domain: 'www.ski-laden.de', keyword_count: 3, tags: ['Zubehör'] });
    expect(created.job_id).not.toBe('');
    const ref = { company_id: 1, project_id: created.project.id };
    let rows: RankingsResponse['rows'] = [];
    for (let i = 0; i < 200 && !(rows.length === 3 && rows.every((r) => r.status !== 'pending')); i += 1) {
      await sleep(50);
      rows = (await call<RankingsResponse>('/api/monitoring/projects/rankings', ref, power)).rows;
    }
    expect(rows.map((r) => r.status).every((s) => s !== 'pending')).toBe(true);
    const deleted = await call<{ undo_until: string }>('/api/monitoring/projects/delete', ref, power);
    expect(Date.parse(deleted.undo_until)).toBeGreaterThan(Date.now());
    await call('/api/monitoring/projects/rankings', ref, power, 404);
    await call('/api/monitoring/projects/restore', ref, power);
    await call('/api/monitoring/projects/rankings', ref, power);
  });

  it('shares a read-only report without login and refuses a revoked link', async () => {
    const shop = await seeded();
    const ref = { company_id: 1, project_id: shop.id };
    const { share_id, share_url_path } = await call<{ share_id: string; share_url_path: string }>('/api/monitoring/projects/share', ref, power);
    expect(share_id).toMatch(/^[A-Za-z0-9_-]{22}$/u);
    expect(share_url_path).toBe(`/monitoring/shared/${share_id}`);
    const report = await call<SharedReportResponse>('/api/monitoring/shared/get', { share_id }, null);
    expect(report.domain).toBe('www.demo-shop.de');
    expect(report.rows).toHaveLength(150);
    expect(Object.keys(report)).not.toContain('company_id');
    expect(JSON.stringify(report)).not.toContain('Demo GmbH');
    expect(report.whitelabel).toBeNull();
    // Read-only: the report's id opens nothing else.
    await call('/api/monitoring/projects/delete', { share_id }, null, 401);
    await call('/api/monitoring/projects/unshare', ref, power);
    expect((await call<{ field: string }>('/api/monitoring/shared/get', { share_id }, null, 404)).field).toBe('share_id');
    expect((await call<{ field: string }>('/api/monitoring/shared/get', { share_id: 'short' }, null, 400)).field).toBe('share_id');
  });

  it('gives the white-label partner’s shared report its logo and nothing else of the company', async () => {
    const white = await t.login('white@demo.test', { remoteAddress: nextClientAddress() });
    const { projects } = await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: 3 }, white);
    const partner = projects[0];
    expect(partner?.domain).toBe('www.partner-moebel.de');
    const { share_id } = await call<{ share_id: string }>('/api/monitoring/projects/share', { company_id: 3, project_id: partner?.id }, white);
    const report = await call<SharedReportResponse>('/api/monitoring/shared/get', { share_id }, null);
    expect(report.whitelabel).toEqual({ logo: '/logos/whitelabel-partner.svg' });
    expect(JSON.stringify(report)).not.toMatch(/Whitelabel Partner AG|rankings\.partner|Keyword Workbench/u);
  });
});

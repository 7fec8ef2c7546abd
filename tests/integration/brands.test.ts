import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboard } from '../../server/brands/brand-store.ts';
import { DUPLICATE_BRAND, EMPTY_BRAND_NAME, NO_BRANDS, TOO_MANY_BRANDS } from '../../src/domain/brand-input.ts';
import type { BrandCreateResponse, BrandExpandResponse, BrandIndexResponse, BrandListResponse } from '../../src/domain/contracts/brands.ts';
import type { BrandAnalysisResponse } from '../../src/domain/contracts/brand-analysis.ts';
import { TOO_MANY_CHARACTERS, TOO_MANY_WORDS } from '../../src/domain/phrase-validation.ts';
import { MARKET, settledCard } from './brands-support.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

describe.each(databaseKinds)('brand dashboards on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let plan2: LoggedIn;
  let basic: LoggedIn;
  let multi: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { jobRetry: { attempts: 2, baseDelayMs: 20, factor: 2, maxDelayMs: 100 } });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [power, plan2, basic, multi] = await Promise.all([login('power@demo.test'), login('plan2@demo.test'), login('basic@demo.test'), login('multi@demo.test')]);
  });
  afterAll(async () => t.close());

  const post = (path: string, body: object, who: LoggedIn = power) => t.post(`/api/brands/${path}`, body, { token: who.token });

  it('has the seeded Sportmarken dashboard with a finished index of 48 months', async () => {
    const list = (await post('list', { company_id: 1 })).json<BrandListResponse>();
    const card = list.dashboards.find((d) => d.listname === 'sportmarken');
    expect(card).toMatchObject({ name: 'Sportmarken', status: 'done', progress: 100 });
    expect(card?.brands.map((b) => b.name)).toEqual(['adidas', 'nike', 'puma', 'asics', 'new balance']);
    expect(card?.leader?.share).toBeGreaterThan(0);
    expect(card?.sparkline).toHaveLength(12);
    const index = (await post('index', { company_id: 1, listname: 'sportmarken' })).json<BrandIndexResponse>();
    expect(index.months).toHaveLength(48);
    index.months.forEach((_, m) => {
      const sum = index.brands.reduce((a, b) => a + (b.shares[m] ?? 0), 0);
      if (index.totals[m]) expect(sum).toBeCloseTo(1, 9);
    });
    expect(index.keywords.length).toBeGreaterThan(100);
    const analysis = (await post('analysis', { company_id: 1, listname: 'sportmarken' })).json<BrandAnalysisResponse>();
    expect(analysis.brand.name).toBe('adidas');
    expect(analysis.top_keywords.length).toBeGreaterThan(0);
    expect(analysis.questions.map((q) => q.keyword)).toContain('wie fallen adidas schuhe aus');
    expect(analysis.categories.length).toBeGreaterThan(0);
  });

  it('previews keywords, creates a dashboard, runs its index and shows it', async () => {
    const preview = await post('expand', { company_id: 1, brands: ['nike', 'adidas'], ...MARKET });
    expect(preview.statusCode, preview.body).toBe(200);
    const { brands } = preview.json<BrandExpandResponse>();
    expect(brands[0]?.keywords[0]).toEqual({ keyword: 'nike', origin: 'name' });
    for (const k of brands[0]?.keywords ?? []) expect(k.keyword).toMatch(/\bnike\b/u);

    const body = { company_id: 1, name: 'Laufschuhe', ...MARKET, brands: brands.map((b) => ({ name: b.name, keywords: b.keywords.map((k) => k.keyword) })) };
    const created = await post('create', body);
    expect(created.statusCode, created.body).toBe(200);
    const { dashboard, job } = created.json<BrandCreateResponse>();
    expect(dashboard.listname).toBe('laufschuhe');
    expect(job).toMatchObject({ listname: 'laufschuhe', total_batches: 1, already_running: false });
    const done = await settledCard(t, power.token, 1, 'laufschuhe');
    expect(done).toMatchObject({ status: 'done', job_id: job.job_id, progress: 100 });
    const index = (await post('index', { company_id: 1, listname: 'laufschuhe' })).json<BrandIndexResponse>();
    expect(index.brands.map((b) => b.name)).toEqual(['nike', 'adidas']);
    expect(index.keywords).toHaveLength(job.keyword_count);

    // A second dashboard of the same name gets its own link.
    const again = (await post('create', body)).json<BrandCreateResponse>();
    expect(again.dashboard.listname).toBe('laufschuhe-2');
    await settledCard(t, power.token, 1, 'laufschuhe-2');
  });

  it('renames, deletes with undo, and refreshes without starting a second run', async () => {
    const created = (await post('create', { company_id: 1, name: 'Outdoor', ...MARKET, brands: [{ name: 'jack wolfskin' }, { name: 'the north face' }] })).json<BrandCreateResponse>();
    const first = await post('refresh', { company_id: 1, listname: 'outdoor' });
    expect(first.statusCode).toBe(200);
    // The create's run is either still under way (answered, not doubled) or done (a new run starts).
    const refreshed = first.json<{ job_id: string; already_running: boolean }>();
    expect(refreshed.already_running ? refreshed.job_id === created.job.job_id : refreshed.job_id !== created.job.job_id).toBe(true);
    await settledCard(t, power.token, 1, 'outdoor');

    expect((await post('rename', { company_id: 1, listname: 'outdoor', name: 'Outdoor-Marken' })).json<{ dashboard: { name: string } }>().dashboard.name).toBe('Outdoor-Marken');
    expect((await post('delete', { company_id: 1, listname: 'outdoor' })).json()).toEqual({ listname: 'outdoor', deleted: true });
    expect((await post('list', { company_id: 1 })).json<BrandListResponse>().dashboards.map((d) => d.listname)).not.toContain('outdoor');
    expect((await post('get', { company_id: 1, listname: 'outdoor' })).statusCode).toBe(404);
    const restored = await post('restore', { company_id: 1, listname: 'outdoor' });
    expect(restored.json<{ dashboard: { name: string; status: string } }>().dashboard).toMatchObject({ name: 'Outdoor-Marken', status: 'done' });
  });

  it('answers bad input with a 400 naming the field and the rule', async () => {
    const create = (brands: object[]) => post('create', { company_id: 1, name: 'X', ...MARKET, brands });
    const cases: [object[], string][] = [
      [[], `brands: ${NO_BRANDS}`],
      [Array.from({ length: 51 }, (_, i) => ({ name: `b${i}` })), `brands: ${TOO_MANY_BRANDS}`],
      [[{ name: '   ' }], `brands.0.name: ${EMPTY_BRAND_NAME}`],
      [[{ name: 'x'.repeat(81) }], `brands.0.name: ${TOO_MANY_CHARACTERS}`],
      [[{ name: 'a b c d e f g h i j k' }], `brands.0.name: ${TOO_MANY_WORDS}`],
      [[{ name: 'nike' }, { name: 'Nike' }], `brands.1.name: ${DUPLICATE_BRAND}`],
    ];
    for (const [brands, rule] of cases) {
      const response = await create(brands);
      expect(response.statusCode, rule).toBe(400);
      expect(response.body).toContain(rule);
    }
    const expand = await post('expand', { company_id: 1, brands: [], ...MARKET });
    expect(expand.statusCode).toBe(400);
    expect(expand.body).toContain(NO_BRANDS);
    expect((await post('get', { company_id: 1, listname: 'Not A Slug' })).statusCode).toBe(400);
  });

  it('guards the screens on the server: plan guard, rights, and the analysis for any member', async () => {
    // Plan 2 holds right 12 but Brands are blocked for plans 1–3 (SPEC §6).
    expect((await post('list', { company_id: 1 }, plan2)).statusCode).toBe(403);
    for (const path of ['index', 'refresh']) expect((await post(path, { company_id: 1, listname: 'sportmarken' }, plan2)).statusCode, path).toBe(403);
    expect((await post('create', { company_id: 1, name: 'X', ...MARKET, brands: [{ name: 'x' }] }, basic)).statusCode).toBe(403);
    expect((await t.post('/api/brands/list', { company_id: 1 })).statusCode).toBe(401);
    // SPEC §2: the analysis needs a login only.
    expect((await post('analysis', { company_id: 1, listname: 'sportmarken' }, basic)).statusCode).toBe(200);
  });

  it('keeps every company to its own dashboards', async () => {
    const other = await createDashboard(t.database.handle.db, { companyId: 2, userId: null, name: 'Fremd', ...MARKET, brands: [{ name: 'geheim', keywords: ['geheim'] }] });
    expect((await post('get', { company_id: 1, listname: other.listname })).statusCode).toBe(404);
    expect((await post('index', { company_id: 2, listname: other.listname })).statusCode).toBe(403);
    expect((await post('analysis', { company_id: 1, listname: other.listname }, multi)).statusCode).toBe(404);
    expect((await post('analysis', { company_id: 2, listname: 'sportmarken' }, multi)).statusCode).toBe(404);
    expect((await post('list', { company_id: 1 })).json<BrandListResponse>().dashboards.map((d) => d.name)).not.toContain('Fremd');
    expect((await post('delete', { company_id: 1, listname: other.listname })).statusCode).toBe(404);
  });
});

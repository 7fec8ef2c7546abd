import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionSummary, GetCollectionResponse, SharedResearchResponse } from '../../src/domain/contracts/collections.ts';
import { BULK_VOLUME_JOB_KIND } from '../../src/domain/contracts/volume-jobs.ts';
import { compactMetrics } from '../../src/domain/compact-metrics.ts';
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import { emptyKeywordRow } from '../../src/domain/keyword-row.ts';
import { collectionRows } from '../../server/collections/collection-row-pages.ts';
import { insertJob, saveBatchDone, setJobStatus } from '../../server/jobs/job-store.ts';
import { createKeywordRowsLookup } from '../../server/keywords/keyword-rows.ts';
import { sampleMetrics } from '../../server/providers/sample/index.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const market = { location: 2276, language: 'de' };

describe.each(databaseKinds)('collections on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let orange: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    orange = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  const call = <T>(url: string, body: unknown, user: LoggedIn, status = 200) => t.call<T>(url, body, user, status);
  const list = async (user: LoggedIn, companyId: number) =>
    (await call<{ collections: CollectionSummary[] }>('/api/collections/list', { company_id: companyId }, user)).collections;

  it('lists the seeded Winter Sale of company 1 with its keyword count and share id', async () => {
    const collections = await list(power, 1);
    const winter = collections.find((c) => c.name === 'Winter Sale');
    expect(winter).toMatchObject({ location: 2276, language: 'de' });
    expect(winter?.keyword_count).toBeGreaterThanOrEqual(200);
    expect(winter?.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('creates from keywords with rows from the lookup, refuses a duplicate name in any case, renames, gets by id and by name', async () => {
    const created = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Glühwein Ideen', ...market, keywords: ['glühwein kaufen', ' Glühwein  kaufen', 'punsch rezept'] }, power);
    expect(created.collection).toMatchObject({ name: 'Glühwein Ideen', keyword_count: 2, share_id: null });
    const id = created.collection.id;

    const duplicate = await t.post('/api/collections/create', { company_id: 1, name: 'glühwein ideen', ...market }, { token: power.token });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ field: 'name', message: expect.stringContaining('glühwein ideen') });

    const renamed = await call<{ collection: CollectionSummary }>('/api/collections/rename', { company_id: 1, collection_id: id, name: 'Punsch & Glühwein' }, power);
    expect(renamed.collection.name).toBe('Punsch & Glühwein');
    expect((await t.post('/api/collections/rename', { company_id: 1, collection_id: id, name: 'WINTER SALE' }, { token: power.token })).statusCode).toBe(409);

    const byId = await call<GetCollectionResponse>('/api/collections/get', { company_id: 1, collection_id: id }, power);
    expect(byId.rows.map((r) => r.keyword)).toEqual(['glühwein kaufen', 'punsch rezept']);
    expect(byId.rows[0]?.search_volumes).toHaveLength(48);
    const byName = await call<GetCollectionResponse>('/api/collections/get', { company_id: 1, name: 'punsch & glühwein' }, power);
    expect(byName.collection.id).toBe(id);
  });

  it('names the bad field: empty or long name, a line over the limits, too many keywords', async () => {
    const empty = await t.post('/api/collections/create', { company_id: 1, name: '  ', ...market }, { token: power.token });
    expect(empty.json()).toMatchObject({ field: 'name' });
    const long = await t.post('/api/collections/create', { company_id: 1, name: 'x'.repeat(101), ...market }, { token: power.token });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'name' });
    const badLine = await t.post('/api/collections/create', { company_id: 1, name: 'Bad', ...market, keywords: ['ok', 'eins zwei drei vier fünf sechs sieben acht neun zehn elf'] }, { token: power.token });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json()).toMatchObject({ field: 'keywords', message: expect.stringContaining('line 2') });
    const many = await t.post('/api/collections/create', { company_id: 1, name: 'Many', ...market, keywords: Array.from({ length: 10_001 }, (_, i) => `k${i}`) }, { token: power.token });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ field: 'keywords', message: expect.stringContaining('10.000') });
    expect((await list(power, 1)).map((c) => c.name)).not.toContain('Bad');
  });

  it('adds and removes keywords; removing then adding back is the undo', async () => {
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Skiurlaub', ...market, keywords: ['skiurlaub tirol'] }, power);
    const added = await call<{ added: number; collection: CollectionSummary }>('/api/collections/keywords/add', { company_id: 1, collection_id: collection.id, keywords: ['skiurlaub tirol', 'skiurlaub schweiz', 'skigebiet'] }, power);
    expect(added).toMatchObject({ added: 2, collection: { keyword_count: 3 } });
    const removed = await call<{ removed: number }>('/api/collections/keywords/remove', { company_id: 1, collection_id: collection.id, keywords: ['SKIURLAUB Schweiz', 'skigebiet'] }, power);
    expect(removed.removed).toBe(2);
    await call('/api/collections/keywords/add', { company_id: 1, collection_id: collection.id, keywords: ['skiurlaub schweiz', 'skigebiet'] }, power);
    const rows = (await call<GetCollectionResponse>('/api/collections/get', { company_id: 1, collection_id: collection.id }, power)).rows;
    expect(rows.map((r) => r.keyword)).toEqual(['skiurlaub tirol', 'skiurlaub schweiz', 'skigebiet']);
  });

  it('copies rows of a finished bulk volume job of the same company, and no other company’s job', async () => {
    const { db } = t.database.handle;
    // A bulk volume job stores compact metrics; the collection gets the rows built from them.
    const metrics: KeywordMetrics = {
      keyword: 'winterreifen test',
      search_volumes: [{ count: 1234, year: 2026, month: 10 }],
      cpc_low: 0.2, cpc_high: 0.9, competition: 40, categories: [], difficulty: 12, serp_items: [1],
    };
    const row = keywordRowFromMetrics(metrics);
    const jobId = await insertJob(db, { kind: BULK_VOLUME_JOB_KIND, companyId: 1, userId: 2, payload: market, batches: [['winterreifen test']] });
    const running = await t.post('/api/collections/create', { company_id: 1, name: 'From job', ...market, job_id: jobId }, { token: power.token });
    expect(running.statusCode).toBe(409);
    await saveBatchDone(db, jobId, 0, { items: [compactMetrics(metrics)], failed: [] }, 1);
    await setJobStatus(db, jobId, 'done');
    const created = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'From job', ...market, job_id: jobId }, power);
    const rows = (await call<GetCollectionResponse>('/api/collections/get', { company_id: 1, collection_id: created.collection.id }, power)).rows;
    expect(rows).toEqual([row]);
    const foreign = await t.post('/api/collections/create', { company_id: 2, name: 'Stolen', ...market, job_id: jobId }, { token: orange.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ field: 'job_id' });
  });

  it('keeps typed keywords compact and reads them as the rows the lookup builds, beside a whole row saved before (decision 0064)', async () => {
    const { db } = t.database.handle;
    const keywords = ['glühwein selber machen', 'kinderpunsch rezept'];
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Alt und neu', ...market, keywords }, power);
    const stored = await db.selectFrom('collection_keywords').select(['row', 'metrics']).where('collection_id', '=', collection.id).execute();
    expect(stored.map((k) => [k.row, k.metrics?.k])).toEqual([[null, keywords[0]], [null, keywords[1]]]);
    // A row saved whole before migration 0029, unlike anything the builder makes today, must read as it was saved.
    const saved = { ...emptyKeywordRow('alter eintrag'), avgsv: 123, categories: 'Früher' };
    await db.insertInto('collection_keywords').values({ collection_id: collection.id, keyword: saved.keyword, identity: saved.keyword, position: 5, row: saved }).execute();
    const built = await createKeywordRowsLookup(sampleMetrics)({ keywords, ...market, signal: new AbortController().signal });
    const expected = JSON.parse(JSON.stringify([...built, saved])) as unknown;

    expect((await call<GetCollectionResponse>('/api/collections/get', { company_id: 1, collection_id: collection.id }, power)).rows).toEqual(expected);
    const { share_id } = await call<{ share_id: string }>('/api/collections/share', { company_id: 1, collection_id: collection.id }, power);
    expect((await t.post('/api/research/shared/get', { share_id })).json<SharedResearchResponse>().rows).toEqual(expected);
    // What the chat's tools and the AI suite read.
    expect(JSON.parse(JSON.stringify(await collectionRows(db, collection.id, false)))).toEqual(expected);
  });

  it('deletes softly, restores within the undo window, and frees the name while deleted', async () => {
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Temporary', ...market, keywords: ['winterjacke damen'] }, power);
    const before = Date.now();
    const deleted = await call<{ undo_until: string }>('/api/collections/delete', { company_id: 1, collection_id: collection.id }, power);
    const undoUntil = Date.parse(deleted.undo_until);
    expect(undoUntil - before).toBeGreaterThan(25_000);
    expect(undoUntil - before).toBeLessThan(40_000);
    expect((await list(power, 1)).map((c) => c.id)).not.toContain(collection.id);
    expect((await t.post('/api/collections/get', { company_id: 1, collection_id: collection.id }, { token: power.token })).statusCode).toBe(404);
    const restored = await call<{ collection: CollectionSummary }>('/api/collections/restore', { company_id: 1, collection_id: collection.id }, power);
    expect(restored.collection).toMatchObject({ name: 'Temporary', keyword_count: 1 });

    await call('/api/collections/delete', { company_id: 1, collection_id: collection.id }, power);
    await call('/api/collections/create', { company_id: 1, name: 'temporary', ...market }, power);
    const clash = await t.post('/api/collections/restore', { company_id: 1, collection_id: collection.id }, { token: power.token });
    expect(clash.statusCode).toBe(409);
  });

  it('shares with a 128-bit id, reads it without login showing nothing else, and unshares', async () => {
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Shared one', ...market, keywords: ['glühwein rezept'] }, power);
    const shared = await call<{ share_id: string; share_url_path: string }>('/api/collections/share', { company_id: 1, collection_id: collection.id }, power);
    expect(shared.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shared.share_url_path).toBe(`/research/shared/${shared.share_id}`);
    const again = await call<{ share_id: string }>('/api/collections/share', { company_id: 1, collection_id: collection.id }, power);
    expect(again.share_id).toBe(shared.share_id);

    const open = await t.post('/api/research/shared/get', { share_id: shared.share_id });
    expect(open.statusCode).toBe(200);
    const body = open.json<SharedResearchResponse>();
    expect(Object.keys(body).sort()).toEqual(['custom_columns', 'language', 'location', 'name', 'rows']);
    expect(body).toMatchObject({ name: 'Shared one', location: 2276, language: 'de' });
    expect(body.rows.map((r) => r.keyword)).toEqual(['glühwein rezept']);
    expect(open.body).not.toMatch(/Demo GmbH|power@demo|company_id|Winter Sale/);

    await call('/api/collections/unshare', { company_id: 1, collection_id: collection.id }, power);
    const gone = await t.post('/api/research/shared/get', { share_id: shared.share_id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ field: 'share_id', message: expect.stringContaining('no longer shared') });
    expect((await t.post('/api/research/shared/get', { share_id: 'not-an-id' })).statusCode).toBe(400);
  });

  it('a company 2 user never sees company 1’s collections, by list, id, name or action', async () => {
    const winter = (await list(power, 1)).find((c) => c.name === 'Winter Sale');
    if (!winter) throw new Error('Winter Sale is missing');
    expect((await t.post('/api/collections/list', { company_id: 1 }, { token: orange.token })).statusCode).toBe(403);
    expect((await list(orange, 2)).map((c) => c.name)).not.toContain('Winter Sale');
    for (const url of ['/api/collections/get', '/api/collections/delete', '/api/collections/restore', '/api/collections/share', '/api/collections/unshare']) {
      const response = await t.post(url, { company_id: 2, collection_id: winter.id }, { token: orange.token });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await t.post('/api/collections/get', { company_id: 2, name: 'Winter Sale' }, { token: orange.token })).statusCode).toBe(404);
    expect((await t.post('/api/collections/rename', { company_id: 2, collection_id: winter.id, name: 'Mine' }, { token: orange.token })).statusCode).toBe(404);
    expect((await t.post('/api/collections/keywords/remove', { company_id: 2, collection_id: winter.id, keywords: ['glühwein'] }, { token: orange.token })).statusCode).toBe(404);
    expect((await t.post('/api/collections/get', { company_id: 1, collection_id: winter.id }, { token: orange.token })).statusCode).toBe(403);
    const still = (await call<GetCollectionResponse>('/api/collections/get', { company_id: 1, collection_id: winter.id }, power)).collection;
    expect(still).toMatchObject({ name: 'Winter Sale', share_id: winter.share_id, keyword_count: winter.keyword_count });
  });

  it('needs a session, and the collections right (right 1) in the company', async () => {
    expect((await t.post('/api/collections/list', { company_id: 1 })).statusCode).toBe(401);
    expect((await t.post('/api/research/keywords-saved', { company_id: 1, keywords: ['x'], loc: 2276 })).statusCode).toBe(401);
    const ideas = await t.login('ideas@demo.test', { remoteAddress: nextClientAddress() });
    const denied = await t.post('/api/collections/list', { company_id: 5 }, { token: ideas.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: expect.stringContaining('/collections') });
    expect((await t.post('/api/collections/create', { company_id: 5, name: 'x', ...market }, { token: ideas.token })).statusCode).toBe(403);
    expect((await t.post('/api/research/keywords-saved', { company_id: 5, keywords: ['x'], loc: 2276 }, { token: ideas.token })).statusCode).toBe(403);
  });

  it('keywords-saved names the collections holding each keyword in that location, by keyword identity', async () => {
    await call('/api/collections/create', { company_id: 1, name: 'Jacken', ...market, keywords: ['winterjacke damen'] }, power);
    await call('/api/collections/create', { company_id: 1, name: 'Jacken Austria', location: 2040, language: 'de', keywords: ['winterjacke damen'] }, power);
    const saved = await call<{ data: Array<{ keyword: string; lists: string[] }> }>('/api/research/keywords-saved', { company_id: 1, keywords: ['Winterjacke  Damen', 'glühwein kaufen', 'nirgends gespeichert'], loc: 2276 }, power);
    expect(saved.data[0]).toEqual({ keyword: 'Winterjacke  Damen', lists: ['Jacken', 'Winter Sale'] });
    expect(saved.data[1]?.lists).toContain('Winter Sale');
    expect(saved.data[2]).toEqual({ keyword: 'nirgends gespeichert', lists: [] });
    const other = await call<{ data: Array<{ lists: string[] }> }>('/api/research/keywords-saved', { company_id: 2, keywords: ['winterjacke damen'], loc: 2276 }, orange);
    expect(other.data[0]?.lists).toEqual([]);
  });
});

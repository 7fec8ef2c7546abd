import { NOTE_COLUMN, STATUS_COLUMN } from '../support/custom-column-fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomColumn, CustomColumnsResponse, SetCustomValuesResponse } from '../../src/domain/contracts/collection-columns.ts';
import { getCollectionResponseSchema, sharedResearchResponseSchema, type CollectionSummary, type GetCollectionResponse } from '../../src/domain/contracts/collections.ts';
import { compactMetrics } from '../../src/domain/compact-metrics.ts';
import { addRows } from '../../server/collections/collection-store.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const market = { location: 2276, language: 'de' };
const status = STATUS_COLUMN;
const note = NOTE_COLUMN;

describe.each(databaseKinds)('collection custom columns on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let orange: LoggedIn;
  let winter: CollectionSummary;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    orange = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
    const list = (await t.post('/api/collections/list', { company_id: 1 }, { token: power.token })).json<{ collections: CollectionSummary[] }>();
    const found = list.collections.find((c) => c.name === 'Winter Sale');
    if (!found) throw new Error('Winter Sale is missing');
    winter = found;
  });
  afterAll(() => t.close());

  const call = <T>(url: string, body: unknown, user: LoggedIn = power, status = 200) => t.call<T>(url, body, user, status);
  const get = async (collectionId: number): Promise<GetCollectionResponse> =>
    getCollectionResponseSchema.parse(await call('/api/collections/get', { company_id: 1, collection_id: collectionId }));
  const ref = () => ({ company_id: 1, collection_id: winter.id });

  it('stores a dropdown on Winter Sale, sets it for 50 keywords, reads it by get and by the shared link, and undoes it', async () => {
    const saved = await call<CustomColumnsResponse>('/api/collections/columns/update', { ...ref(), custom_columns: [status, note] });
    expect(saved.custom_columns).toEqual([status, note]);

    const before = await get(winter.id);
    expect(before.custom_columns).toEqual([status, note]);
    const fifty = before.rows.slice(0, 50).map((r) => r.keyword);
    // Keywords match by identity: a different case and spacing still finds the row.
    const sent = fifty.map((k, i) => (i % 2 === 0 ? ` ${k.charAt(0).toUpperCase()}${k.slice(1).replace(' ', '  ')} ` : k));
    const first = await call<SetCustomValuesResponse>('/api/collections/keywords/customs', { ...ref(), column: 'status', keywords: sent, value: 1 });
    expect(first.updated).toBe(50);
    expect(first.previous.every((p) => p.value === null)).toBe(true);
    const second = await call<SetCustomValuesResponse>('/api/collections/keywords/customs', { ...ref(), column: 'Status', keywords: fifty.slice(0, 10), value: 2 });
    expect(second.previous).toHaveLength(10);
    expect(second.previous.every((p) => p.value === 1)).toBe(true);
    await call('/api/collections/keywords/customs', { ...ref(), column: 'Note', keywords: [fifty[0]], value: 'call the supplier' });

    const after = await get(winter.id);
    expect(after.rows.filter((r) => r.custom_Status === 2)).toHaveLength(10);
    expect(after.rows.filter((r) => r.custom_Status === 1)).toHaveLength(40);
    expect(after.rows[0]?.custom_Note).toBe('call the supplier');
    expect(after.rows.slice(50).every((r) => r.custom_Status === undefined)).toBe(true);
    // The saved metrics are untouched by a custom value.
    expect({ ...after.rows[60] }).toEqual({ ...before.rows[60] });

    const shareId = winter.share_id;
    if (!shareId) throw new Error('Winter Sale is seeded as shared');
    // The link shows custom columns only once the owner chose to share them (hardening-small.test.ts).
    await call('/api/collections/share', { ...ref(), with_custom_columns: true });
    const open = await t.post('/api/research/shared/get', { share_id: shareId });
    const shared = sharedResearchResponseSchema.parse(open.json());
    expect(shared.custom_columns).toEqual([status, note]);
    expect(shared.rows.filter((r) => r.custom_Status !== undefined)).toHaveLength(50);

    const undone = await call<{ updated: number }>('/api/collections/keywords/customs/restore', { ...ref(), column: 'Status', values: second.previous });
    expect(undone.updated).toBe(10);
    expect((await get(winter.id)).rows.filter((r) => r.custom_Status === 1)).toHaveLength(50);
    await call('/api/collections/keywords/customs/restore', { ...ref(), column: 'Status', values: first.previous });
    const cleared = await get(winter.id);
    expect(cleared.rows.filter((r) => r.custom_Status !== undefined)).toHaveLength(0);
    expect(cleared.rows[0]?.custom_Note).toBe('call the supplier');
  });

  it('empties a cell with null, with the - entry 0 and with empty text', async () => {
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Clearing', ...market, keywords: ['glühwein kaufen', 'punsch rezept'] });
    const at = { company_id: 1, collection_id: collection.id };
    await call('/api/collections/columns/update', { ...at, custom_columns: [status, note] });
    const both = ['glühwein kaufen', 'punsch rezept'];
    await call('/api/collections/keywords/customs', { ...at, column: 'Status', keywords: both, value: 2 });
    await call('/api/collections/keywords/customs', { ...at, column: 'Note', keywords: both, value: 'x' });
    const zero = await call<SetCustomValuesResponse>('/api/collections/keywords/customs', { ...at, column: 'Status', keywords: ['glühwein kaufen'], value: 0 });
    expect(zero.previous).toEqual([{ keyword: 'glühwein kaufen', value: 2 }]);
    await call('/api/collections/keywords/customs', { ...at, column: 'Status', keywords: ['punsch rezept'], value: null });
    await call('/api/collections/keywords/customs', { ...at, column: 'Note', keywords: ['punsch rezept'], value: '' });
    const rows = (await get(collection.id)).rows;
    expect(rows.map((r) => [r.custom_Status, r.custom_Note])).toEqual([[undefined, 'x'], [undefined, undefined]]);
    const missing = await call<SetCustomValuesResponse>('/api/collections/keywords/customs', { ...at, column: 'Note', keywords: ['nicht drin'], value: 'y' });
    expect(missing).toEqual({ updated: 0, previous: [] });
  });

  it('names the bad field and value: unknown column, unknown option, text too long, wrong type, bad definitions', async () => {
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Bad input', ...market, keywords: ['skiurlaub tirol'] });
    const at = { company_id: 1, collection_id: collection.id };
    await call('/api/collections/columns/update', { ...at, custom_columns: [status, note] });
    const keywords = ['skiurlaub tirol'];
    const cases: Array<[unknown, string, string]> = [
      [{ ...at, column: 'Priority', keywords, value: 1 }, 'column', 'no custom column "Priority"'],
      [{ ...at, column: 'Status', keywords, value: 7 }, 'value', '7 is not an option'],
      [{ ...at, column: 'Status', keywords, value: 'Open' }, 'value', '"Open" is text'],
      [{ ...at, column: 'Note', keywords, value: 'z'.repeat(201) }, 'value', '201 characters'],
      [{ ...at, column: 'Note', keywords, value: 5 }, 'value', 'free text'],
      [{ ...at, column: 'Note', keywords: [], value: 'a' }, 'keywords', 'at least one'],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.post('/api/collections/keywords/customs', body, { token: power.token });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    const badRestore = await t.post('/api/collections/keywords/customs/restore', { ...at, column: 'Status', values: [{ keyword: 'skiurlaub tirol', value: 1 }, { keyword: 'x', value: 9 }] }, { token: power.token });
    expect(badRestore.statusCode).toBe(400);
    expect(badRestore.json()).toMatchObject({ field: 'values.1.value', message: expect.stringContaining('9 is not an option') });
    expect((await get(collection.id)).rows[0]?.custom_Status).toBeUndefined();

    const definitions: Array<[unknown, string]> = [
      [[status, { ...note, name: 'STATUS' }], 'custom_columns.1.name'],
      [[{ ...status, entries: [] }], 'custom_columns.0.entries'],
      [[{ ...status, entries: [...status.entries, { id: 1, text: 'Again', color: '#000000' }] }], 'custom_columns.0.entries.3.id'],
      [[{ ...status, entries: [{ id: 1, text: 'Open', color: 'red' }] }], 'custom_columns.0.entries.0.color'],
      [[{ ...note, name: 'n'.repeat(41) }], 'custom_columns.0.name'],
      [Array.from({ length: 21 }, (_, i) => ({ ...note, name: `Note ${i}` })), 'custom_columns'],
    ];
    for (const [columns, field] of definitions) {
      const response = await t.post('/api/collections/columns/update', { ...at, custom_columns: columns }, { token: power.token });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect((await get(collection.id)).custom_columns).toEqual([status, note]);
  });

  it('another company gets 404, a user without the right 403, no session 401', async () => {
    const foreign = { company_id: 2, collection_id: winter.id };
    expect((await t.post('/api/collections/columns/update', { ...foreign, custom_columns: [] }, { token: orange.token })).statusCode).toBe(404);
    expect((await t.post('/api/collections/keywords/customs', { ...foreign, column: 'Status', keywords: ['glühwein kaufen'], value: 1 }, { token: orange.token })).statusCode).toBe(404);
    expect((await t.post('/api/collections/keywords/customs/restore', { ...foreign, column: 'Status', values: [{ keyword: 'glühwein kaufen', value: null }] }, { token: orange.token })).statusCode).toBe(404);
    expect((await t.post('/api/collections/columns/update', { ...ref(), custom_columns: [] }, { token: orange.token })).statusCode).toBe(403);
    const ideas = await t.login('ideas@demo.test', { remoteAddress: nextClientAddress() });
    expect((await t.post('/api/collections/columns/update', { company_id: 5, collection_id: winter.id, custom_columns: [] }, { token: ideas.token })).statusCode).toBe(403);
    expect((await t.post('/api/collections/columns/update', { ...ref(), custom_columns: [] })).statusCode).toBe(401);
    expect((await get(winter.id)).custom_columns).toEqual([status, note]);
  });

  it('removing a column or an option clears exactly those values, in every keyword', async () => {
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Removing', ...market, keywords: ['winterjacke damen', 'winterjacke herren', 'skigebiet'] });
    const at = { company_id: 1, collection_id: collection.id };
    await call('/api/collections/columns/update', { ...at, custom_columns: [status, note] });
    await call('/api/collections/keywords/customs', { ...at, column: 'Status', keywords: ['winterjacke damen'], value: 1 });
    await call('/api/collections/keywords/customs', { ...at, column: 'Status', keywords: ['winterjacke herren', 'skigebiet'], value: 2 });
    await call('/api/collections/keywords/customs', { ...at, column: 'Note', keywords: ['skigebiet'], value: 'keep' });

    const withoutDone: CustomColumn = { ...status, entries: status.entries.filter((e) => e.id !== 2) };
    await call('/api/collections/columns/update', { ...at, custom_columns: [withoutDone, note] });
    expect((await get(collection.id)).rows.map((r) => [r.custom_Status, r.custom_Note])).toEqual([[1, undefined], [undefined, undefined], [undefined, 'keep']]);

    await call('/api/collections/columns/update', { ...at, custom_columns: [note] });
    const read = await get(collection.id);
    expect(read.custom_columns).toEqual([note]);
    expect(read.rows.map((r) => Object.keys(r).filter((k) => k.startsWith('custom_')))).toEqual([[], [], ['custom_Note']]);
    // A column added again under the old name starts empty.
    await call('/api/collections/columns/update', { ...at, custom_columns: [note, status] });
    expect((await get(collection.id)).rows.every((r) => r.custom_Status === undefined)).toBe(true);
  });

  it('sets a value on 10,000 keywords at once and undoes it', async () => {
    const { db } = t.database.handle;
    const { collection } = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Big', ...market });
    const keywords = Array.from({ length: 10_000 }, (_, i) => `keyword ${i}`);
    // Rows are inserted directly: the lookup of 10,000 keywords is not what this test measures.
    const noMetrics = { search_volumes: [], cpc_low: null, cpc_high: null, competition: null, categories: [], difficulty: null, serp_items: null };
    await addRows(db, collection.id, keywords.map((keyword) => compactMetrics({ keyword, ...noMetrics })));
    const at = { company_id: 1, collection_id: collection.id };
    await call('/api/collections/columns/update', { ...at, custom_columns: [status] });
    const started = Date.now();
    const set = await call<SetCustomValuesResponse>('/api/collections/keywords/customs', { ...at, column: 'Status', keywords, value: 2 });
    const restored = await call<{ updated: number }>('/api/collections/keywords/customs/restore', { ...at, column: 'Status', values: set.previous });
    const took = Date.now() - started;
    expect(set.updated).toBe(10_000);
    expect(restored.updated).toBe(10_000);
    expect(took, `set and undo of 10,000 took ${took} ms`).toBeLessThan(10_000);
    expect((await get(collection.id)).rows.filter((r) => r.custom_Status !== undefined)).toHaveLength(0);
  });
});

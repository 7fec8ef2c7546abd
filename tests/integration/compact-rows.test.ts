import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowOfCompact } from '../../src/domain/compact-row.ts';
import {
  getCollectionCompactResponseSchema,
  getCollectionResponseSchema,
  sharedResearchCompactResponseSchema,
  sharedResearchResponseSchema,
  type CollectionSummary,
} from '../../src/domain/contracts/collections.ts';
import { volumeJobCompactResultsResponseSchema, volumeJobResultsResponseSchema, type VolumeJobStartResponse } from '../../src/domain/contracts/volume-jobs.ts';
import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import { NOTE_COLUMN, STATUS_COLUMN } from '../support/custom-column-fixtures.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { GERMANY, keywordList, settled } from './volume-jobs-support.ts';

/**
 * `row_form: 'compact'` (decision 0069): the rows a client builds from the compact answer are the
 * rows of the whole answer, for keywords kept compact, a row saved whole before decision 0064, custom
 * values shown and hidden, and a bulk volume job's results; and the answer is far smaller.
 */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe.each(databaseKinds)('rows sent compact on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let winter: CollectionSummary;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const list = (await t.post('/api/collections/list', { company_id: 1 }, { token: power.token })).json<{ collections: CollectionSummary[] }>();
    const found = list.collections.find((c) => c.name === 'Winter Sale');
    if (!found) throw new Error('Winter Sale is missing');
    winter = found;
  });
  afterAll(() => t.close());

  const ref = () => ({ company_id: 1, collection_id: winter.id });
  const post = async (url: string, body: unknown, token?: string) => {
    const response = await t.post(url, body, token === undefined ? {} : { token });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('builds the rows of /collections/get from the compact answer, a row saved whole and custom values included', async () => {
    // A keyword saved whole, as rows were before decision 0064 (its position after the seeded ones).
    const old = { keyword: 'glühwein alt gespeichert', search_volumes: [{ year: 2026, month: 1, count: 880 }, { year: 2026, month: 3, count: 720 }], cpc_low: 0.4, cpc_high: 1.2, competition: 0.3, categories: [], difficulty: 12, serp_items: null };
    await sql`insert into collection_keywords (collection_id, keyword, identity, position, "row") values (${winter.id}, ${old.keyword}, ${old.keyword}, 100000, ${JSON.stringify(keywordRowFromMetrics(old))}::jsonb)`.execute(t.database.handle.db);
    await post('/api/collections/columns/update', { ...ref(), custom_columns: [STATUS_COLUMN, NOTE_COLUMN] }, power.token);
    const whole = getCollectionResponseSchema.parse((await post('/api/collections/get', ref(), power.token)).json());
    const keywords = whole.rows.slice(0, 5).map((r) => r.keyword);
    await post('/api/collections/keywords/customs', { ...ref(), column: 'Status', keywords: [...keywords, old.keyword], value: 2 }, power.token);
    await post('/api/collections/keywords/customs', { ...ref(), column: 'Note', keywords: [old.keyword], value: 'saved before 0029' }, power.token);

    const wholeAnswer = await post('/api/collections/get', ref(), power.token);
    const compactAnswer = await post('/api/collections/get', { ...ref(), row_form: 'compact' }, power.token);
    const after = getCollectionResponseSchema.parse(wholeAnswer.json());
    const compact = getCollectionCompactResponseSchema.parse(compactAnswer.json());
    expect(compact.compact_rows.filter((item) => 'r' in item)).toHaveLength(1);
    expect(throughJson(compact.compact_rows.map(rowOfCompact))).toEqual(throughJson(after.rows));
    expect(after.rows.find((r) => r.keyword === old.keyword)).toMatchObject({ custom_Status: 2, custom_Note: 'saved before 0029' });
    expect(after.rows.filter((r) => r.custom_Status === 2)).toHaveLength(6);
    const { compact_rows: _compact, ...compactFields } = compact;
    const { rows: _rows, ...wholeFields } = after;
    expect(compactFields).toEqual(wholeFields);
    // Winter Sale's keywords have 48 months each: the compact answer is under a third of the whole one.
    expect(compactAnswer.rawPayload.length).toBeLessThan(wholeAnswer.rawPayload.length / 3);
  });

  it('builds the rows of a shared research from the compact answer, with and without its custom columns', async () => {
    const shareId = winter.share_id;
    if (!shareId) throw new Error('Winter Sale is seeded as shared');
    for (const withCustoms of [false, true]) {
      await post('/api/collections/share', { ...ref(), with_custom_columns: withCustoms }, power.token);
      const whole = sharedResearchResponseSchema.parse((await post('/api/research/shared/get', { share_id: shareId })).json());
      const compact = sharedResearchCompactResponseSchema.parse((await post('/api/research/shared/get', { share_id: shareId, row_form: 'compact' })).json());
      expect(compact.compact_rows.every((item) => (item.x !== undefined) === withCustoms)).toBe(true);
      expect(throughJson(compact.compact_rows.map(rowOfCompact))).toEqual(throughJson(whole.rows));
      expect(whole.rows.some((r) => r.custom_Status !== undefined)).toBe(withCustoms);
    }
  });

  it('builds the rows of a bulk volume job from its compact results, page by page', async () => {
    const keywords = keywordList(1200);
    const started = (await post('/api/research/volume-jobs/start', { company_id: 1, keywords, ...GERMANY }, power.token)).json<VolumeJobStartResponse>();
    expect((await settled(t, power.token, 1, started.job_id)).status).toBe('done');
    for (const page of [{ offset: 0, limit: 1000 }, { offset: 1000, limit: 1000 }]) {
      const body = { company_id: 1, job_id: started.job_id, ...page };
      const whole = volumeJobResultsResponseSchema.parse((await post('/api/research/volume-jobs/results', body, power.token)).json());
      const compact = volumeJobCompactResultsResponseSchema.parse((await post('/api/research/volume-jobs/results', { ...body, row_form: 'compact' }, power.token)).json());
      expect(compact.total).toBe(1200);
      expect(compact.compact_rows).toHaveLength(whole.rows.length);
      expect(throughJson(compact.compact_rows.map(rowOfCompact))).toEqual(throughJson(whole.rows));
    }
    // What the job stored is what travels: each row's compact metrics, in input order.
    const first = volumeJobCompactResultsResponseSchema.parse((await post('/api/research/volume-jobs/results', { company_id: 1, job_id: started.job_id, offset: 0, limit: 1, row_form: 'compact' }, power.token)).json());
    const item = first.compact_rows[0];
    expect(item !== undefined && 'm' in item ? item.m.k : null).toBe(keywords[0]);
  });

  it('refuses an unknown row form with a 400 naming row_form', async () => {
    const response = await t.post('/api/collections/get', { ...ref(), row_form: 'tiny' }, { token: power.token });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('row_form');
  });
});

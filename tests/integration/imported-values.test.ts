import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactMetrics } from '../../src/domain/compact-metrics.ts';
import { getCollectionResponseSchema, type CollectionSummary } from '../../src/domain/contracts/collections.ts';
import { BULK_VOLUME_JOB_KIND } from '../../src/domain/contracts/volume-jobs.ts';
import { importedValuesOf } from '../../src/domain/import/imported-values.ts';
import { readKeywordImport } from '../../src/domain/import/keyword-import.ts';
import type { KeywordMetrics } from '../../src/domain/keyword-metrics.ts';
import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import { insertJob, saveBatchDone, setJobStatus } from '../../server/jobs/job-store.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/** Issue 22 item 1: a tool export's values are kept with the collection, beside ours, marked with their source. */
const market = { location: 2276, language: 'de' };
const SEMRUSH = 'Keyword,Intent,Volume,Trend,Keyword Difficulty,CPC (USD),Competitive Density\nglühwein kaufen,transactional,12000,,34,0.45,0.8\npunsch rezept,informational,2400,,18,0.12,0.1\nnicht in der liste,,10,,1,0.01,0\n';
const GSC = 'Top queries,Clicks,Impressions,CTR,Position\nglühwein kaufen,120,4000,3%,4.2\n';

describe.each(databaseKinds)('imported values on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  const call = async (url: string, body: unknown): Promise<unknown> => {
    const response = await t.post(url, body, { token: power.token });
    expect(response.statusCode, `${url} answered ${response.body}`).toBe(200);
    return response.json();
  };

  it('keeps a Semrush export\'s values with a new collection and a Search Console export\'s with added keywords', async () => {
    const semrush = importedValuesOf(readKeywordImport(SEMRUSH), 'semrush.csv');
    const created = (await call('/api/collections/create', { company_id: 1, name: 'Imported', ...market, keywords: ['glühwein kaufen', 'punsch rezept'], imported: semrush })) as { collection: CollectionSummary };
    const ref = { company_id: 1, collection_id: created.collection.id };
    const first = getCollectionResponseSchema.parse(await call('/api/collections/get', ref));
    expect(first.imported).toEqual([{
      source: 'Semrush',
      entries: [
        { keyword: 'glühwein kaufen', volume: { kind: 'value', value: 12000 }, difficulty: { kind: 'value', value: 34 }, cpc: { kind: 'value', value: 0.45 }, cpc_currency: 'USD' },
        { keyword: 'punsch rezept', volume: { kind: 'value', value: 2400 }, difficulty: { kind: 'value', value: 18 }, cpc: { kind: 'value', value: 0.12 }, cpc_currency: 'USD' },
      ],
    }]);
    // Ours stay ours: the saved rows carry the provider's metrics, not the file's.
    expect(first.rows.find((r) => r.keyword === 'glühwein kaufen')?.avgsv).not.toBe(12000);

    await call('/api/collections/keywords/add', { ...ref, keywords: ['glühwein kaufen'], imported: importedValuesOf(readKeywordImport(GSC), 'gsc.csv') });
    const second = getCollectionResponseSchema.parse(await call('/api/collections/get', ref));
    expect(second.imported.map((set) => set.source)).toEqual(['Semrush', 'Search Console']);
    expect(second.imported[1]?.entries).toEqual([
      { keyword: 'glühwein kaufen', clicks: { kind: 'value', value: 120 }, impressions: { kind: 'value', value: 4000 }, position: { kind: 'value', value: 4.2 } },
    ]);

    // The same source again replaces that keyword's values; the others stay.
    await call('/api/collections/keywords/add', { ...ref, keywords: ['glühwein kaufen'], imported: { source: 'Semrush', entries: [{ keyword: 'Glühwein Kaufen', volume: { kind: 'range', low: 10000, high: 100000 } }] } });
    const third = getCollectionResponseSchema.parse(await call('/api/collections/get', ref));
    expect(third.imported[0]?.entries).toEqual([
      { keyword: 'glühwein kaufen', volume: { kind: 'range', low: 10000, high: 100000 } },
      { keyword: 'punsch rezept', volume: { kind: 'value', value: 2400 }, difficulty: { kind: 'value', value: 18 }, cpc: { kind: 'value', value: 0.12 }, cpc_currency: 'USD' },
    ]);
  });

  it('keeps the values a search volume lookup was started from when the finished lookup is saved as a collection', async () => {
    // A Keyword Planner export in German with its Währung column: the CPC's currency is kept beside the value.
    const planner = 'Keyword-Statistiken\nAlle Standorte\nKeyword\tWährung\tDurchschnittl. Suchanfragen pro Monat\tDurchschn. CPC\nwinterreifen test\tEUR\t10.000 – 100.000\t0,92\n';
    const imported = importedValuesOf(readKeywordImport(planner), 'planner.csv');
    const { db } = t.database.handle;
    const metrics: KeywordMetrics = {
      keyword: 'winterreifen test',
      search_volumes: [{ count: 1234, year: 2026, month: 10 }],
      cpc_low: 0.2, cpc_high: 0.9, competition: 40, categories: [], difficulty: 12, serp_items: [1],
    };
    const jobId = await insertJob(db, { kind: BULK_VOLUME_JOB_KIND, companyId: 1, userId: 2, payload: { ...market, keyword_count: 1 }, batches: [['winterreifen test']] });
    await saveBatchDone(db, jobId, 0, { items: [compactMetrics(metrics)], failed: [] }, 1);
    await setJobStatus(db, jobId, 'done');
    const created = (await call('/api/collections/create', { company_id: 1, name: 'Lookup with planner values', ...market, job_id: jobId, imported })) as { collection: CollectionSummary };
    const answer = getCollectionResponseSchema.parse(await call('/api/collections/get', { company_id: 1, collection_id: created.collection.id }));
    expect(answer.imported).toEqual([{
      source: 'Keyword Planner',
      entries: [{ keyword: 'winterreifen test', volume: { kind: 'range', low: 10000, high: 100000 }, cpc: { kind: 'value', value: 0.92 }, cpc_currency: 'EUR' }],
    }]);
    // Ours stay ours: the row holds the lookup's metrics.
    expect(answer.rows).toEqual([keywordRowFromMetrics(metrics)]);
  });

  it.each([
    ['imported.entries.0.cpc_currency', { source: 'Semrush', entries: [{ keyword: 'a', cpc: { kind: 'value', value: 1 }, cpc_currency: 'dollars' }] }],
    ['imported.source', { source: '', entries: [{ keyword: 'a', volume: { kind: 'value', value: 1 } }] }],
    ['imported.entries', { source: 'Semrush', entries: [] }],
    ['imported.entries.0.volume', { source: 'Semrush', entries: [{ keyword: 'a', volume: 12 }] }],
    ['imported.entries.0.colour', { source: 'Semrush', entries: [{ keyword: 'a', colour: 'red' }] }],
  ])('answers 400 naming %s', async (field, imported) => {
    const response = await t.post('/api/collections/create', { company_id: 1, name: `Bad ${field}`, ...market, keywords: ['a'], imported }, { token: power.token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ field: string }>().field).toContain(field.split('.').slice(0, 2).join('.'));
  });
});

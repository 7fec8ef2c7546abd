import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionSummary } from '../../src/domain/contracts/collections.ts';
import type { ProjectCard, ProjectCreateResponse, RankingsResponse, RemoveKeywordsResponse } from '../../src/domain/contracts/monitoring.ts';
import { importedValuesOf } from '../../src/domain/import/imported-values.ts';
import { readKeywordImport } from '../../src/domain/import/keyword-import.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/** Issue 22 item 1, decision 0057: a monitoring project keeps a tool export's values beside its tracked keywords. */
const SEMRUSH = 'Keyword,Position,Previous position,Search Volume,Keyword Difficulty,CPC,URL\nskihelm kaufen,4,6,8100,41,"1.20 €",https://www.ski-laden.de/helme\nskibrille test,12,12,2900,28,0.85 USD,https://www.ski-laden.de/brillen\n';
const GSC = 'Häufigste Suchanfragen;Klicks;Impressionen;CTR;Position\nskihelm kaufen;120;4.000;3 %;4,2\nskijacke damen;40;1.900;2,1 %;8,7\n';
const base = { company_id: 1, device: 'desktop', location: 2276, language: 'de' } as const;

describe.each(databaseKinds)('monitoring imported values on %s', (kind) => {
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

  const call = <T>(url: string, body: unknown, user: LoggedIn, status = 200) => t.call<T>(url, body, user, status);
  const rankings = (companyId: number, projectId: number, user = power) => call<RankingsResponse>('/api/monitoring/projects/rankings', { company_id: companyId, project_id: projectId }, user);
  const create = (domain: string, keywords: unknown) => call<ProjectCreateResponse>('/api/monitoring/projects/create', { ...base, domain, keywords }, power);
  const storedRows = async () => (await t.database.handle.db.selectFrom('monitoring_imported_values').select(['keyword_id', 'source']).execute()).length;

  it('keeps a Semrush export\'s values with a new project and a Search Console export\'s with added keywords', async () => {
    const created = await create('www.ski-laden.de', { kind: 'csv', text: SEMRUSH, file_name: 'semrush-organic.csv' });
    expect(created.project.keyword_count).toBe(2);
    // The tool's columns are no tags.
    expect(created.project.tags).toEqual([]);
    const first = await rankings(1, created.project.id);
    expect(first.imported).toEqual([{
      source: 'Semrush',
      entries: [
        { keyword: 'skibrille test', position: { kind: 'value', value: 12 }, volume: { kind: 'value', value: 2900 }, difficulty: { kind: 'value', value: 28 }, cpc: { kind: 'value', value: 0.85 }, cpc_currency: 'USD', url: 'https://www.ski-laden.de/brillen' },
        { keyword: 'skihelm kaufen', position: { kind: 'value', value: 4 }, volume: { kind: 'value', value: 8100 }, difficulty: { kind: 'value', value: 41 }, cpc: { kind: 'value', value: 1.2 }, cpc_currency: 'EUR', url: 'https://www.ski-laden.de/helme' },
      ],
    }]);
    // Ours stay ours: the tracked keyword's volume is our provider's, never the file's.
    expect(first.rows.find((r) => r.keyword === 'skihelm kaufen')?.volume).not.toBe(8100);

    const ref = { company_id: 1, project_id: created.project.id };
    await call('/api/monitoring/projects/edit', { ...ref, add_keywords: { kind: 'csv', text: GSC, file_name: 'gsc.csv' } }, power);
    const second = await rankings(1, created.project.id);
    expect(second.project.keyword_count).toBe(3);
    expect(second.imported.map((set) => set.source)).toEqual(['Semrush', 'Search Console']);
    expect(second.imported[1]?.entries).toEqual([
      { keyword: 'skihelm kaufen', clicks: { kind: 'value', value: 120 }, impressions: { kind: 'value', value: 4000 }, position: { kind: 'value', value: 4.2 } },
      { keyword: 'skijacke damen', clicks: { kind: 'value', value: 40 }, impressions: { kind: 'value', value: 1900 }, position: { kind: 'value', value: 8.7 } },
    ]);

    // The same source again replaces that keyword's values; the other keyword's stay.
    await call('/api/monitoring/projects/edit', { ...ref, add_keywords: { kind: 'csv', text: 'Keyword,Position,Search Volume,Keyword Difficulty\nSkihelm Kaufen,2,9900,\n' } }, power);
    const third = await rankings(1, created.project.id);
    expect(third.imported.map((set) => set.source)).toEqual(['Semrush', 'Search Console']);
    expect(third.imported[0]?.entries.map((e) => [e.keyword, e.position, e.volume])).toEqual([
      ['skibrille test', { kind: 'value', value: 12 }, { kind: 'value', value: 2900 }],
      ['skihelm kaufen', { kind: 'value', value: 2 }, { kind: 'value', value: 9900 }],
    ]);
    // Replaced whole: the new file gave no KD, CPC or URL for it, so none of the old ones is left.
    expect(third.imported[0]?.entries[1]).toEqual({ keyword: 'skihelm kaufen', position: { kind: 'value', value: 2 }, volume: { kind: 'value', value: 9900 } });
  });

  it('names a plain file\'s values with its name and keeps its other columns as tags', async () => {
    const created = await create('www.ski-verleih.de', { kind: 'csv', text: 'Keyword;Volume;Thema\nski leihen;1.300;Verleih\nsnowboard leihen;-;Verleih\n', file_name: 'liste.csv' });
    expect(created.project.tags).toEqual(['Verleih']);
    const answer = await rankings(1, created.project.id);
    // A keyword without a value carries nothing to keep.
    expect(answer.imported).toEqual([{ source: 'liste.csv', entries: [{ keyword: 'ski leihen', volume: { kind: 'value', value: 1300 } }] }]);
    const unnamed = await create('www.ski-schule.de', { kind: 'csv', text: 'Keyword;Volume\nskikurs;880\n' });
    expect((await rankings(1, unnamed.project.id)).imported.map((set) => set.source)).toEqual(['Uploaded file']);
    const pasted = await create('www.ski-pass.de', { kind: 'paste', text: 'skipass preise\n' });
    expect((await rankings(1, pasted.project.id)).imported).toEqual([]);
  });

  it('takes the values a collection keeps when the keywords come from it', async () => {
    const semrush = importedValuesOf(readKeywordImport(SEMRUSH), 'semrush.csv');
    const collection = await call<{ collection: CollectionSummary }>('/api/collections/create', { company_id: 1, name: 'Ski imports', location: 2276, language: 'de', keywords: ['skihelm kaufen', 'skibrille test'], imported: semrush }, power);
    const created = await create('www.ski-markt.de', { kind: 'collection', collection_id: collection.collection.id });
    const answer = await rankings(1, created.project.id);
    expect(answer.imported.map((set) => [set.source, set.entries.map((e) => e.keyword)])).toEqual([['Semrush', ['skibrille test', 'skihelm kaufen']]]);
  });

  it('removes the values with the keyword, brings them back on undo, and never with a keyword added again', async () => {
    const created = await create('www.ski-outlet.de', { kind: 'csv', text: SEMRUSH, file_name: 'semrush.csv' });
    const ref = { company_id: 1, project_id: created.project.id };
    const before = await rankings(1, created.project.id);
    const helmet = before.rows.find((r) => r.keyword === 'skihelm kaufen')?.keyword_id ?? 0;
    const removed = await call<RemoveKeywordsResponse>('/api/monitoring/keywords/remove', { ...ref, keyword_ids: [helmet] }, power);
    expect((await rankings(1, created.project.id)).imported[0]?.entries.map((e) => e.keyword)).toEqual(['skibrille test']);
    await call('/api/monitoring/keywords/restore', { ...ref, removal_id: removed.removal_id }, power);
    expect((await rankings(1, created.project.id)).imported).toEqual(before.imported);

    // Removed for good (the edit's removal has no undo): the values go, and pasting the keyword again brings none.
    await call('/api/monitoring/projects/edit', { ...ref, remove_keyword_ids: [helmet] }, power);
    await call('/api/monitoring/projects/edit', { ...ref, add_keywords: { kind: 'paste', text: 'skihelm kaufen' } }, power);
    const after = await rankings(1, created.project.id);
    expect(after.rows.map((r) => r.keyword).sort()).toEqual(['skibrille test', 'skihelm kaufen']);
    expect(after.imported[0]?.entries.map((e) => e.keyword)).toEqual(['skibrille test']);

    // Deleting the project's keyword rows leaves no values behind (on delete cascade).
    const ids = after.rows.map((r) => r.keyword_id);
    await t.database.handle.db.deleteFrom('monitoring_keywords').where('id', 'in', ids).execute();
    expect(await t.database.handle.db.selectFrom('monitoring_imported_values').select('keyword_id').where('keyword_id', 'in', ids).execute()).toEqual([]);
  });

  it('seeds the demo shop project with a few keywords\' Search Console and Semrush values', async () => {
    const { projects } = await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: 1 }, power);
    const shop = projects.find((p) => p.domain === 'www.demo-shop.de');
    if (!shop) throw new Error('the demo shop project is not seeded');
    const answer = await rankings(1, shop.id);
    expect(answer.imported.map((set) => [set.source, set.entries.length])).toEqual([['Search Console', 6], ['Semrush', 4]]);
    const tracked = new Set(answer.rows.map((r) => r.keyword));
    expect(answer.imported.every((set) => set.entries.every((e) => tracked.has(e.keyword)))).toBe(true);
    // Read from a German export: 4.000-style counts and 4,7-style positions came out as numbers.
    expect(answer.imported[0]?.entries.every((e) => e.clicks?.kind === 'value' && e.impressions?.kind === 'value' && e.position?.kind === 'value')).toBe(true);
    expect(answer.imported[1]?.entries.every((e) => e.cpc_currency === 'USD')).toBe(true);
  });

  it('keeps companies apart', async () => {
    const { projects } = await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: 3 }, white);
    const partner = projects[0];
    if (!partner) throw new Error('company 3 has no seeded project');
    const stored = await storedRows();
    await call('/api/monitoring/projects/edit', { company_id: 3, project_id: partner.id, add_keywords: { kind: 'csv', text: GSC, file_name: 'partner.csv' } }, white);
    const theirs = await rankings(3, partner.id, white);
    expect(theirs.imported.find((set) => set.source === 'Search Console')?.entries.map((e) => e.keyword)).toEqual(['skihelm kaufen', 'skijacke damen']);
    expect(await storedRows()).toBe(stored + 2);

    // Nobody else reads or writes them: another company's user is refused, and naming their own company finds no such project.
    await call('/api/monitoring/projects/rankings', { company_id: 3, project_id: partner.id }, power, 403);
    expect((await call<{ field: string }>('/api/monitoring/projects/rankings', { company_id: 2, project_id: partner.id }, orange, 404)).field).toBe('project_id');
    expect((await call<{ field: string }>('/api/monitoring/projects/edit', { company_id: 1, project_id: partner.id, add_keywords: { kind: 'csv', text: SEMRUSH } }, power, 404)).field).toBe('project_id');
    expect(await storedRows()).toBe(stored + 2);
    // Company 1's projects show none of company 3's values.
    const own = await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: 1 }, power);
    for (const project of own.projects) {
      expect((await rankings(1, project.id)).imported.map((set) => set.source)).not.toContain('partner.csv');
    }
  });

  it.each([
    ['keywords.file_name', { keywords: { kind: 'csv', text: SEMRUSH, file_name: '  ' } }],
    ['keywords.file_name', { keywords: { kind: 'csv', text: SEMRUSH, file_name: `${'x'.repeat(121)}.csv` } }],
    // The values come from the file's text only; a list sent beside it is refused.
    ['keywords.imported', { keywords: { kind: 'csv', text: SEMRUSH, imported: { source: 'Semrush', entries: [] } } }],
    ['keywords.text', { keywords: { kind: 'csv', text: 42 } }],
  ])('answers 400 naming %s', async (field, body) => {
    const response = await t.post('/api/monitoring/projects/create', { ...base, domain: 'www.bad-input.de', ...body }, { token: power.token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ field: string }>().field).toBe(field);
  });

  it('answers 400 naming add_keywords.file_name on an edit', async () => {
    const { projects } = await call<{ projects: ProjectCard[] }>('/api/monitoring/projects/list', { company_id: 1 }, power);
    const response = await t.post('/api/monitoring/projects/edit', { company_id: 1, project_id: projects[0]?.id, add_keywords: { kind: 'csv', text: GSC, file_name: '' } }, { token: power.token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ field: string; message: string }>()).toMatchObject({ field: 'add_keywords.file_name', message: expect.stringContaining('file name') });
  });
});

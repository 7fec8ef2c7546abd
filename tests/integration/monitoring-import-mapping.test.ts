import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectCreateResponse, RankingsResponse } from '../../src/domain/contracts/monitoring.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/**
 * Issue 22 item 1, decision 0046: a monitoring upload whose header no rule knows is mapped by hand in
 * the dialog; the mapping goes with the file and the server reads the file with it.
 */
const WRONG_HEADER = 'Nr;Begriff;Monatliche Suchen;Rang;Gruppe\n1;skihelm kaufen;8.100;4;Helme\n2;skibrille test;2.900;;Brillen\n';
const MAPPING = { has_header: true, keyword: 1, volume: 2, position: 3 };
const base = { company_id: 1, device: 'desktop', location: 2276, language: 'de' } as const;

describe.each(databaseKinds)('monitoring import mapping on %s', (kind) => {
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
  const create = (domain: string, keywords: unknown, status = 200) => call<ProjectCreateResponse>('/api/monitoring/projects/create', { ...base, domain, keywords }, power, status);
  const rankings = (projectId: number) => call<RankingsResponse>('/api/monitoring/projects/rankings', { company_id: 1, project_id: projectId }, power);

  it('reads a file with a wrong header mapped by hand: keywords, kept values and tags from the chosen columns', async () => {
    // Unmapped, the first column is taken for the keyword: the project would track "1" and "2".
    const unmapped = await create('www.ski-nummern.de', { kind: 'csv', text: WRONG_HEADER, file_name: 'liste.csv' });
    expect((await rankings(unmapped.project.id)).rows.map((r) => r.keyword).sort()).toEqual(['1', '2']);

    const created = await create('www.ski-liste.de', { kind: 'csv', text: WRONG_HEADER, file_name: 'liste.csv', mapping: MAPPING });
    expect(created.project.keyword_count).toBe(2);
    expect(created.rejected).toEqual([]);
    // Columns mapped to no field stay tags of a plain file, the number column among them.
    expect(created.project.tags).toEqual(['1', '2', 'Brillen', 'Helme']);
    const answer = await rankings(created.project.id);
    expect(answer.rows.map((r) => r.keyword).sort()).toEqual(['skibrille test', 'skihelm kaufen']);
    expect(answer.imported).toEqual([{
      source: 'liste.csv',
      entries: [
        { keyword: 'skibrille test', volume: { kind: 'value', value: 2900 } },
        { keyword: 'skihelm kaufen', volume: { kind: 'value', value: 8100 }, position: { kind: 'value', value: 4 } },
      ],
    }]);

    // Added keywords take a mapping too; this file has no header line at all.
    await call('/api/monitoring/projects/edit', { company_id: 1, project_id: created.project.id, add_keywords: { kind: 'csv', text: 'x;skijacke damen;1.900\n', file_name: 'ohne-kopf.csv', mapping: { has_header: false, keyword: 1, volume: 2 } } }, power);
    const after = await rankings(created.project.id);
    expect(after.rows.map((r) => r.keyword).sort()).toEqual(['skibrille test', 'skihelm kaufen', 'skijacke damen']);
    expect(after.imported.find((set) => set.source === 'ohne-kopf.csv')?.entries).toEqual([{ keyword: 'skijacke damen', volume: { kind: 'value', value: 1900 } }]);
  });

  it.each([
    ['keywords.mapping.keyword', { has_header: true, volume: 2 }, 'the column that holds the keyword'],
    ['keywords.mapping.position', { has_header: true, keyword: 1, volume: 2, position: 2 }, 'Column 2 is already mapped to volume'],
    ['keywords.mapping.volume', { has_header: true, keyword: 1, volume: -1 }, 'Columns count from 0'],
    ['keywords.mapping.has_header', { keyword: 1 }, 'first line is a header'],
    ['keywords.mapping.clicks', { has_header: true, keyword: 1, clicks: 9 }, 'the file has 5 columns (0 to 4), there is no column 9'],
  ])('answers 400 naming %s', async (field, mapping, rule) => {
    const response = await t.post('/api/monitoring/projects/create', { ...base, domain: 'www.bad-mapping.de', keywords: { kind: 'csv', text: WRONG_HEADER, mapping } }, { token: power.token });
    expect(response.statusCode, response.body).toBe(400);
    const refusal = response.json<{ field: string; message: string }>();
    expect(refusal.field).toBe(field);
    expect(refusal.message).toContain(rule);
  });

  it('names add_keywords on an edit and stores nothing for a refused mapping', async () => {
    const created = await create('www.ski-kante.de', { kind: 'paste', text: 'skiwachs\n' });
    const response = await t.post('/api/monitoring/projects/edit', { company_id: 1, project_id: created.project.id, add_keywords: { kind: 'csv', text: WRONG_HEADER, mapping: { has_header: true, keyword: 8 } } }, { token: power.token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('add_keywords.mapping.keyword');
    expect((await rankings(created.project.id)).rows.map((r) => r.keyword)).toEqual(['skiwachs']);
  });

  it('refuses a mapped upload into another company', async () => {
    await call('/api/monitoring/projects/create', { ...base, domain: 'www.fremd.de', keywords: { kind: 'csv', text: WRONG_HEADER, mapping: MAPPING } }, orange, 403);
  });
});

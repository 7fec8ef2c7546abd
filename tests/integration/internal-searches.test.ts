import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSearchLogResponse, ImportSummary, OverviewResponse, TermsResponse } from '../../src/domain/contracts/internal-searches.ts';
import { ProviderError } from '../../server/providers/errors.ts';
import type { Providers } from '../../server/providers/ports.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const market = { location: 2276, language: 'de' };

/** Sample providers whose domain keywords (the positions) can be switched to fail. */
function providersWithFailingPositions() {
  const state = { fail: false };
  const sample = selectProviders({});
  const providers: Providers = {
    ...sample,
    domainKeywords: {
      domainKeywords: async (request) => {
        if (state.fail) throw new ProviderError('unavailable', 'The ranking provider is down.');
        return sample.domainKeywords.domainKeywords(request);
      },
    },
  };
  return { state, providers };
}

describe.each(databaseKinds)('internal searches on %s', (kind) => {
  let t: TestApp;
  let orange: LoggedIn;
  let white: LoggedIn;
  let power: LoggedIn;
  let admin: LoggedIn;
  let multi: LoggedIn;
  const positions = providersWithFailingPositions();
  beforeAll(async () => {
    t = await createTestApp(kind, { providers: positions.providers });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [orange, white, power, admin, multi] = await Promise.all([login('orange@demo.test'), login('white@demo.test'), login('power@demo.test'), login('admin@demo.test'), login('multi@demo.test')]);
  });
  afterAll(() => t.close());

  const call = <T>(url: string, body: unknown, user: LoggedIn, status = 200) => t.call<T>(url, body, user, status);

  const termTrend = async (term: string) =>
    (await call<TermsResponse>('/api/internal-searches/terms', { company_id: 2 }, orange)).terms.find((x) => x.term === term)?.trend ?? null;

  it('company 2 has the seeded 90-day log of www.demo-shop.de with totals, days and top terms', async () => {
    const { imports } = await call<{ imports: ImportSummary[] }>('/api/internal-searches/imports', { company_id: 2 }, orange);
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ domain: 'www.demo-shop.de', first_day: '2026-08-25', last_day: '2026-11-22', term_count: 50, rejected_lines: 0 });
    const overview = await call<OverviewResponse>('/api/internal-searches/overview', { company_id: 2 }, orange);
    expect(overview.period).toEqual({ from: '2026-08-25', to: '2026-11-22' });
    expect(overview.days).toHaveLength(90);
    expect(overview.total_searches).toBe(imports[0]?.searches);
    expect(overview.days.reduce((s, d) => s + d.searches, 0)).toBe(overview.total_searches);
    expect(overview.top_terms[0]).toMatchObject({ term: 'winterjacke damen' });
    expect(overview.top_terms[0]?.trend).toBeGreaterThan(0);
    const top = (await call<OverviewResponse>('/api/internal-searches/overview', { company_id: 2, from: '2026-08-25', to: '2026-11-22' }, orange)).top_terms;
    expect(top).toEqual(overview.top_terms);
    const week = await call<OverviewResponse>('/api/internal-searches/overview', { company_id: 2, days: 7 }, orange);
    expect(week.period).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(week.days).toHaveLength(7);
    expect(top).toHaveLength(20);
    // Summer terms fade over the autumn.
    expect(top.find((x) => x.term === 't-shirt')?.trend ?? (await termTrend('t-shirt'))).toBeLessThan(0);
  });

  it('terms carry Google volume, the domain position and the gap flag; a failed position lookup says so and flags no gap', async () => {
    const terms = await call<TermsResponse>('/api/internal-searches/terms', { company_id: 2 }, orange);
    expect(terms).toMatchObject({ domain: 'www.demo-shop.de', location: 2276, language: 'de', truncated: false, google_problem: null });
    expect(terms.terms).toHaveLength(50);
    expect(terms.rows.length).toBe(50);
    const byTerm = new Map(terms.terms.map((x) => [x.term, x]));
    expect(byTerm.get('wintermantel damen')).toMatchObject({ position: 1, gap: false });
    const herren = byTerm.get('wintermantel herren');
    expect(herren?.position).toBe(19);
    expect(herren?.gap).toBe((herren?.volume ?? 0) > 0);
    for (const term of terms.terms) expect(term.gap).toBe(term.volume !== null && term.volume > 0 && (term.position === null || term.position > 10));
    expect(terms.terms.some((x) => x.gap)).toBe(true);

    positions.state.fail = true;
    try {
      // The positions are cached for the month: a second market is a fresh lookup that fails.
      const imported = await call<ImportSearchLogResponse>('/api/internal-searches/import', { company_id: 3, domain: 'partner-shop.de', ...market, csv: 'term;count;date\nmütze;3;01.11.2026' }, white, 201);
      expect(imported.import.domain).toBe('www.partner-shop.de');
      const failed = await call<TermsResponse>('/api/internal-searches/terms', { company_id: 3 }, white);
      expect(failed.google_problem).toContain('The ranking provider is down.');
      expect(failed.terms).toEqual([expect.objectContaining({ term: 'mütze', searches: 3, position: null, gap: false })]);
    } finally {
      positions.state.fail = false;
    }
  });

  it('imports a CSV, names the refused lines, replaces the older counts of the days it covers, and deletes with undo', async () => {
    const csv = ['Suchbegriff;Anzahl;Datum', 'Winterjacke Damen;1.000;22.11.2026', 'rodeln;5;11/22/2026', 'kaputt;1,5;22.11.2026', 'zukunft;1;01.01.2030'].join('\n');
    const imported = await call<ImportSearchLogResponse>('/api/internal-searches/import', { company_id: 2, domain: 'https://www.Demo-Shop.de/suche', ...market, file_name: 'nov.csv', csv }, orange, 201);
    expect(imported.import).toMatchObject({ domain: 'www.demo-shop.de', accepted_lines: 2, rejected_lines: 2, term_count: 2, searches: 1005, first_day: '2026-11-22', last_day: '2026-11-22' });
    expect(imported.rejected).toEqual([
      { line: 4, reason: 'the count "1,5" is not a whole number' },
      { line: 5, reason: 'the date 01.01.2030 lies in the future' },
    ]);
    const day = async () => (await call<OverviewResponse>('/api/internal-searches/overview', { company_id: 2, from: '2026-11-22', to: '2026-11-22' }, orange));
    const replaced = await day();
    expect(replaced.total_searches).toBe(1005);
    expect(replaced.top_terms.map((x) => x.term)).toEqual(['winterjacke damen', 'rodeln']);

    const deleted = await call<{ deleted: true; undo_until: string }>('/api/internal-searches/imports/delete', { company_id: 2, import_id: imported.import.id }, orange);
    expect(Date.parse(deleted.undo_until)).toBeGreaterThan(Date.now());
    expect((await day()).total_searches).not.toBe(1005);
    await call('/api/internal-searches/imports/restore', { company_id: 2, import_id: imported.import.id }, orange);
    expect((await day()).total_searches).toBe(1005);
    await call('/api/internal-searches/imports/delete', { company_id: 2, import_id: imported.import.id }, orange);
    expect((await call<{ imports: ImportSummary[] }>('/api/internal-searches/imports', { company_id: 2 }, orange)).imports).toHaveLength(1);
  });

  it('keeps companies apart: another company sees none of the log and cannot touch its imports', async () => {
    const { imports } = await call<{ imports: ImportSummary[] }>('/api/internal-searches/imports', { company_id: 2 }, orange);
    const seeded = imports[0]?.id ?? 0;
    const theirs = await call<{ imports: ImportSummary[] }>('/api/internal-searches/imports', { company_id: 3 }, white);
    expect(theirs.imports.map((i) => i.id)).not.toContain(seeded);
    const overview = await call<OverviewResponse>('/api/internal-searches/overview', { company_id: 3 }, white);
    expect(overview.top_terms.map((x) => x.term)).not.toContain('winterjacke damen');
    await call('/api/internal-searches/imports/delete', { company_id: 3, import_id: seeded }, white, 404);
    await call('/api/internal-searches/overview', { company_id: 2 }, white, 403);
  });

  it('refuses companies without the setting, admin included, and users without the monitoring suite', async () => {
    for (const user of [power, admin]) {
      const refused = await call<{ message: string }>('/api/internal-searches/overview', { company_id: 1 }, user, 403);
      expect(refused.message).toContain('company feature');
    }
    await call('/api/internal-searches/overview', { company_id: 2 }, multi, 403);
    expect((await t.post('/api/internal-searches/overview', { company_id: 2 })).statusCode).toBe(401);
  });

  it('names the field and the rule of bad input', async () => {
    const bad = async (body: Record<string, unknown>, field: string, text: string) => {
      const answer = await call<{ field: string; message: string }>('/api/internal-searches/import', { company_id: 2, domain: 'demo-shop.de', ...market, csv: 'a;1;01.11.2026', ...body }, orange, 400);
      expect(answer.field).toBe(field);
      expect(answer.message).toContain(text);
    };
    await bad({ domain: 'localhost' }, 'domain', "'localhost' is not a valid domain");
    await bad({ csv: '' }, 'csv', 'Paste or upload the CSV');
    await bad({ csv: 'Name,Wert\na,b' }, 'csv', 'Line 1 is not a header');
    await bad({ csv: 'term;count;date\nx;0;01.11.2026' }, 'csv', 'line 2: the count is 0');
    await bad({ csv: 'x'.repeat(5_000_001) }, 'csv', 'at most 5.000.000 characters');
    await bad({ language: 'deutsch!' }, 'language', 'language code');
    const period = await call<{ field: string }>('/api/internal-searches/overview', { company_id: 2, from: '2026-11-02', to: '2026-11-01' }, orange, 400);
    expect(period.field).toBe('from');
    const long = await call<{ field: string; message: string }>('/api/internal-searches/terms', { company_id: 2, from: '2020-01-01', to: '2026-11-01' }, orange, 400);
    expect(long).toMatchObject({ field: 'from', message: expect.stringContaining('at most 731 days') });
    const both = await call<{ field: string }>('/api/internal-searches/overview', { company_id: 2, from: '2026-11-01', days: 7 }, orange, 400);
    expect(both.field).toBe('days');
    const extra = await call<{ field: string }>('/api/internal-searches/imports', { company_id: 2, x: 1 }, orange, 400);
    expect(extra.field).toBe('x');
    await call('/api/internal-searches/imports/restore', { company_id: 2, import_id: 999_999 }, orange, 409);
  });
});

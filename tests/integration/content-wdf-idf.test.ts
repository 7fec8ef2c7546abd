import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRelevance } from '../../src/domain/content-page-relevance.ts';
import { analyseTerms } from '../../src/domain/content-term-analysis.ts';
import { countWords } from '../../src/domain/content-words.ts';
import { MAX_OWN_TEXT, type AdHocAnalysisResponse } from '../../src/domain/contracts/content-analysis.ts';
import { termDocument } from '../../src/domain/german-terms.ts';
import { keywordWords } from '../../src/domain/tokenize.ts';
import { ProviderError } from '../../server/providers/errors.ts';
import { httpPageFetch } from '../../server/providers/page-fetch/index.ts';
import type { PageFetchPort } from '../../server/providers/page-port.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const KEYWORD = 'glühwein selber machen';
const OWN_TEXT = 'Glühwein selber machen: Rotwein mit Zimt, Nelken und Orange langsam erwärmen. Glühweine nie kochen lassen, der Glühwein wird sonst bitter.';

describe.each(databaseKinds)('the ad-hoc WDF*IDF analysis on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let plan2: LoggedIn;
  const sample = selectProviders({});
  let failingUrl = '';
  const flight = { now: 0, most: 0 };

  beforeAll(async () => {
    const serp = await sample.serp.serp({ keyword: KEYWORD, location: 2276, language: 'de', device: 'desktop', depth: 10, signal: new AbortController().signal });
    failingUrl = serp.organic[2]?.url ?? '';
    // Loopback goes to the real fetcher, whose guard refuses it; one competitor fails; every page counts its flight.
    const real = httpPageFetch();
    const pageFetch: PageFetchPort = {
      async fetchPage(request) {
        if (new URL(request.url).hostname === '127.0.0.1') return real.fetchPage(request);
        flight.now += 1;
        flight.most = Math.max(flight.most, flight.now);
        try {
          await new Promise((resolve) => setTimeout(resolve, 15));
          if (request.url === failingUrl) throw new ProviderError('unavailable', `${new URL(request.url).host} did not answer in time.`);
          return await sample.pageFetch.fetchPage(request);
        } finally {
          flight.now -= 1;
        }
      },
    };
    const failingSerp = { serp: async (request: Parameters<typeof sample.serp.serp>[0]) => (request.keyword === 'kaputte suche' ? Promise.reject(new ProviderError('no_credits_left', 'No credits left.')) : sample.serp.serp(request)) };
    t = await createTestApp(kind, { providers: { ...sample, pageFetch, serp: failingSerp } });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [power, plan2] = await Promise.all([login('power@demo.test'), login('plan2@demo.test')]);
  });
  afterAll(async () => t.close());

  const wdfIdf = (body: object, who: LoggedIn | null = power) => t.post('/api/content/wdf-idf', { company_id: 1, ...body }, who ? { token: who.token } : {});

  it('analyses the top 10 against pasted text, listing the page that failed and leaving it out', async () => {
    const answer = await wdfIdf({ keyword: KEYWORD, text: OWN_TEXT });
    expect(answer.statusCode, answer.body).toBe(200);
    const { analysis, competitors, own_source } = answer.json<AdHocAnalysisResponse>();
    expect(own_source).toBe('text');
    expect(competitors).toHaveLength(10);
    expect(competitors.filter((c) => c.fetch_error !== null)).toEqual([expect.objectContaining({ position: 3, url: failingUrl, fetch_error: expect.stringContaining('did not answer in time') })]);
    expect(flight.most).toBeLessThanOrEqual(4);
    expect(flight.most).toBeGreaterThan(1);

    const signal = new AbortController().signal;
    const read = await Promise.all(competitors.filter((c) => c.fetch_error === null).map((c) => sample.pageFetch.fetchPage({ url: c.url, keyword: KEYWORD, language: 'de', signal })));
    // The keyword's words are kept although some are stop words, as the route keeps them.
    const keep = keywordWords([KEYWORD]);
    const domain = analyseTerms(read.map((p) => termDocument(p.main_text, keep)), termDocument(OWN_TEXT, keep));
    expect(analysis.competitor_count).toBe(9);
    expect(analysis.pages.map((p) => p.position)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(analysis.pages.every((p) => p.competitor_id === null)).toBe(true);
    expect(analysis.terms.slice(0, 30).map((r) => [r.stem, r.wdf_idf, r.own_count, r.recommendation])).toEqual(domain.slice(0, 30).map((r) => [r.stem, r.wdfIdf, r.ownCount, r.recommendation]));
    expect(analysis.terms.find((r) => r.stem === 'gluhwein')?.own_count).toBe(3);
    const ownRelevance = pageRelevance({ url: '', title: '', description: '', headings: [], text: OWN_TEXT }, KEYWORD);
    expect(analysis.own).toEqual({
      competitor_id: null, position: null, url: null, title: '', word_count: countWords(OWN_TEXT),
      relevance: { url_coverage: 0, term_placement: ownRelevance.termPlacement, average_wdf: ownRelevance.averageWdf, score: ownRelevance.score },
    });
  });

  it('reads the own page by URL through the page fetcher, and refuses one its guard refuses', async () => {
    const url = 'https://www.example.de/gluehwein-selber-machen';
    const answer = await wdfIdf({ keyword: KEYWORD, url });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<AdHocAnalysisResponse>();
    expect(body.own_source).toBe('url');
    expect(body.analysis.own).toMatchObject({ url, position: null });
    expect(body.analysis.own?.relevance.url_coverage).toBe(1);
    expect(body.analysis.own?.word_count).toBeGreaterThan(100);

    const local = await wdfIdf({ keyword: KEYWORD, url: 'http://127.0.0.1:9/admin' });
    expect(local.statusCode).toBe(422);
    expect(local.json<{ field: string; message: string }>()).toMatchObject({ field: 'url', message: expect.stringContaining('your page could not be read') });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const field = async (body: object) => {
      const answer = await wdfIdf(body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json<{ field: string; message: string }>();
    };
    expect(await field({ keyword: KEYWORD, url: 'https://example.de/', text: 'Text' })).toMatchObject({ field: 'url', message: expect.stringContaining('not both') });
    expect((await field({ keyword: KEYWORD })).field).toBe('url');
    expect((await field({ keyword: KEYWORD, text: '   ' })).field).toBe('url');
    expect(await field({ keyword: KEYWORD, url: 'ftp://example.de/seite' })).toMatchObject({ field: 'url', message: expect.stringContaining('https://') });
    expect(await field({ keyword: KEYWORD, text: 'x'.repeat(MAX_OWN_TEXT + 1) })).toMatchObject({ field: 'text', message: expect.stringContaining('not more than') });
    expect((await field({ keyword: ' ', text: OWN_TEXT })).field).toBe('keyword');
    expect((await field({ keyword: KEYWORD, text: OWN_TEXT, device: 'fax' })).field).toBe('device');
  });

  it('needs the content suite, and says so when the search results cannot be had', async () => {
    expect((await wdfIdf({ keyword: KEYWORD, text: OWN_TEXT }, plan2)).statusCode).toBe(403);
    expect((await wdfIdf({ keyword: KEYWORD, text: OWN_TEXT }, null)).statusCode).toBe(401);
    const failed = await wdfIdf({ keyword: 'kaputte suche', text: OWN_TEXT });
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ error: string; message: string }>()).toMatchObject({ error: 'no_credits_left', message: expect.stringContaining('kaputte suche') });
  });
});

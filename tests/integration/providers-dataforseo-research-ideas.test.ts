import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS } from '../../server/providers/dataforseo/index.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { AUTOCOMPLETE, HISTORICAL_VOLUME, KEYWORD_IDEAS, KEYWORD_SUGGESTIONS, MANY_SEED, RANKED_KEYWORDS } from '../support/fake-dataforseo-research.ts';
import { FAKE_LOGIN, FAKE_PASSWORD, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo.ts';

const DE = { location: 2276, language: 'de' };
let fake: FakeDataForSeo;

beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const ports = () => createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: FAKE_LOGIN, password: FAKE_PASSWORD, timeoutMs: 5000 });
const live = () => new AbortController().signal;
const bodies = (path: string) => fake.requests.filter((r) => r.path === path).map((r) => r.body);

describe('DataForSEO keyword ideas', () => {
  it('matching terms: keyword_suggestions by volume, each phrase once, all containing the seed', async () => {
    const ideas = await ports().ideas.ideas({ ...DE, keyword: ' Glühwein ', view: 'matching', limit: 50, signal: live() });
    expect(bodies(KEYWORD_SUGGESTIONS)).toEqual([
      [{ keyword: 'Glühwein', location_code: 2276, language_code: 'de', include_seed_keyword: false, order_by: ['keyword_info.search_volume,desc'], limit: 50 }],
    ]);
    expect(ideas).toEqual(['Glühwein kaufen', 'Glühwein rezept', 'rezept Glühwein selber machen', 'Glühweinmarkt berlin']);
  });

  it('related terms: keyword_ideas without the phrases that contain the seed, filtered by the endpoint and again here', async () => {
    const ideas = await ports().ideas.ideas({ ...DE, keyword: 'glühwein weiß', view: 'related', limit: 100, signal: live() });
    expect(bodies(KEYWORD_IDEAS)).toEqual([[{ keywords: ['glühwein weiß'], location_code: 2276, language_code: 'de', filters: ['keyword', 'not_like', '%glühwein weiß%'], limit: 100 }]]);
    // `weiß glühwein rezept` passes the endpoint's filter (other word order) and is dropped here.
    expect(ideas).toEqual(['punsch', 'feuerzangenbowle', 'weihnachtsmarkt', 'kinderpunsch', 'heißer apfelwein']);
  });

  it('sends a seed with like wildcards unfiltered and filters it here only', async () => {
    const ideas = await ports().ideas.ideas({ ...DE, keyword: '100%', view: 'related', limit: 5, signal: live() });
    expect(bodies(KEYWORD_IDEAS)[0]).toEqual([{ keywords: ['100%'], location_code: 2276, language_code: 'de', limit: 5 }]);
    expect(ideas).toEqual(['punsch', 'feuerzangenbowle', 'weihnachtsmarkt', 'weiß glühwein rezept', 'kinderpunsch']);
  });

  it('pages past the endpoint limit of 1,000 with the offset token it hands back', async () => {
    const ideas = await ports().ideas.ideas({ ...DE, keyword: MANY_SEED, view: 'matching', limit: 2100, signal: live() });
    expect(ideas).toHaveLength(2100);
    expect(new Set(ideas).size).toBe(2100);
    const calls = bodies(KEYWORD_SUGGESTIONS).map((body) => (body as Record<string, unknown>[])[0]);
    expect(calls.map((c) => [c?.['limit'], typeof c?.['offset_token']])).toEqual([
      [1000, 'undefined'],
      [1000, 'string'],
      [100, 'string'],
    ]);
    // A call with the token sends nothing else but the limit, as the documentation asks.
    expect(Object.keys(calls[1] ?? {}).sort()).toEqual(['limit', 'offset_token']);
    expect(ideas.slice(998, 1002)).toEqual(['viele 999', 'viele 1000', 'viele 1001', 'viele 1002']);
  });

  it('stops when the endpoint has no more, and asks nothing for an empty seed or limit', async () => {
    expect(await ports().ideas.ideas({ ...DE, keyword: 'punsch', view: 'matching', limit: 1000, signal: live() })).toHaveLength(4);
    expect(bodies(KEYWORD_SUGGESTIONS)).toHaveLength(1);
    expect(await ports().ideas.ideas({ ...DE, keyword: '   ', view: 'related', limit: 10, signal: live() })).toEqual([]);
    expect(await ports().ideas.ideas({ ...DE, keyword: 'punsch', view: 'related', limit: 0, signal: live() })).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('DataForSEO keywords of a domain', () => {
  it('asks ranked_keywords for the organic results of the bare domain and keeps each keyword’s best position', async () => {
    const keywords = await ports().domainKeywords.domainKeywords({ ...DE, domain: 'www.example.de', limit: 10, signal: live() });
    expect(bodies(RANKED_KEYWORDS)).toEqual([
      [{ target: 'example.de', location_code: 2276, language_code: 'de', item_types: ['organic'], order_by: ['ranked_serp_element.serp_item.rank_group,asc'], limit: 10 }],
    ]);
    expect(keywords).toEqual([
      { keyword: 'feuerzangenbowle', position: 2, url: 'https://www.example.de/rezepte/feuerzangenbowle' },
      { keyword: 'weihnachtsmarkt berlin', position: 2, url: 'https://www.example.de/maerkte/berlin' },
      { keyword: 'glühwein kaufen', position: 3, url: 'https://www.example.de/gluehwein' },
      { keyword: 'punsch rezept', position: 12, url: 'https://www.example.de/rezepte/punsch' },
    ]);
  });

  it('pages on by offset when repeated keywords leave a page short of the limit', async () => {
    const keywords = await ports().domainKeywords.domainKeywords({ ...DE, domain: 'www.example.de', limit: 4, signal: live() });
    expect(keywords.map((k) => k.keyword)).toEqual(['feuerzangenbowle', 'weihnachtsmarkt berlin', 'glühwein kaufen', 'punsch rezept']);
    expect(bodies(RANKED_KEYWORDS).map((body) => [(body as Record<string, unknown>[])[0]?.['limit'], (body as Record<string, unknown>[])[0]?.['offset']])).toEqual([
      [4, undefined],
      [1, 4],
    ]);
  });

  it('keeps at most the limit', async () => {
    const keywords = await ports().domainKeywords.domainKeywords({ ...DE, domain: 'www.shop.example.de', limit: 2, signal: live() });
    expect((bodies(RANKED_KEYWORDS)[0] as Record<string, unknown>[])[0]?.['target']).toBe('shop.example.de');
    expect(keywords.map((k) => k.position)).toEqual([2, 2]);
  });
});

describe('DataForSEO autocomplete', () => {
  it('asks the chrome client and returns Google’s order without the keyword and repeats', async () => {
    const suggestions = await ports().suggestions.suggestions({ ...DE, keyword: 'glühwein', signal: live() });
    expect(bodies(AUTOCOMPLETE)).toEqual([[{ keyword: 'glühwein', location_code: 2276, language_code: 'de', client: 'chrome' }]]);
    expect(suggestions).toEqual(['glühwein kaufen', 'glühwein rezept', 'glühwein selber machen']);
  });
});

describe('the provider registry with a DataForSEO account', () => {
  it('serves ideas, a domain’s keywords, suggestions and metrics from the research endpoints', async () => {
    const providers = selectProviders({ DATAFORSEO_LOGIN: FAKE_LOGIN, DATAFORSEO_PASSWORD: FAKE_PASSWORD, DATAFORSEO_URL: fake.url });
    expect(await providers.ideas.ideas({ ...DE, keyword: 'punsch', view: 'related', limit: 3, signal: live() })).toEqual(['feuerzangenbowle', 'weihnachtsmarkt', 'weiß glühwein rezept']);
    expect(await providers.domainKeywords.domainKeywords({ ...DE, domain: 'www.example.de', limit: 1, signal: live() })).toHaveLength(1);
    expect(await providers.suggestions.suggestions({ ...DE, keyword: 'punsch', signal: live() })).toContain('punsch kaufen');
    await providers.metrics.metrics({ ...DE, keywords: ['punsch'], lastMonth: { year: 2026, month: 11 }, signal: live() });
    expect(fake.requests.map((r) => r.path)).toEqual([KEYWORD_IDEAS, RANKED_KEYWORDS, AUTOCOMPLETE, HISTORICAL_VOLUME]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyKeywordRow } from '../../../domain/keyword-row.ts';
import { fetchKeywordsSaved, keywordsSavedKey } from './keywords-saved.ts';
import { fetchVolumeHistory, volumeHistoryKey } from './volume-history.ts';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const request = { keyword: 'Glühwein', location: 2276, language: 'de', companyId: 1, userId: 2 };

describe('panel fetchers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks historicalsv for the one keyword in its market and answers its months', async () => {
    const months = [{ year: 2025, month: 11, count: 74_000 }];
    const fetch = vi.fn(async () => answer({ entries: [{ ...emptyKeywordRow('glühwein'), search_volumes: months }], rejected: [] }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchVolumeHistory(request)).toEqual(months);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/sources/dataforseo/historicalsv');
    expect(JSON.parse(String(init.body))).toEqual({ keywords: ['Glühwein'], company: 1, user: 2, language: 'de', location: 2276 });
  });
  it('fails with the provider message, or with the rule a refused phrase broke', async () => {
    vi.stubGlobal('fetch', async () => answer({ error: { code: 'no_credits_left', message: 'No credits left.' } }));
    await expect(fetchVolumeHistory(request)).rejects.toThrow('No credits left.');
    vi.stubGlobal('fetch', async () => answer({ entries: [], rejected: [{ line: 1, phrase: 'x', message: 'not more than 10 words per phrase' }] }));
    await expect(fetchVolumeHistory(request)).rejects.toThrow('No history for this keyword: not more than 10 words per phrase.');
  });
  it('keys histories by market and keyword identity', () => {
    expect(volumeHistoryKey(request)).toEqual(volumeHistoryKey({ ...request, keyword: ' glühwein ', language: 'DE' }));
    expect(volumeHistoryKey(request)).not.toEqual(volumeHistoryKey({ ...request, location: 2040 }));
  });
  it('posts keywords-saved and parses the lists; its key sits under the collections key', async () => {
    const fetch = vi.fn(async () => answer({ data: [{ keyword: 'glühwein', lists: ['Winter Sale'] }] }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchKeywordsSaved({ company_id: 1, loc: 2276, keywords: ['glühwein'] })).toEqual({ data: [{ keyword: 'glühwein', lists: ['Winter Sale'] }] });
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/research/keywords-saved');
    expect(keywordsSavedKey(1, 2276, 'Glühwein').slice(0, 2)).toEqual(['collections', 1]);
  });
});

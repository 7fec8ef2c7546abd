import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RANKING_KEYWORDS, type RankingsRequest } from '../../../domain/contracts/keyword-data.ts';
import { RankingsUnavailableError } from '../../../workbench/ranking/rankings-retry.ts';
import { fetchRankings } from './rankings.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const at = '2026-11-20T08:00:00.000Z';
const base = { companyId: 7, location: 2276, domain: 'www.example.de', device: 'mobile' as const };

/** A fake server: ranks every keyword at its length, and records the bodies it got. */
function fakeServer(answer?: (body: RankingsRequest) => Response | Promise<Response>) {
  const bodies: RankingsRequest[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as RankingsRequest;
    bodies.push(body);
    if (answer) return answer(body);
    return json({ rankings: body.keywords_array.map((keyword) => ({ keyword, ranking: keyword.length, datetime: at, amazon_search_volume: null })) });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
}

describe('fetchRankings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the contract body to the rankings path and answers the entries', async () => {
    const { fetch, bodies } = fakeServer();
    const answers = await fetchRankings({ ...base, keywords: ['Glühwein', 'glühwein ', 'punsch'] });
    expect(answers.map((a) => [a.keyword, a.ranking])).toEqual([['Glühwein', 8], ['punsch', 6]]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/project/get/rankings-for-keywords/frontend');
    expect(init?.method).toBe('POST');
    expect(bodies).toEqual([{ company_id: 7, location_code: 2276, keywords_array: ['Glühwein', 'punsch'], domain: 'www.example.de', device: 'mobile' }]);
  });

  it('splits a long list into calls of the contract maximum and reports progress in keywords', async () => {
    const { bodies } = fakeServer();
    const keywords = Array.from({ length: MAX_RANKING_KEYWORDS * 2 + 200 }, (_, i) => `keyword ${i}`);
    const progress: number[] = [];
    const answers = await fetchRankings({ ...base, keywords, onProgress: (p) => progress.push(p.done) });
    expect(bodies.map((b) => b.keywords_array.length)).toEqual([MAX_RANKING_KEYWORDS, MAX_RANKING_KEYWORDS, 200]);
    expect(answers.map((a) => a.keyword)).toEqual(keywords);
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(keywords.length);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('keeps at most two calls in flight', async () => {
    let open = 0;
    let most = 0;
    fakeServer(async (body) => {
      open++;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open--;
      return json({ rankings: body.keywords_array.map((keyword) => ({ keyword, ranking: null, datetime: at, amazon_search_volume: null })) });
    });
    await fetchRankings({ ...base, keywords: Array.from({ length: MAX_RANKING_KEYWORDS * 4 }, (_, i) => `k${i}`) });
    expect(most).toBe(2);
  });

  it('makes no call for a list with nothing to ask', async () => {
    const { fetch } = fakeServer();
    expect(await fetchRankings({ ...base, keywords: ['', '  '] })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with the provider failure the server reports, but not for a warning beside rankings', async () => {
    fakeServer(() => json({ rankings: [], warning: 'Rankings are not available right now: quota exceeded' }));
    const failure = fetchRankings({ ...base, keywords: ['tee'] });
    await expect(failure).rejects.toBeInstanceOf(RankingsUnavailableError);
    await expect(failure).rejects.toThrow('Rankings are not available right now: quota exceeded');
    fakeServer(() => json({ rankings: [{ keyword: 'tee', ranking: 4, datetime: at, amazon_search_volume: null }], warning: 'Amazon volumes are missing: down' }));
    expect(await fetchRankings({ ...base, keywords: ['tee'] })).toHaveLength(1);
  });

  it('rejects with the server message of an HTTP error and starts no further batch', async () => {
    const { fetch } = fakeServer(() => json({ error: 'bad_request', message: "domain: 'x' is not a valid domain" }, 400));
    const keywords = Array.from({ length: MAX_RANKING_KEYWORDS * 5 }, (_, i) => `k${i}`);
    await expect(fetchRankings({ ...base, keywords })).rejects.toThrow("domain: 'x' is not a valid domain");
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('stops when its signal aborts, with the abort reason', async () => {
    const controller = new AbortController();
    const { fetch } = fakeServer(async (body) => {
      controller.abort(new Error('the keywords changed'));
      return json({ rankings: body.keywords_array.map((keyword) => ({ keyword, ranking: 1, datetime: at, amazon_search_volume: null })) });
    });
    const keywords = Array.from({ length: MAX_RANKING_KEYWORDS * 5 }, (_, i) => `k${i}`);
    await expect(fetchRankings({ ...base, keywords, signal: controller.signal })).rejects.toThrow('the keywords changed');
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(2);
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('aborts a call in flight with the abort reason, not as a lost connection', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }));
    const pending = fetchRankings({ ...base, keywords: ['tee'], signal: controller.signal });
    controller.abort(new Error('hidden'));
    await expect(pending).rejects.toThrow('hidden');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchKeywordsSaved } from './keywords-saved.ts';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('fetchKeywordsSaved', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts keywords-saved and parses the lists', async () => {
    const fetch = vi.fn(async () => answer({ data: [{ keyword: 'glühwein', lists: ['Winter Sale'] }] }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchKeywordsSaved({ company_id: 1, loc: 2276, keywords: ['glühwein'] })).toEqual({ data: [{ keyword: 'glühwein', lists: ['Winter Sale'] }] });
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/research/keywords-saved');
  });
});

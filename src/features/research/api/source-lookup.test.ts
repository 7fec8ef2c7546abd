import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokenSource } from '../../../api/http.ts';
import { emptyKeywordRow } from '../../../domain/keyword-row.ts';
import { fetchKeywordSource, NO_CREDITS_TEXT, parseKeywordSourceResponse, SourceLookupError } from './source-lookup.ts';

const answer = {
  request_type: 'ideas',
  keyword: 'glühwein',
  seed_kind: 'keyword',
  view: 'matching',
  entries: [emptyKeywordRow('glühwein kaufen')],
  groups: [],
  rankings: [],
  total: 1,
  next_offset: null,
} as const;

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('keyword source answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes a keyword source answer through', () => {
    expect(parseKeywordSourceResponse(answer)).toEqual(answer);
  });

  it('rejects an answer with an error field, whatever else it holds, keeping the code', () => {
    const failure = caught(() => parseKeywordSourceResponse({ ...answer, error: { code: 'unavailable', message: 'The provider is down.' } }));
    expect(failure).toBeInstanceOf(SourceLookupError);
    expect(failure).toMatchObject({ code: 'unavailable', message: 'The provider is down.' });
  });

  it('says no credits in its own words, whatever the provider wrote', () => {
    const failure = caught(() => parseKeywordSourceResponse({ error: { code: 'no_credits_left', message: 'Payment required (40200).' } }));
    expect(failure).toMatchObject({ code: 'no_credits_left', message: NO_CREDITS_TEXT });
  });

  it('treats an error field of an unknown shape as a failure too', () => {
    expect(caught(() => parseKeywordSourceResponse({ error: 'boom' }))).toMatchObject({ code: 'unknown' });
  });

  it('refuses an answer that breaks the contract', () => {
    expect(() => parseKeywordSourceResponse({ ...answer, seed_kind: 'brand' })).toThrow();
  });

  it('posts the checked request with the token and passes the signal on', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    setTokenSource(() => 'token-1');
    const controller = new AbortController();
    const request = { company: 1, user: 2, request_type: 'ideas', options: { keyword: ' glühwein ', location: 2276, language: 'de', view: 'related', offset: 0, limit: 200 } } as const;
    await expect(fetchKeywordSource(request, controller.signal)).resolves.toEqual(answer);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v2/sources/');
    expect(init.signal).toBe(controller.signal);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toMatchObject({ request_type: 'ideas', options: { keyword: 'glühwein', view: 'related' } });
  });

  it('refuses to send a request that breaks the contract', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const request = { company: 1, user: 2, request_type: 'ideas', options: { keyword: '   ', location: 2276, language: 'de', view: 'matching', offset: 0, limit: 200 } } as const;
    await expect(fetchKeywordSource(request)).rejects.toThrow('Enter a keyword.');
    expect(fetch).not.toHaveBeenCalled();
  });
});

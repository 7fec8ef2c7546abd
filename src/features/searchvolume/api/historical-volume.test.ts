import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokenSource } from '../../../api/http.ts';
import { emptyKeywordRow } from '../../../domain/keyword-row.ts';
import { fetchHistoricalVolume, HistoricalVolumeError, parseHistoricalVolumeResponse } from './historical-volume.ts';

const request = { keywords: ['glühwein'], company: 1, user: 2, language: 'de', location: 2276 };

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('historical volume response', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes entries and rejected lines through', () => {
    const body = { entries: [emptyKeywordRow('glühwein')], rejected: [{ line: 2, phrase: 'x', message: 'not more than 10 words per phrase' }] };
    expect(parseHistoricalVolumeResponse(body)).toEqual(body);
  });

  it('rejects a response with an error field, keeping its code and message', () => {
    const failure = { error: { code: 'no_credits_left', message: 'The DataForSEO account has no credits left.' } };
    expect(() => parseHistoricalVolumeResponse(failure)).toThrow(HistoricalVolumeError);
    expect(() => parseHistoricalVolumeResponse(failure)).toThrow('The DataForSEO account has no credits left.');
    let caught: unknown;
    try {
      parseHistoricalVolumeResponse(failure);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'no_credits_left' });
  });

  it('rejects an error field even next to entries, and an error of unknown shape', () => {
    expect(() => parseHistoricalVolumeResponse({ entries: [], rejected: [], error: { code: 'unavailable', message: 'down' } })).toThrow('down');
    expect(() => parseHistoricalVolumeResponse({ error: 'boom' })).toThrow(HistoricalVolumeError);
  });

  it('rejects a body that is neither', () => {
    expect(() => parseHistoricalVolumeResponse({ entries: 'no' })).toThrow();
  });

  it('fetches with the session token and throws on an error answer', async () => {
    setTokenSource(() => 'token-1');
    const fetchMock = vi.fn(async () => answer({ error: { code: 'unavailable', message: 'The keyword provider did not answer in time.' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchHistoricalVolume(request)).rejects.toMatchObject({ name: 'HistoricalVolumeError', code: 'unavailable' });
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/sources/dataforseo/historicalsv', expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ authorization: 'Bearer token-1' }) }));
  });

  it('fetches entries when the provider answered', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ entries: [emptyKeywordRow('glühwein')], rejected: [] })));
    await expect(fetchHistoricalVolume(request)).resolves.toMatchObject({ entries: [{ keyword: 'glühwein' }] });
  });

  it('refuses to send more than 1,000 keywords', async () => {
    await expect(fetchHistoricalVolume({ ...request, keywords: Array.from({ length: 1001 }, (_, i) => `k${i}`) })).rejects.toThrow();
  });
});

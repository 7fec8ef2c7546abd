import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Device, RankCheckRequest } from '../../server/providers/ports.ts';
import { RANKINGS_HOST_PATH } from '../../server/providers/rankings-host/rankings-host-call.ts';
import { rankingsHostRankTracking } from '../../server/providers/rankings-host/rank-tracking-host.ts';
import { startFakeProviderServer, type FakeProviderServer, type RecordedRequest } from '../support/fake-provider-server.ts';

const DOMAIN = 'www.partner-shop.de';
/** The fake host leaves this keyword out of its answer; it ranks NOWHERE nowhere (ranking null). */
const FORGOTTEN = 'vergessen';
const NOWHERE = 'nirgends';
const DATETIME = '2026-11-25T05:00:00.000Z';

let host: FakeProviderServer;

/** A partner's rankings host: SPEC §7 body in, `{rankings: [{keyword, ranking, datetime}]}` out. */
function answer(request: RecordedRequest) {
  if (request.path !== RANKINGS_HOST_PATH || request.method !== 'POST') return { status: 404, json: { error: 'not found' } };
  const body = request.body as { keywords_array: string[]; device: Device };
  const rankings = body.keywords_array
    .filter((keyword) => keyword !== FORGOTTEN)
    .map((keyword) => ({ keyword: keyword.toLowerCase(), ranking: keyword === NOWHERE ? null : (keyword.length % 10) + (body.device === 'mobile' ? 2 : 1), datetime: DATETIME }));
  return { json: { rankings } };
}

beforeAll(async () => {
  host = await startFakeProviderServer(answer);
});
afterAll(async () => {
  await host.close();
});
beforeEach(() => {
  host.requests.length = 0;
});

function requests(keywords: readonly string[], device: Device = 'desktop', location = 2276): RankCheckRequest[] {
  return keywords.map((keyword) => ({ keyword, device, location, language: 'de', day: '2026-11-25' }));
}

const tracker = (overrides: { host?: string; timeoutMs?: number } = {}) => rankingsHostRankTracking({ host: `${host.url}/`, companyId: 3, domain: DOMAIN, ...overrides });
const live = () => new AbortController().signal;

describe('rank tracking through a company’s own rankings host', () => {
  it('sends the SPEC §7 body once per location and device, without credentials, and answers positions in request order', async () => {
    const mixed = [...requests(['Skihose', NOWHERE], 'desktop'), ...requests(['Skihose'], 'mobile'), ...requests(['Skihose'], 'desktop', 2040)];
    const outcomes = await tracker().rankCheck(mixed, live());
    expect(host.requests.map((r) => r.body)).toEqual([
      { company_id: 3, location_code: 2276, keywords_array: ['Skihose', NOWHERE], domain: DOMAIN, device: 'desktop' },
      { company_id: 3, location_code: 2276, keywords_array: ['Skihose'], domain: DOMAIN, device: 'mobile' },
      { company_id: 3, location_code: 2040, keywords_array: ['Skihose'], domain: DOMAIN, device: 'desktop' },
    ]);
    expect(host.requests.every((r) => r.authorization === undefined && r.headers.cookie === undefined)).toBe(true);
    expect(outcomes[0]).toEqual({ keyword: 'Skihose', ok: true, organic: [{ position: 8, url: '', domain: DOMAIN, title: '', description: null }], features: [], checkedAt: DATETIME });
    expect(outcomes[1]).toEqual({ keyword: NOWHERE, ok: true, organic: [], features: [], checkedAt: DATETIME });
    expect(outcomes[2]).toMatchObject({ ok: true, organic: [{ position: 9 }] });
    expect(outcomes[3]).toMatchObject({ ok: true, organic: [{ position: 8 }] });
  });

  it('makes a keyword the host leaves out a failure with its reason, never "not ranking"', async () => {
    const outcomes = await tracker().rankCheck(requests(['a', FORGOTTEN, 'b']), live());
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(outcomes[1]).toEqual({ keyword: FORGOTTEN, ok: false, reason: `The rankings host ${host.url}/ did not answer for this keyword.`, retryable: true });
  });

  it('splits more than 1,000 keywords into calls of at most 1,000', async () => {
    const keywords = Array.from({ length: 1500 }, (_, i) => `kw ${i}`);
    const outcomes = await tracker().rankCheck(requests(keywords), live());
    expect(host.requests.map((r) => (r.body as { keywords_array: string[] }).keywords_array.length)).toEqual([1000, 500]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
  });

  it('turns host errors into failures of the keywords of that call, retryable when the host may recover', async () => {
    host.enqueue(RANKINGS_HOST_PATH, { status: 503, raw: 'down' }, { status: 403, json: { error: 'forbidden' } }, { raw: '<html>' }, { json: { rankings: [{ keyword: 'a', ranking: 0, datetime: DATETIME }] } });
    const [down] = await tracker().rankCheck(requests(['a']), live());
    expect(down).toEqual({ keyword: 'a', ok: false, reason: `The rankings host ${host.url}/ answered HTTP 503.`, retryable: true });
    expect((await tracker().rankCheck(requests(['a']), live()))[0]).toMatchObject({ ok: false, reason: expect.stringContaining('HTTP 403'), retryable: false });
    expect((await tracker().rankCheck(requests(['a']), live()))[0]).toMatchObject({ ok: false, reason: expect.stringContaining('not JSON') });
    expect((await tracker().rankCheck(requests(['a']), live()))[0]).toMatchObject({ ok: false, reason: expect.stringContaining('unexpected body at rankings.0.ranking') });
  });

  it('fails on a host that stays silent past the time-out or cannot be reached', async () => {
    host.enqueue(RANKINGS_HOST_PATH, { hang: true });
    const [silent] = await tracker({ timeoutMs: 200 }).rankCheck(requests(['a']), live());
    expect(silent).toMatchObject({ ok: false, reason: expect.stringContaining('did not answer within 200 ms'), retryable: true });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const [unreachable] = await tracker({ host: `http://127.0.0.1:${port}` }).rankCheck(requests(['a']), live());
    expect(unreachable).toMatchObject({ ok: false, reason: expect.stringContaining('could not be reached'), retryable: true });
  });

  it('refuses a host setting that is not an http(s) URL without calling anything', async () => {
    const outcomes = await tracker({ host: 'ftp://rankings.partner.example' }).rankCheck(requests(['a', 'b']), live());
    expect(outcomes).toEqual(['a', 'b'].map((keyword) => ({ keyword, ok: false, reason: "The rankings host 'ftp://rankings.partner.example' is not an http(s) URL: correct it in the company settings.", retryable: false })));
    expect(host.requests).toHaveLength(0);
  });

  it('throws the abort when the caller cancels', async () => {
    host.enqueue(RANKINGS_HOST_PATH, { hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(tracker().rankCheck(requests(['a']), controller.signal)).rejects.toMatchObject({ name: 'ProviderError', code: 'aborted' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_PATH, startFakeProviderServer, type FakeProviderServer } from '../support/fake-provider-server.ts';

// The template new adapters' fakes start from: what it promises them is checked here once.
describe('the fake provider server template', () => {
  let fake: FakeProviderServer;
  beforeAll(async () => {
    fake = await startFakeProviderServer((request) => ({ json: { echo: request.body, path: request.path } }));
  });
  afterAll(() => fake.close());

  const post = (path: string, body: unknown, signal?: AbortSignal) =>
    fetch(`${fake.url}${path}`, { method: 'POST', headers: { authorization: 'Bearer k', 'content-type': 'application/json' }, body: JSON.stringify(body), ...(signal ? { signal } : {}) });

  it('answers in the given format and records method, path, query, authorization and body', async () => {
    const response = await post('/v1/ideas?limit=3', { keyword: 'glühwein' });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ echo: { keyword: 'glühwein' }, path: '/v1/ideas' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/ideas', authorization: 'Bearer k', body: { keyword: 'glühwein' }, text: '{"keyword":"glühwein"}' });
    expect(fake.requests.at(-1)?.url.searchParams.get('limit')).toBe('3');
  });

  it('uses queued replies in order, the path’s before any path’s, then answers normally again', async () => {
    fake.enqueue('/a', { status: 429, headers: { 'retry-after': '2' }, json: { error: 'slow down' } }, { raw: '{"broken' });
    fake.enqueue(ANY_PATH, { status: 503, raw: '' });
    const first = await post('/a', {});
    expect([first.status, first.headers.get('retry-after'), await first.json()]).toEqual([429, '2', { error: 'slow down' }]);
    expect(await (await post('/a', {})).text()).toBe('{"broken');
    expect((await post('/a', {})).status).toBe(503);
    expect((await post('/a', {})).status).toBe(200);
  });

  it('fails on demand without an answer: silence until the caller gives up, or a dropped connection', async () => {
    fake.enqueue('/slow', { hang: true });
    await expect(post('/slow', {}, AbortSignal.timeout(150))).rejects.toMatchObject({ name: 'TimeoutError' });
    fake.enqueue('/gone', { drop: true });
    await expect(post('/gone', {})).rejects.toThrow(/fetch failed/u);
  });
});

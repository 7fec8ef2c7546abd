/** API answers compressed by Accept-Encoding (issue 15), streamed answers left as they are. */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../server/http/compression.ts';
import { createTestApp, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

describe('compressed API answers', () => {
  let t: TestApp;
  let power: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  const post = (url: string, body: object, acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${power.token}`, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });
  const winterSale = { company_id: 1, name: 'Winter Sale' };

  it('sends a large answer as brotli or gzip by Accept-Encoding, decoding to the same JSON as the plain one', async () => {
    const plain = await post('/api/collections/get', winterSale);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json: unknown = plain.json();
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);

    const brotli = await post('/api/collections/get', winterSale, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/iu);
    const fromBrotli = zlib.brotliDecompressSync(brotli.rawPayload);
    expect(JSON.parse(fromBrotli.toString('utf8'))).toEqual(json);
    // Rows of 48 months each repeat their keys: a quarter is a loose bound (680 KB to 117 KB measured).
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await post('/api/collections/get', winterSale, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);

    // No encoding the server knows, or a client that asks for none: plain JSON.
    expect((await post('/api/collections/get', winterSale, 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await post('/api/collections/get', winterSale, 'compress')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/status', headers: { 'accept-encoding': 'br, gzip' } });
    expect(status.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.json()).toEqual({ api_online: true });
  });

  it('never compresses the streamed AI chat answer, whose lines must arrive as they are written', async () => {
    const res = await post('/api/ai-chat/ask', { company_id: 1, question: 'How many keywords does the collection Winter Sale hold?' }, 'br, gzip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = res.body.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as { type: string });
    expect(events.at(0)?.type).toBe('start');
    expect(events.at(-1)?.type).toBe('done');
  });
});

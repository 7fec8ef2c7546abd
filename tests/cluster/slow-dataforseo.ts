import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_LOGIN, FAKE_PASSWORD, startFakeDataForSeo } from '../support/fake-dataforseo.ts';

export type SlowDataForSeo = { env: Record<string, string>; searchVolumeCalls(): number; close(): Promise<void> };

/**
 * The fake DataForSEO behind a relay that holds each answer `delayMs`: a 10,000-keyword job then
 * takes seconds, long enough to kill the instance running it in the middle.
 */
export async function startSlowDataForSeo(delayMs: number): Promise<SlowDataForSeo> {
  const fake = await startFakeDataForSeo();
  const relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        const upstream = http.request(`${fake.url}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        upstream.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    env: { DATAFORSEO_LOGIN: FAKE_LOGIN, DATAFORSEO_PASSWORD: FAKE_PASSWORD, DATAFORSEO_URL: `http://127.0.0.1:${port}`, DATAFORSEO_ADS_REQUESTS_PER_MINUTE: '100000', DATAFORSEO_REQUESTS_PER_MINUTE: '100000' },
    searchVolumeCalls: () => fake.requests.filter((request) => request.path.includes('search_volume')).length,
    async close() {
      relay.closeAllConnections();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await fake.close();
    },
  };
}

import autocannon from 'autocannon';
import { expect } from 'vitest';
import { login } from './through-balancer.ts';

/** Proof 7: three seconds of collection lists through nginx, every answer a 2xx. */
export async function loadThroughBalancer(base: string): Promise<void> {
  const client = '127.10.0.6';
  const power = await login(base, 'power@demo.test', { client });
  let counter = 0;
  const result = await autocannon({
    url: `${base}/api/collections/list`,
    method: 'POST',
    connections: 8,
    duration: 3,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${power.token}` },
    body: JSON.stringify({ company_id: power.company_id }),
    // A client address per request, so the load is not a few clients over their API limit. A
    // connection's addresses (setupClient) were eight in all: at 800 requests a second and more,
    // each passed its 300 a minute and the rest were 429s.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': `127.11.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}` },
        }),
      },
    ],
  });
  console.log(`cluster load: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
  expect(result.errors).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result.requests.total).toBeGreaterThan(100);
}

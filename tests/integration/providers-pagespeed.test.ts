import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataForSeoPorts, DATAFORSEO_DEFAULTS } from '../../server/providers/dataforseo/index.ts';
import { pageSpeedInsights } from '../../server/providers/pagespeed/pagespeed-insights.ts';
import { RateLimiter } from '../../server/providers/rate-limiter.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { FAKE_LOGIN, FAKE_PASSWORD } from '../support/fake-dataforseo.ts';
import { FAKE_PSI_KEY, PSI_PATH, startFakePageSpeed } from '../support/fake-pagespeed.ts';
import type { FakeProviderServer } from '../support/fake-provider-server.ts';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakePageSpeed();
});
afterAll(async () => {
  await fake.close();
});

const live = () => new AbortController().signal;
const psi = (apiKey = FAKE_PSI_KEY) => pageSpeedInsights({ url: `${fake.url}${PSI_PATH}`, apiKey, timeoutMs: 5000, limiter: new RateLimiter(1000) });
const page = 'https://www.kochstube.example/gluehwein';

describe('PageSpeed Insights v5 against the fake', () => {
  it('asks for the performance category with the strategy of the device and reads the four lab metrics in ms', async () => {
    const metrics = await psi().pageSpeed({ url: page, device: 'mobile', signal: live() });
    const asked = fake.requests.at(-1)?.url.searchParams;
    expect(Object.fromEntries(asked ?? [])).toMatchObject({ url: page, strategy: 'mobile', category: 'performance', key: FAKE_PSI_KEY });
    const base = page.length * 30;
    expect(metrics).toEqual({ first_contentful_paint: 1000 + base, speed_index: 2000 + base, largest_contentful_paint: 2500 + base, interactive: 3000 + base });
    const desktop = await psi().pageSpeed({ url: page, device: 'desktop', signal: live() });
    expect(fake.requests.at(-1)?.url.searchParams.get('strategy')).toBe('desktop');
    expect(desktop.first_contentful_paint).toBeLessThan(metrics.first_contentful_paint);
  });

  it('maps errors to typed failures: a bad key, the quota, an outage, an answer without audits', async () => {
    await expect(psi('wrong').pageSpeed({ url: page, device: 'desktop', signal: live() })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('API key not valid') });
    fake.enqueue(PSI_PATH, { status: 429, json: { error: { code: 429, message: 'Quota exceeded' } } }, { status: 503, json: { error: { code: 503, message: 'Backend Error' } } }, { json: { lighthouseResult: { audits: {} } } });
    await expect(psi().pageSpeed({ url: page, device: 'desktop', signal: live() })).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(psi().pageSpeed({ url: page, device: 'desktop', signal: live() })).rejects.toMatchObject({ code: 'unavailable', retryable: true });
    await expect(psi().pageSpeed({ url: page, device: 'desktop', signal: live() })).rejects.toMatchObject({ code: 'task_failed', message: expect.stringContaining('speed-index') });
  });

  it('gives up when the service does not answer in time', async () => {
    fake.enqueue(PSI_PATH, { hang: true });
    const port = pageSpeedInsights({ url: `${fake.url}${PSI_PATH}`, apiKey: FAKE_PSI_KEY, timeoutMs: 200, limiter: new RateLimiter(1000) });
    await expect(port.pageSpeed({ url: page, device: 'desktop', signal: live() })).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('is chosen by PAGESPEED_API_KEY before DataForSEO; the sample otherwise', () => {
    expect(selectProviders({}).names.pageSpeed).toBe('sample');
    expect(selectProviders({ DATAFORSEO_LOGIN: 'a', DATAFORSEO_PASSWORD: 'b' }).names.pageSpeed).toBe('dataforseo');
    expect(selectProviders({ DATAFORSEO_LOGIN: 'a', DATAFORSEO_PASSWORD: 'b', PAGESPEED_API_KEY: 'k' }).names.pageSpeed).toBe('pagespeed-insights');
  });
});

describe('DataForSEO Lighthouse against the fake', () => {
  const ports = () => createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: FAKE_LOGIN, password: FAKE_PASSWORD, timeoutMs: 5000 });

  it('posts one live task with for_mobile and reads the metrics from the result', async () => {
    const metrics = await ports().pageSpeed.pageSpeed({ url: page, device: 'tablet', signal: live() });
    expect(fake.requests.at(-1)?.body).toEqual([{ url: page, for_mobile: true, categories: ['performance'] }]);
    expect(metrics.first_contentful_paint).toBe(1000 + page.length * 30);
  });

  it('maps a task error and a refused login to typed failures', async () => {
    await expect(ports().pageSpeed.pageSpeed({ url: '', device: 'desktop', signal: live() })).rejects.toMatchObject({ code: 'bad_request' });
    const refused = createDataForSeoPorts({ ...DATAFORSEO_DEFAULTS, baseUrl: fake.url, login: 'x', password: 'y', timeoutMs: 5000 });
    await expect(refused.pageSpeed.pageSpeed({ url: page, device: 'desktop', signal: live() })).rejects.toMatchObject({ code: 'unauthorized' });
  });
});

/**
 * A fake of the two page speed services, in their documented formats: PageSpeed Insights v5
 * (`GET /pagespeedonline/v5/runPagespeed?url&strategy&key` → `{lighthouseResult: {audits}}`, errors
 * `{error: {code, message}}`) and DataForSEO's `POST /v3/on_page/lighthouse/live/json` (the
 * Lighthouse result as the task's `result[0]`). The metrics grow with the URL's length, so a test
 * can tell pages apart.
 */
import { envelope, FAKE_LOGIN, FAKE_PASSWORD, topLevelError } from './fake-dataforseo.ts';
import { startFakeProviderServer, type FakeProviderServer } from './fake-provider-server.ts';

export const PSI_PATH = '/pagespeedonline/v5/runPagespeed';
export const FAKE_PSI_KEY = 'fake-psi-key';

/** The Lighthouse result the fake gives a page: numericValue in ms, as Lighthouse reports them. */
export function fakeLighthouse(url: string, mobile: boolean) {
  const base = url.length * 10 * (mobile ? 3 : 1);
  const audit = (id: string, value: number) => ({ id, title: id, score: 0.8, scoreDisplayMode: 'numeric', numericValue: value + 0.4, numericUnit: 'millisecond', displayValue: `${(value / 1000).toFixed(1)} s` });
  return {
    requestedUrl: url,
    finalUrl: url,
    lighthouseVersion: '12.0.0',
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', 1000 + base),
      'speed-index': audit('speed-index', 2000 + base),
      'largest-contentful-paint': audit('largest-contentful-paint', 2500 + base),
      interactive: audit('interactive', 3000 + base),
      'total-blocking-time': audit('total-blocking-time', 120),
    },
    categories: { performance: { id: 'performance', score: 0.8 } },
  };
}

export function startFakePageSpeed(): Promise<FakeProviderServer> {
  const dataForSeoAuth = `Basic ${Buffer.from(`${FAKE_LOGIN}:${FAKE_PASSWORD}`).toString('base64')}`;
  return startFakeProviderServer((request) => {
    if (request.path === PSI_PATH) {
      const params = request.url.searchParams;
      if (params.get('key') !== FAKE_PSI_KEY) return { status: 400, json: { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } } };
      const url = params.get('url') ?? '';
      if (!/^https?:\/\//u.test(url)) return { status: 400, json: { error: { code: 400, message: 'Invalid value at \'url\'', status: 'INVALID_ARGUMENT' } } };
      return { json: { id: url, analysisUTCTimestamp: '2026-11-26T04:00:00.000Z', lighthouseResult: fakeLighthouse(url, params.get('strategy') === 'mobile') } };
    }
    if (request.path === '/v3/on_page/lighthouse/live/json') {
      if (request.authorization !== dataForSeoAuth) return { status: 401, json: topLevelError(40100, 'You are not authorized to access this resource.') };
      const task = (Array.isArray(request.body) ? request.body[0] : undefined) as { url?: string; for_mobile?: boolean } | undefined;
      if (!task?.url) return { json: envelope({ status_code: 40501, status_message: 'Invalid Field: \'url\'.' }) };
      return { json: envelope({ result: [fakeLighthouse(task.url, task.for_mobile === true)] }) };
    }
    return { status: 404, json: { error: { code: 404, message: 'Not Found' } } };
  });
}

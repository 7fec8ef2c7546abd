import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleSuggest } from '../../server/providers/google-suggest/index.ts';
import { RateLimiter } from '../../server/providers/rate-limiter.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { startFakeSuggest, type FakeSuggest } from '../support/fake-suggest.ts';

const DE = { location: 2276, language: 'de' };
let fake: FakeSuggest;

beforeAll(async () => {
  fake = await startFakeSuggest();
});
afterAll(async () => {
  await fake.close();
});

const port = (timeoutMs = 5000) => googleSuggest({ url: fake.url, limiter: new RateLimiter(1000), timeoutMs });
const live = () => new AbortController().signal;

describe('Google autocomplete adapter against the fake server', () => {
  it('asks with client=firefox, hl and gl and returns the suggestions without the query and duplicates', async () => {
    const suggestions = await port().suggestions({ ...DE, keyword: '  Glühwein  ', signal: live() });
    const asked = fake.requests.at(-1);
    expect(asked?.pathname).toBe('/complete/search');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({ client: 'firefox', q: 'Glühwein', hl: 'de', gl: 'DE' });
    expect(suggestions).toEqual(['Glühwein kaufen', 'Glühwein rezept', 'Glühwein selber machen']);
  });

  it('is chosen by SUGGEST_URL', async () => {
    const providers = selectProviders({ SUGGEST_URL: fake.url });
    expect(await providers.suggestions.suggestions({ ...DE, keyword: 'punsch', signal: live() })).toContain('punsch kaufen');
  });

  it('decodes a Latin-1 answer', async () => {
    fake.enqueue({ contentType: 'text/javascript; charset=ISO-8859-1', body: Buffer.from(JSON.stringify(['x', ['glühwein']]), 'latin1') });
    expect(await port().suggestions({ ...DE, keyword: 'x', signal: live() })).toEqual(['glühwein']);
  });

  it('maps HTTP 429, other errors, malformed and unexpected answers to typed errors', async () => {
    fake.enqueue({ status: 429, body: '' }, { status: 503, body: '' }, { body: '[' }, { body: '{"a":1}' });
    await expect(port().suggestions({ ...DE, keyword: 'x', signal: live() })).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(port().suggestions({ ...DE, keyword: 'x', signal: live() })).rejects.toMatchObject({ code: 'unavailable', providerStatus: 503 });
    await expect(port().suggestions({ ...DE, keyword: 'x', signal: live() })).rejects.toMatchObject({ message: expect.stringContaining('not valid JSON') });
    await expect(port().suggestions({ ...DE, keyword: 'x', signal: live() })).rejects.toMatchObject({ message: expect.stringContaining('unexpected format') });
  });

  it('stops a silent server by the AbortSignal and by its time-out', async () => {
    fake.enqueue({ hang: true }, { hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(port().suggestions({ ...DE, keyword: 'x', signal: controller.signal })).rejects.toMatchObject({ code: 'aborted', keywords: ['x'] });
    await expect(port(200).suggestions({ ...DE, keyword: 'x', signal: live() })).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('in time') });
  });
});

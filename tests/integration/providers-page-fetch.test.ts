import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPageFetch } from '../../server/providers/page-fetch/index.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { startFakeProviderServer, type FakeProviderServer, type FakeReply, type RecordedRequest } from '../support/fake-provider-server.ts';

const article = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="Rezept und Tipps."></head><body><nav>Menü Warenkorb</nav><article><h1>${title}</h1>` +
  Array.from({ length: 6 }, (_, i) => `<h2>Abschnitt ${i + 1}</h2><p>Glühwein selber machen: Rotwein mit Zimt, Nelken und Orangen langsam erhitzen, Absatz ${i + 1} erklärt die Zubereitung genau.</p>`).join('') +
  '</article></body></html>';

const html = (body: string): FakeReply => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, raw: body });

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakeProviderServer((request: RecordedRequest): FakeReply => {
    const hop = /^\/hop\/(\d+)$/u.exec(request.path);
    if (hop) {
      const n = Number(hop[1]);
      return { status: 302, headers: { location: n <= 1 ? '/page' : `/hop/${n - 1}` }, raw: '' };
    }
    if (request.path === '/page') return html(article('Glühwein selber machen'));
    if (request.path === '/gzip') return { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, raw: gzipSync(article('Gepackt')) };
    if (request.path === '/huge') return html(`<html><body><p>${'Glühwein '.repeat(1_200_000)}</p></body></html>`);
    if (request.path === '/pdf') return { headers: { 'content-type': 'application/pdf' }, raw: '%PDF-1.7' };
    if (request.path === '/latin1') return { headers: { 'content-type': 'text/html; charset=ISO-8859-1' }, raw: Buffer.from(article('Glühwein für Kinder'), 'latin1') };
    if (request.path === '/to-localhost') return { status: 301, headers: { location: `${fake.url.replace('127.0.0.1', 'localhost')}/page` }, raw: '' };
    if (request.path === '/slow') return { hang: true };
    return { status: 404, raw: 'not found' };
  });
});
afterAll(async () => {
  await fake.close();
});

const live = () => new AbortController().signal;
// The fake listens on 127.0.0.1, which the fetcher refuses unless a test allows that host by name.
const allowed = (timeoutMs = 5000) => httpPageFetch({ allowHosts: ['127.0.0.1'], timeoutMs, userAgent: 'KeywordWorkbench-Test/1.0' });

describe('the page fetcher against a local fake', () => {
  it('downloads a page with the named user agent and extracts title, meta description, headings and main text', async () => {
    const page = await allowed().fetchPage({ url: `${fake.url}/page`, signal: live() });
    expect(page.title).toBe('Glühwein selber machen');
    expect(page.meta_description).toBe('Rezept und Tipps.');
    expect(page.headings.slice(0, 2)).toEqual([{ level: 1, text: 'Glühwein selber machen' }, { level: 2, text: 'Abschnitt 1' }]);
    expect(page.main_text).toContain('Absatz 6');
    expect(page.main_text).not.toContain('Warenkorb');
    expect(page.word_count).toBeGreaterThan(60);
    expect(fake.requests.at(-1)?.headers['user-agent']).toBe('KeywordWorkbench-Test/1.0');
  });

  it('follows up to five redirects and names where it ended; a sixth is refused', async () => {
    const page = await allowed().fetchPage({ url: `${fake.url}/hop/5`, signal: live() });
    expect(page.url).toBe(`${fake.url}/page`);
    await expect(allowed().fetchPage({ url: `${fake.url}/hop/6`, signal: live() })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('more than 5 times') });
  });

  it('checks every redirect again: a hop to another local host name is refused', async () => {
    await expect(allowed().fetchPage({ url: `${fake.url}/to-localhost`, signal: live() })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('private or local address') });
  });

  it('refuses a page larger than 2 MB (10 MB here) while it arrives', async () => {
    await expect(allowed().fetchPage({ url: `${fake.url}/huge`, signal: live() })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('larger than 2 MB') });
  });

  it('refuses an answer that is not HTML', async () => {
    await expect(allowed().fetchPage({ url: `${fake.url}/pdf`, signal: live() })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('application/pdf, not an HTML page') });
  });

  it('refuses a page on 127.0.0.1 when no test allowed it, before any request', async () => {
    const before = fake.requests.length;
    await expect(httpPageFetch().fetchPage({ url: `${fake.url}/page`, signal: live() })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('private or local address') });
    await expect(httpPageFetch().fetchPage({ url: 'http://[::1]:9/page', signal: live() })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(httpPageFetch().fetchPage({ url: 'file:///etc/passwd', signal: live() })).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('only http and https') });
    expect(fake.requests.length).toBe(before);
  });

  it('gives up on a page that does not answer in time', async () => {
    const started = Date.now();
    await expect(allowed(300).fetchPage({ url: `${fake.url}/slow`, signal: live() })).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('did not answer in time') });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('decompresses gzip and decodes the declared charset', async () => {
    expect((await allowed().fetchPage({ url: `${fake.url}/gzip`, signal: live() })).title).toBe('Gepackt');
    expect((await allowed().fetchPage({ url: `${fake.url}/latin1`, signal: live() })).title).toBe('Glühwein für Kinder');
  });

  it('maps a missing page to a failure that is not retried', async () => {
    await expect(allowed().fetchPage({ url: `${fake.url}/missing`, signal: live() })).rejects.toMatchObject({ code: 'bad_request', providerStatus: 404 });
  });

  it('is chosen by PAGE_FETCH_LIVE only; the offline sample otherwise', () => {
    expect(selectProviders({}).names.pageFetch).toBe('sample');
    expect(selectProviders({ PAGE_FETCH_LIVE: 'true' }).names.pageFetch).toBe('http');
    expect(() => selectProviders({ PAGE_FETCH_LIVE: 'maybe' })).toThrow(/PAGE_FETCH_LIVE: must be true, 1 or yes/u);
  });
});

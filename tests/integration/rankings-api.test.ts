import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanySettings } from '../../src/domain/contracts/company-settings.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { switchableProviders } from './switchable-providers.ts';

const RANKINGS = '/api/project/get/rankings-for-keywords/frontend';

describe.each(httpOnlyKinds)('rankings-for-keywords API on %s', (kind) => {
  let t: TestApp;
  let switchable: ReturnType<typeof switchableProviders>;
  let power: LoggedIn;
  let orange: LoggedIn;
  let ended: LoggedIn;
  let white: LoggedIn;
  beforeAll(async () => {
    switchable = switchableProviders();
    t = await createTestApp(kind, { providers: switchable.providers });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    power = await login('power@demo.test');
    orange = await login('orange@demo.test');
    ended = await login('ended@demo.test');
    white = await login('white@demo.test');
  });
  afterAll(() => t.close());

  const rankings = (who: LoggedIn, body: Record<string, unknown> = {}) =>
    t.post(RANKINGS, { company_id: who.company_id, location_code: 2276, keywords_array: ['glühwein', 'winterjacke'], domain: 'https://Shop.Example.de/sale', device: 'desktop', ...body }, { token: who.token });

  describe('rankings for keywords', () => {
    it('answers a position or null per keyword, without Amazon volume for a company without the column', async () => {
      const response = await rankings(power);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ rankings: { keyword: string; ranking: number | null; datetime: string; amazon_search_volume: number | null }[] }>();
      expect(body.rankings.map((r) => r.keyword)).toEqual(['glühwein', 'winterjacke']);
      for (const entry of body.rankings) {
        expect(entry.ranking === null || entry.ranking >= 1).toBe(true);
        expect(Number.isNaN(Date.parse(entry.datetime))).toBe(false);
        expect(entry.amazon_search_volume).toBeNull();
      }
    });

    it('fills the Amazon volume for a company with the Amazon column', async () => {
      const response = await rankings(orange);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ rankings: { amazon_search_volume: number | null }[] }>();
      expect(body.rankings.every((r) => typeof r.amazon_search_volume === 'number')).toBe(true);
    });

    it('checks session, company and access to a keyword table', async () => {
      expect((await t.post(RANKINGS, { company_id: 1, location_code: 2276, keywords_array: ['x'], domain: 'a.de', device: 'desktop' })).statusCode).toBe(401);
      expect((await rankings(orange, { company_id: 1 })).statusCode).toBe(403);
      const endedTrial = await rankings(ended);
      expect(endedTrial.statusCode).toBe(403);
      expect(endedTrial.json<{ message: string }>().message).toContain('keyword table');
    });

    it.each([
      [{ domain: 'not a domain' }, 'domain'],
      [{ device: 'watch' }, 'device'],
      [{ keywords_array: [] }, 'keywords_array'],
      [{ location_code: 'de' }, 'location_code'],
      [{ company_id: undefined }, 'company_id'],
    ])('refuses %j with 400 naming %s', async (patch, field) => {
      const response = await rankings(power, patch);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field });
    });

    it('fails softly: an empty list with a warning when the provider fails', async () => {
      switchable.state.fail = true;
      try {
        const response = await rankings(power);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ rankings: [], warning: expect.stringContaining('no credits left') });
      } finally {
        switchable.state.fail = false;
      }
    });

    describe('a company with its own rankings host', () => {
      let server: http.Server;
      let seen: { url: string | undefined; authorization: string | undefined; body: unknown }[];
      let status = 200;
      beforeAll(async () => {
        seen = [];
        server = http.createServer((request, response) => {
          let raw = '';
          request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
          request.on('end', () => {
            const body: unknown = JSON.parse(raw);
            seen.push({ url: request.url, authorization: request.headers.authorization, body });
            response.writeHead(status, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ rankings: [{ keyword: 'glühwein', ranking: 3, datetime: '2026-11-02T08:00:00.000Z' }] }));
          });
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
        await t.database.handle.db
          .updateTable('companies')
          .set({ settings: { ...defaultCompanySettings, theme: 'whitelabel', rankings_host: host } })
          .where('id', '=', 3)
          .execute();
      });
      afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

      it('forwards the call to that host without our session token', async () => {
        const response = await rankings(white, { keywords_array: ['glühwein'] });
        expect(response.json()).toEqual({ rankings: [{ keyword: 'glühwein', ranking: 3, datetime: '2026-11-02T08:00:00.000Z', amazon_search_volume: null }] });
        expect(seen).toEqual([
          {
            url: '/project/get/rankings-for-keywords/frontend',
            authorization: undefined,
            body: { company_id: 3, location_code: 2276, keywords_array: ['glühwein'], domain: 'www.shop.example.de', device: 'desktop' },
          },
        ]);
      });

      it('answers an empty list with a warning when the host fails', async () => {
        status = 502;
        const response = await rankings(white);
        expect(response.json()).toEqual({ rankings: [], warning: expect.stringContaining('HTTP 502') });
      });
    });
  });
});

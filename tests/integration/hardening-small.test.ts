import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedResearchResponseSchema } from '../../src/domain/contracts/collections.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, type TestApp } from './harness.ts';

/** Issue 16, defect 7: the smaller ones. */
describe.each(httpOnlyKinds)('hardening: smaller defects on %s', (kind) => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-client-'));
    await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>workbench</title>');
    t = await createTestApp(kind, { clientDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('HEAD / answers like GET /: 200, the same type, no body', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/' });
    expect(get.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
  });

  it('the login answer and every API answer with a token or personal data carry Cache-Control: no-store', async () => {
    const login = await t.post('/api/user/login', { email: 'power@demo.test', pass: 'wrong password' }, { remoteAddress: nextClientAddress() });
    expect(login.headers['cache-control']).toBe('no-store');
    const session = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const responses = [
      await t.post('/api/user/login', { email: 'basic@demo.test', pass: 'demo-password-wrong' }, { remoteAddress: nextClientAddress() }),
      await t.post('/api/service/startup', { user: 'power@demo.test', user_id: 2, company_id: 1 }, { token: session.token }),
      await t.post('/api/user/tokencheck', { user: 'power@demo.test', token: session.token }),
      await t.post('/api/service/startup', { user: 'power@demo.test', user_id: 2, company_id: 1 }),
    ];
    for (const response of responses) expect(response.headers['cache-control']).toBe('no-store');
    const { DEMO_PASSWORD } = await import('../../server/db/demo-data.ts');
    const good = await t.post('/api/user/login', { email: 'basic@demo.test', pass: DEMO_PASSWORD }, { remoteAddress: nextClientAddress() });
    expect(good.json()).toMatchObject({ login: 1 });
    expect(good.headers['cache-control']).toBe('no-store');
  });

  it('company 4 (test_ended) can no longer list or clear its notifications; its start-up data and inactivity check still answer', async () => {
    const session = await t.login('ended@demo.test', { remoteAddress: nextClientAddress() });
    for (const url of ['/api/notifications/list', '/api/notifications/read-all']) {
      const response = await t.post(url, { company_id: 4 }, { token: session.token });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ error: 'forbidden', message: expect.stringContaining('test_ended') });
    }
    expect((await t.post('/api/service/startup', { user: 'ended@demo.test', user_id: 7, company_id: 4 }, { token: session.token })).statusCode).toBe(200);
    expect((await t.post('/api/user/inactivecheck', { company_id: 4 }, { token: session.token })).json()).toEqual({ active: true });
  });

  it('a shared link shows custom-column values only when the owner chose to share them', async () => {
    const power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const call = async (url: string, body: object) => {
      const response = await t.post(url, body, { token: power.token });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<Record<string, unknown>>();
    };
    const { collections } = (await call('/api/collections/list', { company_id: 1 })) as { collections: { id: number; name: string; share_id: string | null }[] };
    const winter = collections.find((c) => c.name === 'Winter Sale');
    if (!winter?.share_id) throw new Error('Winter Sale is seeded as shared');
    const ref = { company_id: 1, collection_id: winter.id };
    await call('/api/collections/columns/update', { ...ref, custom_columns: [{ name: 'Note', type: 'free', entries: [] }] });
    const keyword = ((await call('/api/collections/get', ref)) as { rows: { keyword: string }[] }).rows[0]?.keyword;
    await call('/api/collections/keywords/customs', { ...ref, column: 'Note', keywords: [keyword], value: 'internal: margin 4 %' });
    const read = async () => {
      const response = await t.post('/api/research/shared/get', { share_id: winter.share_id });
      return { text: response.body, body: sharedResearchResponseSchema.parse(response.json()) };
    };

    const byDefault = await read();
    expect(byDefault.body.custom_columns).toEqual([]);
    expect(byDefault.text).not.toContain('margin 4');
    expect(byDefault.body.rows.length).toBeGreaterThan(0);

    expect(await call('/api/collections/share', { ...ref, with_custom_columns: true })).toMatchObject({ share_id: winter.share_id, with_custom_columns: true });
    const chosen = await read();
    expect(chosen.body.custom_columns).toEqual([{ name: 'Note', type: 'free', entries: [] }]);
    expect(chosen.text).toContain('margin 4');

    // Sharing again without naming the choice keeps it; naming false takes it back.
    expect(await call('/api/collections/share', ref)).toMatchObject({ with_custom_columns: true });
    await call('/api/collections/share', { ...ref, with_custom_columns: false });
    expect((await read()).text).not.toContain('margin 4');

    // Unsharing forgets the choice: a new link starts without custom columns.
    await call('/api/collections/share', { ...ref, with_custom_columns: true });
    await call('/api/collections/unshare', ref);
    const renewed = (await call('/api/collections/share', ref)) as { share_id: string; with_custom_columns: boolean };
    expect(renewed.with_custom_columns).toBe(false);
    expect((await t.post('/api/research/shared/get', { share_id: renewed.share_id })).body).not.toContain('margin 4');
  });
});

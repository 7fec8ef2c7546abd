import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

describe.each(databaseKinds)('settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a settings update is persisted and returned by the next start-up, also in a new session', async () => {
    const first = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const update = await t.post('/api/service/settings/update', { user_id: 2, company_id: 1, settings: { dark_mode: true, advancedMode: true } }, { token: first.token });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ settings: { dark_mode: true, advancedMode: true, bold_text: false } });

    const second = await t.post('/api/service/settings/update', { user_id: 2, company_id: 1, settings: { bold_text: true } }, { token: first.token });
    expect(second.json()).toMatchObject({ settings: { dark_mode: true, advancedMode: true, bold_text: true } });

    const again = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const startup = await t.post('/api/service/startup', { user: 'power@demo.test', user_id: 2, company_id: 1 }, { token: again.token });
    expect(startup.json()).toMatchObject({ userSettings: { dark_mode: true, advancedMode: true, bold_text: true, primary_black: false } });
  });

  it('saved headers replace the stored layouts and come back with the start-up data', async () => {
    const session = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    const layouts = { collections: { columns: [{ value: 'keyword', active: true, width: 240 }, { value: 'avgsv', active: false }] } };
    const update = await t.post('/api/service/settings/header/update', { user_id: 3, company_id: 1, saved_headers: layouts }, { token: session.token });
    expect(update.statusCode).toBe(200);
    const startup = await t.post('/api/service/startup', { user: 'basic@demo.test', user_id: 3, company_id: 1 }, { token: session.token });
    expect(startup.json()).toMatchObject({ saved_headers: layouts });
  });

  it('one user’s settings never touch another’s', async () => {
    const a = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
    await t.post('/api/service/settings/update', { user_id: 5, company_id: 2, settings: { primary_black: true } }, { token: a.token });
    const b = await t.login('white@demo.test', { remoteAddress: nextClientAddress() });
    const startup = await t.post('/api/service/startup', { user: 'white@demo.test', user_id: 6, company_id: 3 }, { token: b.token });
    expect(startup.json()).toMatchObject({ userSettings: { primary_black: false } });
  });

  it('a member of two companies may save settings naming either; a foreign company gets 403', async () => {
    const session = await t.login('multi@demo.test', { remoteAddress: nextClientAddress() });
    expect((await t.post('/api/service/settings/update', { user_id: 9, company_id: 2, settings: { dark_mode: true } }, { token: session.token })).statusCode).toBe(200);
    expect((await t.post('/api/service/settings/update', { user_id: 9, company_id: 3, settings: { dark_mode: false } }, { token: session.token })).statusCode).toBe(403);
  });
});

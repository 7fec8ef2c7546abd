import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

/** The finished guided tours are a user setting (docs/decisions/0019): saved through the settings API, read back at start-up. */
describe.each(databaseKinds)('finished tours on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const startupOf = async (email: string, userId: number, companyId: number) => {
    const session = await t.login(email, { remoteAddress: nextClientAddress() });
    return (await t.post('/api/service/startup', { user: email, user_id: userId, company_id: companyId }, { token: session.token })).json();
  };

  it('seeded settings name no finished tour; a finished tour is saved, read back by the user only, and can be reset', async () => {
    expect((await startupOf('ideas@demo.test', 8, 5)).userSettings.tours_finished).toBeUndefined();

    const ideas = await t.login('ideas@demo.test', { remoteAddress: nextClientAddress() });
    const saved = await t.post('/api/service/settings/update', { user_id: 8, company_id: 5, settings: { tours_finished: ['ideas'] } }, { token: ideas.token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      settings: { dark_mode: false, advancedMode: false, primary_black: false, accessibility_mode: false, bold_text: false, show_update_message: true, tours_finished: ['ideas'] },
    });
    // Another switch later keeps the tour finished: the update merges.
    await t.post('/api/service/settings/update', { user_id: 8, company_id: 5, settings: { dark_mode: true } }, { token: ideas.token });

    expect((await startupOf('ideas@demo.test', 8, 5)).userSettings).toMatchObject({ dark_mode: true, tours_finished: ['ideas'] });
    expect((await startupOf('basic@demo.test', 3, 1)).userSettings.tours_finished).toBeUndefined();

    const reset = await t.post('/api/service/settings/update', { user_id: 8, company_id: 5, settings: { tours_finished: [] } }, { token: ideas.token });
    expect(reset.json()).toMatchObject({ settings: { tours_finished: [] } });
    expect((await startupOf('ideas@demo.test', 8, 5)).userSettings.tours_finished).toEqual([]);
  });

  it('a bad list is a 400 naming the field, and nothing is saved', async () => {
    const session = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    const update = (tours: unknown) => t.post('/api/service/settings/update', { user_id: 3, company_id: 1, settings: { tours_finished: tours } }, { token: session.token });
    const notAList = await update('ideas');
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json()).toMatchObject({ error: 'bad_request', field: 'settings.tours_finished' });
    const unknown = await update(['brands']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'settings.tours_finished.0' });
    const twice = await update(['ideas', 'ideas']);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'settings.tours_finished', message: 'settings.tours_finished: names a tour more than once' });
    expect((await startupOf('basic@demo.test', 3, 1)).userSettings.tours_finished).toBeUndefined();
  });
});

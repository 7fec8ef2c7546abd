import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteViewResponseSchema, listViewsResponseSchema, savedViewResponseSchema, type SavedView, type SavedViewState } from '../../src/domain/contracts/saved-views.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/** Issue 22: saved named views of the keyword table, per user and table kind, read-only for the company. */
const STATE: SavedViewState = {
  filters: [{ field: 2, action: 'greater', value: 1000 }],
  sort: [{ column: 'avgsv', direction: 'desc' }, { column: 'cpc', direction: 'asc' }],
  group: { by: 'intent' },
  columns: ['keyword', 'cpc', 'avgsv', 'search_intent'],
  pinned: ['cpc'],
};

describe.each(databaseKinds)('saved views on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let basic: LoggedIn;
  let orange: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    basic = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    orange = await t.login('orange@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(() => t.close());

  const send = (url: string, body: unknown, user: LoggedIn) => t.post(`/api/views/${url}`, body, { token: user.token });
  const ok = async (url: string, body: unknown, user: LoggedIn): Promise<unknown> => {
    const response = await send(url, body, user);
    expect(response.statusCode, `${url} answered ${response.body}`).toBe(200);
    return response.json();
  };
  const list = async (user: LoggedIn, tableKind = 'research', companyId = user.company_id): Promise<SavedView[]> =>
    listViewsResponseSchema.parse(await ok('list', { company_id: companyId, kind: tableKind }, user)).views;
  const save = async (user: LoggedIn, name: string, extra: object = {}): Promise<SavedView> =>
    savedViewResponseSchema.parse(await ok('save', { company_id: user.company_id, kind: 'research', name, state: STATE, ...extra }, user)).view;

  it('keeps a view over a logout and shows it read-only to the rest of the company', async () => {
    const saved = await save(power, '  High   volume  ');
    expect(saved).toMatchObject({ name: 'High volume', kind: 'research', mine: true, state: STATE });

    expect((await ok('../user/logout', {}, power)) as object).toBeTruthy();
    expect((await send('list', { company_id: 1, kind: 'research' }, power)).statusCode).toBe(401);
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    expect((await list(power)).find((v) => v.id === saved.id)).toMatchObject({ name: 'High volume', mine: true, state: STATE });
    // Per table kind: the research view is not an Ideas view.
    expect(await list(power, 'ideas')).toEqual([]);

    const seen = (await list(basic)).find((v) => v.id === saved.id);
    expect(seen).toMatchObject({ name: 'High volume', mine: false, owner_id: power.id, state: STATE });
    for (const [url, body] of [
      ['rename', { view_id: saved.id, name: 'Mine now' }],
      ['save', { view_id: saved.id, name: 'High volume', state: { ...STATE, pinned: [] } }],
      ['delete', { view_id: saved.id }],
    ] as const) {
      const refused = await send(url, { company_id: 1, kind: 'research', ...body }, basic);
      expect(refused.statusCode, `${url} by another user`).toBe(403);
      expect(refused.json<{ field: string }>().field).toBe('view_id');
    }
    // "Save as my view": a copy of the state under the other user's name, theirs to change.
    const copy = await save(basic, 'High volume');
    expect(copy).toMatchObject({ mine: true, owner_id: basic.id, state: STATE });
    expect((await list(power)).find((v) => v.id === saved.id)).toMatchObject({ name: 'High volume', state: STATE });
    expect((await list(basic)).map((v) => [v.name, v.mine])).toEqual([['High volume', true], ['High volume', false]]);
  });

  it('lets the owner rename, overwrite, delete and undo the delete', async () => {
    const view = await save(power, 'Cheap clicks');
    const renamed = savedViewResponseSchema.parse(await ok('rename', { company_id: 1, kind: 'research', view_id: view.id, name: 'Cheap CPC' }, power)).view;
    expect(renamed.name).toBe('Cheap CPC');
    const overwritten = await save(power, 'Cheap CPC', { view_id: view.id, state: { ...STATE, pinned: [], group: { by: 'none' } } });
    expect(overwritten.state).toMatchObject({ pinned: [], group: { by: 'none' } });

    const taken = await send('save', { company_id: 1, kind: 'research', name: 'cheap cpc', state: STATE }, power);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ field: string }>().field).toBe('name');

    const deleted = deleteViewResponseSchema.parse(await ok('delete', { company_id: 1, kind: 'research', view_id: view.id }, power));
    expect(deleted).toEqual({ deleted: 1, undo_seconds: 30 });
    expect((await list(power)).some((v) => v.id === view.id)).toBe(false);
    expect((await list(basic)).some((v) => v.id === view.id)).toBe(false);
    const restored = savedViewResponseSchema.parse(await ok('restore', { company_id: 1, kind: 'research', view_id: view.id }, power)).view;
    expect(restored).toMatchObject({ id: view.id, name: 'Cheap CPC' });
    expect((await list(power)).some((v) => v.id === view.id)).toBe(true);
    // Restoring a live view finds nothing to restore.
    expect((await send('restore', { company_id: 1, kind: 'research', view_id: view.id }, power)).statusCode).toBe(404);
  });

  it('shows another company nothing and lets it touch nothing', async () => {
    const view = await save(power, 'Company one only');
    expect(await list(orange)).toEqual([]);
    // Naming company 1 from company 2 is refused before any view is looked up.
    expect((await send('list', { company_id: 1, kind: 'research' }, orange)).statusCode).toBe(403);
    for (const url of ['delete', 'restore']) {
      const response = await send(url, { company_id: 2, kind: 'research', view_id: view.id }, orange);
      expect(response.statusCode, url).toBe(404);
    }
    const rename = await send('rename', { company_id: 2, kind: 'research', view_id: view.id, name: 'taken over' }, orange);
    expect(rename.statusCode).toBe(404);
    expect((await list(power)).find((v) => v.id === view.id)?.name).toBe('Company one only');
  });

  it('needs the right of the table\'s screen', async () => {
    // basic has no right 11 (Questions).
    const refused = await send('list', { company_id: 1, kind: 'questions' }, basic);
    expect(refused.statusCode).toBe(403);
    expect((await send('list', { company_id: 1, kind: 'questions' }, power)).statusCode).toBe(200);
  });

  it.each([
    ['kind', { kind: 'settings' }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(61) }],
    ['state.columns', { state: { ...STATE, columns: [] } }],
    ['state.pinned', { state: { ...STATE, pinned: ['a', 'b', 'c', 'd', 'e', 'f'] } }],
    ['state.pinned.0', { state: { ...STATE, pinned: ['kd'] } }],
    ['state.columns.2', { state: { ...STATE, columns: ['keyword', 'cpc', 'cpc'] } }],
    ['state.group', { state: { ...STATE, group: { by: 'colour' } } }],
    ['state.sort.1.column', { state: { ...STATE, sort: [{ column: 'cpc', direction: 'asc' }, { column: 'cpc', direction: 'desc' }] } }],
    ['view_id', { view_id: 'seven' }],
  ])('answers 400 naming %s', async (field, change) => {
    const response = await send('save', { company_id: 1, kind: 'research', name: 'Bad', state: STATE, ...change }, power);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ field: string }>().field).toContain(field);
  });
});

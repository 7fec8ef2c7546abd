import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import { httpOnlyKinds, seededDatabase, type TestDatabase } from './harness.ts';
import { closeAllSockets, connected, joinCompany, openSocket, settle, startLiveServer, waitUntil, type LiveServer } from './realtime-harness.ts';
import { GERMANY, keywordList } from './volume-jobs-support.ts';

describe.each(httpOnlyKinds)('job notifications over socket.io on %s', (kind) => {
  let database: TestDatabase;
  let server: LiveServer;

  beforeAll(async () => {
    database = await seededDatabase(kind);
    server = await startLiveServer(database.handle);
  });
  afterAll(async () => {
    closeAllSockets();
    await server.close();
    await database.drop();
  });

  it('pushes start, batch progress and done to the company room only', async () => {
    const [power, orange] = await Promise.all([server.login('power@demo.test'), server.login('orange@demo.test')]);
    const own = openSocket(server.url, { token: power });
    const other = openSocket(server.url, { token: orange });
    await Promise.all([connected(own), connected(other)]);
    expect(await joinCompany(own, 1)).toMatchObject({ ok: true });
    expect(await joinCompany(other, 2)).toMatchObject({ ok: true });
    const received: NotificationMessage[] = [];
    const leaked: NotificationMessage[] = [];
    own.on('notification', (message) => received.push(message));
    other.on('notification', (message) => leaked.push(message));

    const response = await server.app.inject({
      method: 'POST',
      url: '/api/research/volume-jobs/start',
      payload: { company_id: 1, keywords: keywordList(1500, 'glühwein'), ...GERMANY },
      headers: { authorization: `Bearer ${power}` },
    });
    const { job_id } = response.json<{ job_id: string }>();
    await waitUntil(() => received.some((message) => message.type === 2), 30_000);
    await settle();
    expect(received.map((message) => message.type)).toEqual([1, 3, 3, 3, 2]);
    expect(received.every((message) => message.id === job_id)).toBe(true);
    expect(received[2]).toMatchObject({ type: 3, progress: 66, message: 'Batch 2 of 3' });
    expect(received[4]).toMatchObject({ type: 2, link: `/searchvolume?job=${job_id}`, message: '1.500 keywords looked up.' });
    expect(leaked).toEqual([]);
  });
});

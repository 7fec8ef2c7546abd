import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { demoUsers } from '../../server/db/demo-data.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';
import { createPostgresDatabase, dropPostgresDatabase, postgresDatabaseUrl } from './postgres-databases.ts';

const serverUrl = process.env.DATABASE_URL;

/** Three instances' start on one new, empty PostgreSQL database, side by side; `prepare` is what each runs. */
async function startThreeTogether(prepare: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `kwb_test_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(serverUrl, name);
  const handles = await Promise.all([0, 1, 2].map(() => openDatabase({ kind: 'postgres', url: postgresDatabaseUrl(serverUrl, name), poolSize: 3 })));
  try {
    const outcomes = await Promise.allSettled(handles.map((handle) => prepare(handle)));
    const users = await handles[0]!.db.selectFrom('users').select('id').execute();
    return { outcomes, users };
  } finally {
    for (const handle of handles) await handle.close();
    await dropPostgresDatabase(serverUrl, name);
  }
}

describe('migrations and the demo seed when instances start together (issue 23)', () => {
  it.runIf(Boolean(serverUrl))('three starts on an empty database all succeed, and each demo user exists once', async () => {
    const { outcomes, users } = await startThreeTogether((handle) => prepareDatabase(handle));
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    expect(users.map((user) => user.id).sort((a, b) => a - b)).toEqual(demoUsers.map((user) => user.id).sort((a, b) => a - b));
  });
});

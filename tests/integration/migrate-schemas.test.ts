import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { freshDatabase } from './harness.ts';

describe('migrations on a PostgreSQL database shared by several schemas', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))('migrate each schema on its own, whatever the other schemas hold', async () => {
    const first = await freshDatabase('postgres');
    const second = await freshDatabase('postgres');
    try {
      await migrateToLatest(first.handle.db);
      await migrateToLatest(second.handle.db);
      for (const database of [first, second]) {
        const users = await database.handle.db.selectFrom('users').select('id').execute();
        expect(users).toEqual([]);
      }
    } finally {
      await first.drop();
      await second.drop();
    }
  });
});

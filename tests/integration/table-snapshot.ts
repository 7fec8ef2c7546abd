import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

const tables: Array<{ name: keyof Database; orderBy: string[] }> = [
  { name: 'companies', orderBy: ['id'] },
  { name: 'users', orderBy: ['id'] },
  { name: 'memberships', orderBy: ['user_id', 'company_id'] },
  { name: 'user_rights', orderBy: ['user_id', 'right_id'] },
  { name: 'sessions', orderBy: ['id'] },
  { name: 'login_failures', orderBy: ['id'] },
  { name: 'exchange_rates', orderBy: ['pair'] },
  { name: 'collections', orderBy: ['id'] },
  { name: 'collection_keywords', orderBy: ['collection_id', 'position'] },
];

/** Every row of every table, in a stable order, for "changed nothing" assertions. */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    let query = db.selectFrom(table.name).selectAll();
    for (const column of table.orderBy) query = query.orderBy(column as never);
    snapshot[table.name] = await query.execute();
  }
  return snapshot;
}

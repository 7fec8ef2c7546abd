import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Whether the database answers a trivial query: the health check's question, never an error. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}

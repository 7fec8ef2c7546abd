import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: the start-up call is answered from a cache while nothing it reads has changed. Every
 * statement that writes a table the start-up data comes from bumps one version number, by trigger,
 * so no write path can forget it and every server instance on the same database sees it.
 */
const STARTUP_TABLES = ['users', 'companies', 'user_rights', 'memberships', 'exchange_rates'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('startup_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into startup_version (id, version) values (1, 0)`.execute(db);
  await sql`
    create function bump_startup_version() returns trigger language plpgsql as $$
    begin
      update startup_version set version = version + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  for (const table of STARTUP_TABLES) {
    // Per statement, not per row: a bulk change bumps once.
    await sql`
      create trigger ${sql.raw(`${table}_bump_startup_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_startup_version()`.execute(db);
  }
}

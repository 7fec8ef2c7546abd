import { sql, type Kysely } from 'kysely';
import type { SavedHeaders, UserSettings } from '../../src/domain/contracts/user-settings.ts';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import type { Database } from '../db/schema.ts';

/** Not an argon2 hash, so no password verifies against it until one is set through a mailed link. */
export const NO_PASSWORD = '!unset';

/** The account behind an e-mail address, whatever its case. */
export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'password_hash', 'plan', 'active', 'verified'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** A user who may sign in right now (active, address confirmed). */
export async function findSignableUser(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'name', 'plan']).where('id', '=', userId).where('active', '=', true).where('verified', '=', true).executeTakeFirst();
}

export async function accountStateOf(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['active', 'verified']).where('id', '=', userId).executeTakeFirst();
}

/**
 * A self-registered user without a password or any suite (docs/decisions/0006). Undefined when the
 * address was taken meanwhile by a registration racing this one.
 */
export async function insertRegisteredUser(db: Kysely<Database>, email: string, name: string): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      email,
      name,
      password_hash: NO_PASSWORD,
      admin: false,
      plan: 1,
      active: true,
      verified: false,
      research_suite: false,
      content_suite: false,
      monitoring_suite: false,
      ai_suite: false,
      chat_suite: false,
      settings: defaultUserSettings,
      saved_headers: {},
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Merges the given settings into the stored ones; the row lock keeps two merges from losing each other's fields. */
export async function mergeUserSettings(db: Kysely<Database>, userId: number, changes: Partial<UserSettings>): Promise<UserSettings> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select('settings').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const next = { ...current.settings, ...changes };
    await trx.updateTable('users').set({ settings: next }).where('id', '=', userId).execute();
    return next;
  });
}

export async function saveHeaders(db: Kysely<Database>, userId: number, savedHeaders: SavedHeaders): Promise<void> {
  await db.updateTable('users').set({ saved_headers: savedHeaders }).where('id', '=', userId).execute();
}

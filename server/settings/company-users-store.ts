import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompanyUser, UserAccess } from '../../src/domain/contracts/company-users.ts';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import { RIGHT_IDS } from '../../src/domain/user-access-rules.ts';
import type { Database } from '../db/schema.ts';
import { NO_PASSWORD } from '../users/user-store.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The users of a company as Settings shows them. `shared`: the user is also a member of a company
 * the caller is not, so a change here would reach that company too (docs/decisions/0042).
 */
export async function companyUsers(db: Db, companyId: number, callerId: number, onlyUserId?: number): Promise<CompanyUser[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.admin',
      'u.plan',
      'u.active',
      'u.verified',
      'u.research_suite',
      'u.content_suite',
      'u.monitoring_suite',
      'u.ai_suite',
      'u.chat_suite',
      sql<number[]>`coalesce((select array_agg(r.right_id order by r.right_id) from user_rights r where r.user_id = u.id), '{}')`.as('rights'),
      // Sessions end on deactivation and expire: the newest kept one is as far back as "last login" is known.
      sql<Date | string | null>`(select max(s.created_at) from sessions s where s.user_id = u.id)`.as('last_login'),
      sql<boolean>`exists (select 1 from memberships o where o.user_id = u.id and o.company_id not in (select c.company_id from memberships c where c.user_id = ${callerId}))`.as(
        'shared',
      ),
    ])
    .where('m.company_id', '=', companyId)
    .$if(onlyUserId !== undefined, (q) => q.where('u.id', '=', onlyUserId ?? 0))
    .orderBy(sql`lower(u.name)`)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    admin: row.admin,
    plan: row.plan,
    active: row.active,
    verified: row.verified,
    shared: row.shared,
    last_login: row.last_login === null ? null : new Date(row.last_login).toISOString(),
    // Rights outside SPEC §6's table (none are seeded) are not the company's to see or set.
    rights: row.rights.map(Number).filter((right) => (RIGHT_IDS as readonly number[]).includes(right)),
    suites: { research: row.research_suite, content: row.content_suite, monitoring: row.monitoring_suite, ai: row.ai_suite, chat: row.chat_suite },
  }));
}

export async function companyUser(db: Db, companyId: number, callerId: number, userId: number): Promise<CompanyUser | undefined> {
  return (await companyUsers(db, companyId, callerId, userId))[0];
}

const suiteColumns = (access: UserAccess) => ({
  research_suite: access.suites.research,
  content_suite: access.suites.content,
  monitoring_suite: access.suites.monitoring,
  ai_suite: access.suites.ai,
  chat_suite: access.suites.chat,
});

async function replaceRights(trx: Transaction<Database>, userId: number, rights: readonly number[]): Promise<void> {
  await trx.deleteFrom('user_rights').where('user_id', '=', userId).where('right_id', 'in', [...RIGHT_IDS]).execute();
  if (rights.length > 0) await trx.insertInto('user_rights').values(rights.map((right_id) => ({ user_id: userId, right_id }))).execute();
}

export async function setUserAccess(trx: Transaction<Database>, userId: number, access: UserAccess): Promise<void> {
  await trx.updateTable('users').set({ admin: access.admin, plan: access.plan, ...suiteColumns(access) }).where('id', '=', userId).execute();
  await replaceRights(trx, userId, access.rights);
}

export async function setUserActive(trx: Transaction<Database>, userId: number, active: boolean): Promise<void> {
  await trx.updateTable('users').set({ active }).where('id', '=', userId).execute();
}

/**
 * A new account for an invited person: no password until they choose one on the mailed link, not
 * verified until then, already a member of the inviting company (so the set-password step gives it
 * no trial company of its own). Undefined when the address is taken.
 */
export async function insertInvitedUser(trx: Transaction<Database>, companyId: number, email: string, name: string, access: UserAccess): Promise<number | undefined> {
  const row = await trx
    .insertInto('users')
    .values({
      email,
      name,
      password_hash: NO_PASSWORD,
      admin: access.admin,
      plan: access.plan,
      active: true,
      verified: false,
      ...suiteColumns(access),
      settings: defaultUserSettings,
      saved_headers: {},
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  await trx.insertInto('memberships').values({ user_id: row.id, company_id: companyId, is_default: true }).execute();
  await replaceRights(trx, row.id, access.rights);
  return row.id;
}

import { sql, type Kysely } from 'kysely';
import { accessContextFromStartup } from '../../src/domain/access-context.ts';
import type { AccessContext } from '../../src/domain/access-rules.ts';
import type { CompanySettings } from '../../src/domain/contracts/company-settings.ts';
import type { CompanyStatus } from '../../src/domain/contracts/suite-status.ts';
import type { Database } from '../db/schema.ts';
import { VersionedCache } from '../startup/versioned-cache.ts';

/** The company an API call is about, as the access hook found it; handlers read it instead of asking again. */
export type CallCompany = { readonly id: number; readonly status: CompanyStatus; readonly settings: CompanySettings };

export type CompanyAccessFacts = { readonly company: CallCompany; readonly context: AccessContext };

/**
 * Membership and every start-up field the access rules read, in one query: no row means the user
 * is no member of the company. The rest of the start-up data (rate, other companies, settings)
 * is not loaded for a check.
 */
export async function companyAccessOf(db: Kysely<Database>, userId: number, companyId: number): Promise<CompanyAccessFacts | undefined> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select([
      'u.admin',
      'u.plan',
      'u.research_suite',
      'u.content_suite',
      'u.monitoring_suite',
      'u.ai_suite',
      'u.chat_suite',
      'c.id',
      'c.status',
      'c.research_status',
      'c.content_status',
      'c.monitoring_status',
      'c.ai_status',
      'c.chat_status',
      'c.content_group',
      'c.settings',
      (eb) =>
        eb
          .selectFrom('user_rights as r')
          .select(sql<number[]>`coalesce(array_agg(r.right_id order by r.right_id), '{}')`.as('rights'))
          .whereRef('r.user_id', '=', 'u.id')
          .as('rights'),
    ])
    .where('m.user_id', '=', userId)
    .where('m.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const context = accessContextFromStartup({
    admin: row.admin,
    plan: { plan: row.plan },
    userRights: (row.rights ?? []).map((rightID) => ({ rightID })),
    company_status: row.status,
    research_suite: row.research_suite,
    research_status: row.research_status,
    content_suite: row.content_suite,
    content_status: row.content_status,
    content_suite_group: { id: row.content_group },
    monitoring_suite: row.monitoring_suite,
    monitoring_status: row.monitoring_status,
    ai_suite: row.ai_suite,
    ai_status: row.ai_status,
    ki_chat: row.chat_suite,
    chat_status: row.chat_status,
    company: { settings: row.settings },
  });
  return { company: { id: row.id, status: row.status, settings: row.settings }, context };
}

/**
 * companyAccessOf kept per user and company with the start-up version read with the session: every
 * table it reads (memberships, users, companies, user_rights) bumps that version by trigger
 * (migration 0024), so a change to a membership, right, plan, suite or company status shows on the
 * next call, from any instance. Without a version (a store that did not read one) it asks the database.
 * A refusal (no membership) is not kept: a stranger's guesses do not fill the cache.
 */
export function cachedCompanyAccess(db: Kysely<Database>): (userId: number, companyId: number, version: string | undefined) => Promise<CompanyAccessFacts | undefined> {
  const cache = new VersionedCache<CompanyAccessFacts>();
  return async (userId, companyId, version) => {
    if (version === undefined) return companyAccessOf(db, userId, companyId);
    const key = `${userId}:${companyId}`;
    const hit = cache.get(key, version);
    if (hit) return hit;
    const facts = await companyAccessOf(db, userId, companyId);
    if (facts) cache.set(key, version, facts);
    return facts;
  };
}

/** The admin flag is read per request, so taking it away takes effect without a new login. */
export async function isActiveAdmin(db: Kysely<Database>, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['admin', 'active']).where('id', '=', userId).executeTakeFirst();
  return user !== undefined && user.admin && user.active;
}

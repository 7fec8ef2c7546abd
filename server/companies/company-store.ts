import { sql, type Kysely, type Transaction } from 'kysely';
import { defaultCompanySettings } from '../../src/domain/contracts/company-settings.ts';
import type { Database } from '../db/schema.ts';

export async function companyExists(db: Kysely<Database>, companyId: number): Promise<boolean> {
  return (await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst()) !== undefined;
}

/** The company a user works in: the named one when they are a member of it, else their default (then lowest id). */
export async function membershipOf(db: Kysely<Database>, userId: number, companyId?: number): Promise<number | undefined> {
  const membership = await db
    .selectFrom('memberships')
    .select('company_id')
    .where('user_id', '=', userId)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? 0))
    .orderBy('is_default', 'desc')
    .orderBy('company_id')
    .executeTakeFirst();
  return membership?.company_id;
}

/** Statuses in which a company is closed to everything but its end-of-test and inactive screens. */
const CLOSED_STATUSES = ['test_ended', 'inactive'] as const;

const PAIRS_PER_QUERY = 500;

/** Of these (user, company) pairs, those where the user is a member of a company in service. */
export async function openMemberships(
  db: Kysely<Database>,
  pairs: readonly { userId: number; companyId: number }[],
): Promise<{ userId: number; companyId: number }[]> {
  const found: { userId: number; companyId: number }[] = [];
  for (let start = 0; start < pairs.length; start += PAIRS_PER_QUERY) {
    const chunk = pairs.slice(start, start + PAIRS_PER_QUERY);
    const rows = await db
      .selectFrom('memberships as m')
      .innerJoin('companies as c', 'c.id', 'm.company_id')
      .select(['m.user_id', 'm.company_id'])
      .where('c.status', 'not in', CLOSED_STATUSES)
      .where((eb) => eb.or(chunk.map((pair) => eb.and([eb('m.user_id', '=', pair.userId), eb('m.company_id', '=', pair.companyId)]))))
      .execute();
    found.push(...rows.map((row) => ({ userId: row.user_id, companyId: row.company_id })));
  }
  return found;
}

// What a self-registered account may use: research in testing, with the rights of the basic demo user.
const TRIAL_RIGHTS = [1, 8, 9, 10];
const TRIAL_PLAN = 1;

/**
 * Gives a self-registered user a trial company of its own when it has none, so that the login
 * (which refuses users without a company) lets it in. See docs/decisions/0006.
 */
export async function provisionTrialCompany(trx: Transaction<Database>, userId: number, name: string): Promise<void> {
  const membership = await trx.selectFrom('memberships').select('company_id').where('user_id', '=', userId).executeTakeFirst();
  if (membership) return;
  const company = await trx
    .insertInto('companies')
    .values({
      id: sql<number>`nextval('company_ids')`,
      name: `${name} (trial)`,
      status: 'testing',
      research_status: 'testing',
      content_status: 'none',
      content_group: null,
      monitoring_status: 'none',
      monitoring_group: null,
      monitoring_domain: null,
      monitoring_device: 'desktop',
      ai_status: 'none',
      chat_status: 'none',
      campaign: null,
      settings: defaultCompanySettings,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('memberships').values({ user_id: userId, company_id: company.id, is_default: true }).execute();
  await trx
    .insertInto('user_rights')
    .values(TRIAL_RIGHTS.map((right_id) => ({ user_id: userId, right_id })))
    .onConflict((oc) => oc.columns(['user_id', 'right_id']).doNothing())
    .execute();
  await trx.updateTable('users').set({ plan: TRIAL_PLAN, research_suite: true }).where('id', '=', userId).execute();
}

import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { defaultCompanySettings } from '../../src/domain/contracts/company-settings.ts';
import { CODE_TTL_MINUTES, type AccountCodePurpose, type CodeProblem } from '../../src/domain/contracts/account.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';

/** Codes are hashed like session tokens: a leaked table sets nobody's password. */
export const hashCode = hashToken;

/**
 * A fresh one-time code for a user. Older unused codes of the same purpose expire now, so only the
 * latest mail works and a mailbox full of old links is worth nothing.
 */
export async function issueCode(db: Kysely<Database>, userId: number, purpose: AccountCodePurpose): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_codes')
      .set({ expires_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute();
    // The database clock sets the expiry because the database clock checks it.
    await trx
      .insertInto('account_codes')
      .values({ code_hash: hashCode(code), user_id: userId, purpose, expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES[purpose]})` })
      .execute();
  });
  return code;
}

/** Marks a code used if it still may be; a single statement, so of two racing uses exactly one wins. */
export async function consumeCode(trx: Transaction<Database>, code: string): Promise<{ user_id: number; purpose: AccountCodePurpose } | undefined> {
  return trx
    .updateTable('account_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
}

/** Why a code cannot be used, or undefined when it can. */
export async function codeProblem(db: Kysely<Database>, code: string): Promise<CodeProblem | undefined> {
  const row = await db
    .selectFrom('account_codes')
    .select(['used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('code_hash', '=', hashCode(code))
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  return row.expired ? 'expired' : undefined;
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

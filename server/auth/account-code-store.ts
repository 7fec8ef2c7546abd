import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { CODE_TTL_MINUTES, type AccountCodePurpose, type CodeProblem } from '../../src/domain/contracts/account.ts';
import { provisionTrialCompany } from '../companies/company-store.ts';
import type { Database } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

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
async function consumeCode(trx: Transaction<Database>, code: string): Promise<{ user_id: number; purpose: AccountCodePurpose } | undefined> {
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

/**
 * Spends a code and sets the password of its user, in one transaction: every other link of the
 * user goes stale, other sessions end (the one making the call, `keepTokenHash`, stays), and a
 * first confirmed mailbox of a self-registered user gets it a company. Undefined when the code
 * could not be used (another request used it in between).
 */
export async function setPasswordWithCode(
  db: Kysely<Database>,
  code: string,
  passwordHash: string,
  keepTokenHash: string | undefined,
): Promise<{ email: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const spent = await consumeCode(trx, code);
    if (!spent) return undefined;
    const user = await trx.selectFrom('users').select(['id', 'email', 'name', 'verified']).where('id', '=', spent.user_id).executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ password_hash: passwordHash, verified: true }).where('id', '=', user.id).execute();
    await trx.updateTable('account_codes').set({ used_at: sql<Date>`now()` }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .$if(keepTokenHash !== undefined, (q) => q.where('token_hash', '!=', keepTokenHash ?? ''))
      .execute();
    if (!user.verified) await provisionTrialCompany(trx, user.id, user.name);
    return { email: user.email };
  });
}

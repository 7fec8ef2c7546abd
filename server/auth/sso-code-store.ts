import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { SSO_CODE_TTL_MINUTES } from '../../src/domain/contracts/sso.ts';
import type { Database } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

// Used and expired codes stay a day for anyone tracing a login, then go.
const KEEP_SPENT_CODES_HOURS = 24;

/**
 * A new one-time code for a user in a company. The expiry comes from the database clock, the same
 * clock that redeeming compares with.
 */
export async function createSsoCode(
  db: Kysely<Database>,
  code: { userId: number; companyId: number; createdBy: number },
): Promise<{ sso_code: string; expires_at: string }> {
  await db.deleteFrom('sso_codes').where('expires_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_SPENT_CODES_HOURS})`).execute();
  const secret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('sso_codes')
    .values({
      code_hash: hashToken(secret),
      user_id: code.userId,
      company_id: code.companyId,
      expires_at: sql<Date>`now() + make_interval(mins => ${SSO_CODE_TTL_MINUTES})`,
      created_by: code.createdBy,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { sso_code: secret, expires_at: new Date(row.expires_at).toISOString() };
}

/**
 * Spends a code. One conditional update both checks and marks it, so of two requests racing with
 * the same code the database lets exactly one through (the loser re-reads the row and finds used_at set).
 */
export async function redeemSsoCode(db: Kysely<Database>, code: string): Promise<{ userId: number; companyId: number } | undefined> {
  const row = await db
    .updateTable('sso_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'company_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, companyId: row.company_id } : undefined;
}

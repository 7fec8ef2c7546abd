import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  SSO_CODE_TTL_MINUTES,
  SSO_FAILED,
  ssoLoginRequestSchema,
  type SsoCodeResponse,
  type SsoLoginSuccess,
} from '../../src/domain/contracts/sso.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MINUTES, type LoginLimiter } from '../auth/login-limiter.ts';
import { hashToken, type SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseBody } from '../http/errors.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; limiter: LoginLimiter };

// Used and expired codes stay a day for anyone tracing a login, then go.
const KEEP_SPENT_CODES_HOURS = 24;

/** One answer for every failure, so a caller learns nothing about the account behind a code. */
const ssoFailed = () =>
  new HttpError(401, { error: SSO_FAILED, message: 'This sign-on link is invalid, has expired or was already used. Please log in with your e-mail and password.' });

/**
 * Issues a one-time code for a user in one of their companies (the default one when none is
 * named). The expiry comes from the database clock, the same clock that redeeming compares with.
 */
export async function issueSsoCode(
  db: Kysely<Database>,
  request: { userId: number; companyId: number | undefined; createdBy: number },
): Promise<SsoCodeResponse> {
  const user = await db.selectFrom('users').select(['active', 'verified']).where('id', '=', request.userId).executeTakeFirst();
  if (!user) throw new HttpError(404, { error: 'not_found', message: `There is no user ${request.userId}.`, field: 'user_id' });
  if (!user.active || !user.verified) {
    throw new HttpError(409, { error: 'user_not_eligible', message: 'The user is inactive or has not confirmed their e-mail address: no sign-on code is issued.' });
  }
  const membership = await db
    .selectFrom('memberships')
    .select('company_id')
    .where('user_id', '=', request.userId)
    .$if(request.companyId !== undefined, (q) => q.where('company_id', '=', request.companyId ?? 0))
    .orderBy('is_default', 'desc')
    .orderBy('company_id')
    .executeTakeFirst();
  if (!membership) {
    throw request.companyId === undefined
      ? new HttpError(409, { error: 'no_company', message: 'This user belongs to no company.' })
      : new HttpError(400, { error: 'bad_request', message: `company_id: the user is no member of company ${request.companyId}.`, field: 'company_id' });
  }
  await db.deleteFrom('sso_codes').where('expires_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_SPENT_CODES_HOURS})`).execute();
  const code = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('sso_codes')
    .values({
      code_hash: hashToken(code),
      user_id: request.userId,
      company_id: membership.company_id,
      expires_at: sql<Date>`now() + make_interval(mins => ${SSO_CODE_TTL_MINUTES})`,
      created_by: request.createdBy,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { sso_code: code, expires_at: new Date(row.expires_at).toISOString() };
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

export async function ssoRoutes(app: FastifyInstance, { db, sessions, limiter }: Deps): Promise<void> {
  app.post('/user/login/sso', async (request): Promise<SsoLoginSuccess> => {
    const body = parseBody(ssoLoginRequestSchema, request);
    // Keyed by address only (the limiter's e-mail slot carries the address too): a guesser has no
    // account to name. The address count is the one password logins from there add to.
    const limitKey = `sso:${request.ip}`;
    const verdict = await limiter.check(limitKey, request.ip);
    if (verdict.limited) {
      throw new HttpError(
        429,
        {
          error: 'too_many_attempts',
          message: `Too many failed logins from this address (${LOGIN_FAILURE_LIMIT} in ${LOGIN_WINDOW_MINUTES} minutes). Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
        },
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
    const redeemed = await redeemSsoCode(db, body.sso_token);
    if (!redeemed) {
      await limiter.recordFailure(limitKey, request.ip);
      throw ssoFailed();
    }
    // Checked at use as well as at issue: the account may have been switched off in the five minutes between.
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'plan'])
      .where('id', '=', redeemed.userId)
      .where('active', '=', true)
      .where('verified', '=', true)
      .executeTakeFirst();
    if (!user) throw ssoFailed();
    const token = await sessions.create(user.id);
    return { token, user: user.email, id: user.id, company_id: redeemed.companyId, plan: user.plan, username: user.name };
  });
}

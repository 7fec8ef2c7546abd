import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SSO_FAILED, ssoLoginRequestSchema, ssoLoginSuccessSchema, type SsoCodeResponse, type SsoLoginSuccess } from '../../src/domain/contracts/sso.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MINUTES, type LoginLimiter } from '../auth/login-limiter.ts';
import { adminScopeOf, OPERATOR_ONLY, scopeCoversUser } from '../auth/admin-scope.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { createSsoCode, redeemSsoCode } from '../auth/sso-code-store.ts';
import { membershipOf } from '../companies/company-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { accountStateOf, findSignableUser } from '../users/user-store.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; limiter: LoginLimiter };

/** One answer for every failure, so a caller learns nothing about the account behind a code. */
const ssoFailed = () =>
  new HttpError(401, { error: SSO_FAILED, message: 'This sign-on link is invalid, has expired or was already used. Please log in with your e-mail and password.' });

/**
 * Issues a one-time code for a user in one of their companies (the default one when none is named).
 * A code makes its holder that user in all of the user's companies, so an admin gets one only for a
 * user whose companies are all theirs; outside that, nothing tells whether the user exists.
 */
export async function issueSsoCode(
  db: Kysely<Database>,
  request: { userId: number; companyId: number | undefined; createdBy: number; operatorEmails: readonly string[] },
): Promise<SsoCodeResponse> {
  const scope = await adminScopeOf(db, request.createdBy, request.operatorEmails);
  if (!(await scopeCoversUser(db, scope, request.userId, request.operatorEmails))) {
    throw new HttpError(403, {
      error: 'forbidden',
      field: 'user_id',
      message: `user_id ${request.userId}: you may issue codes only for users of your own companies (and none of another); ${OPERATOR_ONLY}.`,
    });
  }
  const user = await accountStateOf(db, request.userId);
  if (!user) throw new HttpError(404, { error: 'not_found', message: `There is no user ${request.userId}.`, field: 'user_id' });
  if (!user.active || !user.verified) {
    throw new HttpError(409, { error: 'user_not_eligible', message: 'The user is inactive or has not confirmed their e-mail address: no sign-on code is issued.' });
  }
  const companyId = await membershipOf(db, request.userId, request.companyId);
  if (companyId === undefined) {
    throw request.companyId === undefined
      ? new HttpError(409, { error: 'no_company', message: 'This user belongs to no company.' })
      : new HttpError(400, { error: 'bad_request', message: `company_id: the user is no member of company ${request.companyId}.`, field: 'company_id' });
  }
  return createSsoCode(db, { userId: request.userId, companyId, createdBy: request.createdBy });
}

export async function ssoRoutes(app: FastifyInstance, { db, sessions, limiter }: Deps): Promise<void> {
  apiPost(app, '/user/login/sso', { access: 'public', body: ssoLoginRequestSchema, response: ssoLoginSuccessSchema }, async ({ body, request }): Promise<SsoLoginSuccess> => {
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
    const user = await findSignableUser(db, redeemed.userId);
    if (!user) throw ssoFailed();
    const token = await sessions.create(user.id);
    return { token, user: user.email, id: user.id, company_id: redeemed.companyId, plan: user.plan, username: user.name };
  });
}

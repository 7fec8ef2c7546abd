import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  inactiveCheckRequestSchema,
  inactiveCheckResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  tokenCheckRequestSchema,
  tokenCheckResponseSchema,
  type LoginResponse,
} from '../../src/domain/contracts/login.ts';
import { slowDown, type LoginLimiter } from '../auth/login-limiter.ts';
import { verifyPassword } from '../auth/password.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { membershipOf } from '../companies/company-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { findUserByEmail } from '../users/user-store.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; limiter: LoginLimiter };

export async function userRoutes(app: FastifyInstance, { db, sessions, limiter }: Deps): Promise<void> {
  apiPost(app, '/user/login', { access: 'public', body: loginRequestSchema, response: loginResponseSchema }, async ({ body, request }): Promise<LoginResponse> => {
    const email = body.email.toLowerCase();
    const verdict = await limiter.check(email, request.ip);
    if (verdict.limited) {
      throw new HttpError(
        429,
        {
          error: 'too_many_attempts',
          message: `Too many failed logins from this address. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s), or reset your password.`,
        },
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
    // An account failing from many addresses answers more slowly, for everyone alike, but is never locked.
    await slowDown(verdict);
    const user = await findUserByEmail(db, email);
    if (!user) {
      await limiter.recordFailure(email, request.ip);
      return { nousererror: 1 };
    }
    // The password is checked first so that a stranger learns nothing about an account's state.
    if (!(await verifyPassword(user.password_hash, body.pass))) {
      await limiter.recordFailure(email, request.ip);
      return { login: 0 };
    }
    if (!user.active) return { inactiverror: 1 };
    if (!user.verified) return { verificationerror: 1 };
    const companyId = await membershipOf(db, user.id);
    if (companyId === undefined) {
      throw new HttpError(409, { error: 'no_company', message: 'This account belongs to no company. Please contact your administrator.' });
    }
    await limiter.recordSuccess(email, request.ip);
    const token = await sessions.create(user.id);
    return { login: 1, token, id: user.id, company_id: companyId, plan: user.plan, username: user.name, mail: user.email };
  });

  // The token check answers loggedIn false for a dead token instead of 401: that is its purpose.
  apiPost(app, '/user/tokencheck', { access: 'public', body: tokenCheckRequestSchema, response: tokenCheckResponseSchema }, async ({ body }) => {
    const session = await sessions.find(body.token);
    return { loggedIn: session !== undefined && session.email.toLowerCase() === body.user.toLowerCase() };
  });

  // Answers for a deactivated account and an ended trial too: telling the client so is its purpose.
  apiPost(app, '/user/inactivecheck', { access: 'member_any_status', body: inactiveCheckRequestSchema, allowsInactive: true, response: inactiveCheckResponseSchema }, async ({ session, company }) => ({
    active: session.active && company.status !== 'inactive',
  }));

  apiPost(app, '/user/logout', { access: 'session', allowsInactive: true, response: logoutResponseSchema }, async ({ session }) => {
    await sessions.end(session.sessionId);
    return { loggedOut: true as const };
  });
}

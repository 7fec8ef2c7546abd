import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  inactiveCheckRequestSchema,
  loginRequestSchema,
  tokenCheckRequestSchema,
  type LoginResponse,
} from '../../src/domain/contracts/login.ts';
import { assertOwnership, authenticate, requireSession } from '../auth/authenticate.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MINUTES, type LoginLimiter } from '../auth/login-limiter.ts';
import { verifyPassword } from '../auth/password.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseBody } from '../http/errors.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; limiter: LoginLimiter };

export async function userRoutes(app: FastifyInstance, { db, sessions, limiter }: Deps): Promise<void> {
  app.post('/user/login', async (request): Promise<LoginResponse> => {
    const body = parseBody(loginRequestSchema, request);
    const email = body.email.toLowerCase();
    const verdict = await limiter.check(email, request.ip);
    if (verdict.limited) {
      throw new HttpError(
        429,
        {
          error: 'too_many_attempts',
          message: `Too many failed logins (${LOGIN_FAILURE_LIMIT} in ${LOGIN_WINDOW_MINUTES} minutes). Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
        },
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'password_hash', 'plan', 'active', 'verified'])
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
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
    const membership = await db
      .selectFrom('memberships')
      .select('company_id')
      .where('user_id', '=', user.id)
      .orderBy('is_default', 'desc')
      .orderBy('company_id')
      .executeTakeFirst();
    if (!membership) {
      throw new HttpError(409, { error: 'no_company', message: 'This account belongs to no company. Please contact your administrator.' });
    }
    await limiter.recordSuccess(email);
    const token = await sessions.create(user.id);
    return { login: 1, token, id: user.id, company_id: membership.company_id, plan: user.plan, username: user.name, mail: user.email };
  });

  // The token check answers loggedIn false for a dead token instead of 401: that is its purpose.
  app.post('/user/tokencheck', async (request) => {
    const body = parseBody(tokenCheckRequestSchema, request);
    const session = await sessions.find(body.token);
    return { loggedIn: session !== undefined && session.email.toLowerCase() === body.user.toLowerCase() };
  });

  await app.register(async (guarded) => {
    guarded.addHook('preHandler', authenticate(sessions));

    guarded.post('/user/inactivecheck', async (request) => {
      const session = requireSession(request);
      const body = parseBody(inactiveCheckRequestSchema, request);
      await assertOwnership(db, session, { company_id: body.company_id });
      const company = await db.selectFrom('companies').select('status').where('id', '=', body.company_id).executeTakeFirstOrThrow();
      return { active: session.active && company.status !== 'inactive' };
    });

    guarded.post('/user/logout', async (request) => {
      const session = requireSession(request);
      await sessions.end(session.sessionId);
      return { loggedOut: true as const };
    });
  });
}

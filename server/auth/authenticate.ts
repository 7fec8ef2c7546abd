import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Session, SessionStore } from './sessions.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  return match?.[1];
}

/** preHandler for every call that needs a session: identity comes from the token, never the body. */
export function authenticate(sessions: SessionStore) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('This call needs a session: send "Authorization: Bearer <token>" from the login.');
    const session = await sessions.find(token);
    if (!session) throw unauthorized();
    request.session = session;
  };
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * A body may name a user and a company; both must belong to the session. A member of several
 * companies may name any of them.
 */
export async function assertOwnership(
  db: Kysely<Database>,
  session: Session,
  ids: { user_id?: number; company_id?: number },
): Promise<void> {
  if (ids.user_id !== undefined && ids.user_id !== session.userId) {
    throw forbidden(`user_id ${ids.user_id} is not the user of this session.`);
  }
  if (ids.company_id !== undefined) {
    const membership = await db
      .selectFrom('memberships')
      .select('company_id')
      .where('user_id', '=', session.userId)
      .where('company_id', '=', ids.company_id)
      .executeTakeFirst();
    if (!membership) throw forbidden(`company_id ${ids.company_id} is not a company of this user.`);
  }
}

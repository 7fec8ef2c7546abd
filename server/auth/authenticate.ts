import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import type { Session } from './sessions.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  return match?.[1];
}

/** The session of a call: identity comes from the token, never the body. */
export async function authenticate(request: FastifyRequest, findSession: (token: string) => Promise<Session | undefined>): Promise<Session> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('This call needs a session: send "Authorization: Bearer <token>" from the login.');
  const session = await findSession(token);
  if (!session) throw unauthorized();
  return session;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { broadcastRequestSchema, companyRoom, type BroadcastResponse } from '../../src/domain/contracts/realtime.ts';
import { ssoCodeRequestSchema, type SsoCodeResponse } from '../../src/domain/contracts/sso.ts';
import { authenticate, requireSession } from '../auth/authenticate.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, HttpError, parseBody } from '../http/errors.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { issueSsoCode } from './sso.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; realtime: Realtime | undefined };

/** The admin flag is read per request, so taking it away takes effect without a new login. */
function requireAdmin(db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = requireSession(request);
    const user = await db.selectFrom('users').select(['admin', 'active']).where('id', '=', session.userId).executeTakeFirst();
    if (!user?.admin || !user.active) throw forbidden('Only an administrator may do this.');
  };
}

/** Operator calls under /api/admin: every one needs an active admin's session. */
export async function adminRoutes(app: FastifyInstance, { db, sessions, realtime }: Deps): Promise<void> {
  app.addHook('preHandler', authenticate(sessions));
  app.addHook('preHandler', requireAdmin(db));

  app.post('/admin/sso-codes', async (request): Promise<SsoCodeResponse> => {
    const session = requireSession(request);
    const body = parseBody(ssoCodeRequestSchema, request);
    return issueSsoCode(db, { userId: body.user_id, companyId: body.company_id, createdBy: session.userId });
  });

  app.post('/admin/broadcast', async (request): Promise<BroadcastResponse> => {
    const body = parseBody(broadcastRequestSchema, request);
    if (!realtime) throw new HttpError(503, { error: 'realtime_unavailable', message: 'This server runs without live connections.' });
    const payload = { sent_at: new Date().toISOString() };
    if (body.company_id === undefined) {
      realtime.emitToAll(body.event, payload);
      return { delivered_to: 'all' };
    }
    const company = await db.selectFrom('companies').select('id').where('id', '=', body.company_id).executeTakeFirst();
    if (!company) throw new HttpError(404, { error: 'not_found', message: `There is no company ${body.company_id}.`, field: 'company_id' });
    realtime.emitToCompany(body.company_id, body.event, payload);
    return { delivered_to: companyRoom(body.company_id) };
  });
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { broadcastRequestSchema, broadcastResponseSchema, companyRoom, type BroadcastResponse } from '../../src/domain/contracts/realtime.ts';
import { ssoCodeRequestSchema, ssoCodeResponseSchema, type SsoCodeResponse } from '../../src/domain/contracts/sso.ts';
import { companyExists } from '../companies/company-store.ts';
import type { Database } from '../db/schema.ts';
import { adminScopeOf, OPERATOR_ONLY, scopeCovers } from '../auth/admin-scope.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { issueSsoCode } from './sso.ts';

type Deps = { db: Kysely<Database>; realtime: Realtime | undefined; operatorEmails: readonly string[] };

/**
 * Calls under /api/admin: every one needs an active admin's session, and acts only within the
 * admin's own companies unless the admin is the operator (docs/decisions/0024).
 */
export async function adminRoutes(app: FastifyInstance, { db, realtime, operatorEmails }: Deps): Promise<void> {
  apiPost(app, '/admin/sso-codes', { access: 'admin', body: ssoCodeRequestSchema, response: ssoCodeResponseSchema }, async ({ body, session }): Promise<SsoCodeResponse> =>
    issueSsoCode(db, { userId: body.user_id, companyId: body.company_id, createdBy: session.userId, operatorEmails }),
  );

  apiPost(app, '/admin/broadcast', { access: 'admin', body: broadcastRequestSchema, response: broadcastResponseSchema }, async ({ body, session }): Promise<BroadcastResponse> => {
    const scope = await adminScopeOf(db, session.userId, operatorEmails);
    if (body.company_id === undefined ? !scope.operator : !scopeCovers(scope, body.company_id)) {
      const what = body.company_id === undefined ? 'A broadcast to every company' : `company_id ${body.company_id} is not a company of yours:`;
      throw new HttpError(403, { error: 'forbidden', field: 'company_id', message: `${what} ${OPERATOR_ONLY}.` });
    }
    if (!realtime) throw new HttpError(503, { error: 'realtime_unavailable', message: 'This server runs without live connections.' });
    const payload = { sent_at: new Date().toISOString() };
    if (body.company_id === undefined) {
      realtime.emitToAll(body.event, payload);
      return { delivered_to: 'all' };
    }
    if (!(await companyExists(db, body.company_id))) throw new HttpError(404, { error: 'not_found', message: `There is no company ${body.company_id}.`, field: 'company_id' });
    realtime.emitToCompany(body.company_id, body.event, payload);
    return { delivered_to: companyRoom(body.company_id) };
  });
}

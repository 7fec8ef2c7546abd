import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { auditListRequestSchema, auditListResponseSchema, type AuditListResponse } from '../../src/domain/contracts/settings-audit.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { listAudit } from '../settings/audit-log.ts';

/** The audit log section of /settings: read only, so it writes no audit row of its own. */
export async function settingsAuditRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  apiPost(app, '/settings/audit/list', { access: { screen: '/settings' }, body: auditListRequestSchema, response: auditListResponseSchema }, async ({ body }): Promise<AuditListResponse> => listAudit(db, body));
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { notificationListRequestSchema, notificationReadAllRequestSchema, type NotificationListResponse } from '../../src/domain/contracts/notifications.ts';
import { assertOwnership, authenticate, requireSession } from '../auth/authenticate.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { parseBody } from '../http/errors.ts';
import type { NotificationStore } from '../notifications/notification-store.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; store: NotificationStore };

/** The bell (SPEC §4): every member of the company sees its entries; read state is the person's own. */
export async function notificationRoutes(app: FastifyInstance, { db, sessions, store }: Deps): Promise<void> {
  app.addHook('preHandler', authenticate(sessions));

  app.post('/notifications/list', async (request): Promise<NotificationListResponse> => {
    const session = requireSession(request);
    const body = parseBody(notificationListRequestSchema, request);
    await assertOwnership(db, session, body);
    return store.list(body.company_id, session.userId);
  });

  app.post('/notifications/read-all', async (request): Promise<{ unread: 0 }> => {
    const session = requireSession(request);
    const body = parseBody(notificationReadAllRequestSchema, request);
    await assertOwnership(db, session, body);
    await store.markAllRead(body.company_id, session.userId, new Date());
    return { unread: 0 };
  });
}

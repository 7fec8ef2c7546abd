import type { FastifyInstance } from 'fastify';
import { notificationListRequestSchema, notificationListResponseSchema, notificationReadAllRequestSchema, notificationReadAllResponseSchema, type NotificationListResponse } from '../../src/domain/contracts/notifications.ts';
import { apiPost } from '../http/api-route.ts';
import type { NotificationStore } from '../notifications/notification-store.ts';

type Deps = { store: NotificationStore };

/** The bell (SPEC §4): every member of the company sees its entries; read state is the person's own. */
export async function notificationRoutes(app: FastifyInstance, { store }: Deps): Promise<void> {
  apiPost(app, '/notifications/list', { access: 'member', body: notificationListRequestSchema, response: notificationListResponseSchema }, async ({ body, session }): Promise<NotificationListResponse> =>
    store.list(body.company_id, session.userId),
  );

  apiPost(app, '/notifications/read-all', { access: 'member', body: notificationReadAllRequestSchema, response: notificationReadAllResponseSchema }, async ({ body, session }): Promise<{ unread: 0 }> => {
    await store.markAllRead(body.company_id, session.userId, new Date());
    return { unread: 0 };
  });
}

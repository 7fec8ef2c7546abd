import { NOTIFICATION_EVENT, notificationMessageSchema, type NotificationMessage } from '../domain/contracts/notifications.ts';

/** The part of a socket.io client this needs, so a test can hand in a plain emitter. */
export interface NotificationSource {
  on(event: typeof NOTIFICATION_EVENT, listener: (payload: unknown) => void): unknown;
  off(event: typeof NOTIFICATION_EVENT, listener: (payload: unknown) => void): unknown;
}

/**
 * A push is only as trustworthy as the server that sent it: an older or newer server may send a
 * shape this client does not know, and the bell must not break on it, so such a push is dropped.
 */
export function parseNotificationMessage(payload: unknown): NotificationMessage | null {
  const parsed = notificationMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** Passes every valid `notification` of the socket on; returns the unsubscribe. */
export function listenForNotifications(source: NotificationSource, onMessage: (message: NotificationMessage) => void): () => void {
  const listener = (payload: unknown) => {
    const message = parseNotificationMessage(payload);
    if (message) onMessage(message);
  };
  source.on(NOTIFICATION_EVENT, listener);
  return () => void source.off(NOTIFICATION_EVENT, listener);
}

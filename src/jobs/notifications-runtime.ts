import { atom } from 'jotai';
import { createActor, fromPromise } from 'xstate';
import { appStore, sessionAtom, startupAtom } from '../session/app-store.ts';
import type { NotificationListResponse, NotificationMessage } from '../domain/contracts/notifications.ts';
import { notificationsMachine } from '../machines/notifications-machine.ts';
import { listNotifications } from './api/list-notifications.ts';
import { markAllNotificationsRead } from './api/mark-all-notifications-read.ts';
import { announcementOf } from './notification-announcement.ts';

/** The bell's machine, one for the app: the socket feeds it, the bell and the commands read it. */
export const notificationsActor = createActor(
  notificationsMachine.provide({
    actors: {
      loadList: fromPromise<NotificationListResponse, { companyId: number }>(({ input }) => listNotifications(input.companyId)),
      markAllRead: fromPromise<void, { companyId: number }>(({ input }) => markAllNotificationsRead(input.companyId)),
    },
  }),
);

/** The text of the bell's polite live region; `n` makes a repeated text a new value. */
export const notificationAnnouncementAtom = atom<{ readonly text: string; readonly n: number } | null>(null);

/** A validated live message from the company's socket room. */
export function receiveNotification(message: NotificationMessage): void {
  notificationsActor.send({ type: 'MESSAGE', message });
  const text = announcementOf(message);
  if (text) appStore.set(notificationAnnouncementAtom, (last) => ({ text, n: (last?.n ?? 0) + 1 }));
}

/** The socket joined (or re-joined) the company room. */
export function notificationsSocketConnected(): void {
  notificationsActor.send({ type: 'SOCKET_CONNECTED' });
}

function follow(): void {
  const session = appStore.get(sessionAtom);
  const startup = appStore.get(startupAtom);
  if (!session) {
    notificationsActor.send({ type: 'SIGNED_OUT' });
    appStore.set(notificationAnnouncementAtom, null);
    return;
  }
  // While a switched-to company's data loads the old list stays; the machine empties it on the new id.
  if (startup) notificationsActor.send({ type: 'COMPANY_SELECTED', companyId: startup.company.id });
}

let started = false;
export function startNotifications(): void {
  if (started) return;
  started = true;
  notificationsActor.start();
  appStore.sub(sessionAtom, follow);
  appStore.sub(startupAtom, follow);
  follow();
}

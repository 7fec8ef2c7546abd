import type { NotificationMessage } from '../domain/contracts/notifications.ts';
import { errorText } from '../domain/notification-list.ts';

/**
 * What the bell's polite live region says for a live message. Only endings are announced: a
 * screen reader reading every batch of a 15-batch job would drown out the page being worked on.
 */
export function announcementOf(message: NotificationMessage): string | null {
  switch (message.type) {
    case 0:
      return `${message.title} failed. ${errorText(message)}`;
    case 2:
      return `${message.title} is done. ${message.message}`.trim();
    case 1:
    case 3:
      return null;
  }
}

/**
 * How a notification message changes the bell's list (SPEC §4). Pure: the server's store and the
 * client's machine both apply messages with this, so a reload shows what the live list showed.
 */
import { NO_CREDITS_LEFT, NO_CREDITS_LEFT_MESSAGE, type NotificationEntry, type NotificationMessage } from './contracts/notifications.ts';

/** The newest entries kept; older ones fall off the end. */
export const MAX_NOTIFICATIONS = 50;

// Compared as times, not strings: senders may write "12:00:00Z" and "12:00:00.500Z", which sort
// the wrong way round as text. The sort is stable, so a new entry stays ahead of an equal time.
function newestFirst(entries: NotificationEntry[]): NotificationEntry[] {
  return entries
    .slice()
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, MAX_NOTIFICATIONS);
}

/** The text an error entry shows: `no_credits_left` has its own message whatever the sender wrote. */
export function errorText(message: { code: string | null; message: string }): string {
  return message.code === NO_CREDITS_LEFT ? NO_CREDITS_LEFT_MESSAGE : message.message;
}

/**
 * Applies one message. Choices: a replacing message (0, 2) for an unknown id adds an entry; a type 1
 * for a known id restarts that entry at 0; a type 3 never lowers progress (batches may report out of
 * order) and is ignored for an unknown id or an entry no longer in progress; types 0–2 mark the
 * entry unread again, a progress update does not.
 */
export function applyNotification(entries: readonly NotificationEntry[], message: NotificationMessage): NotificationEntry[] {
  const existing = entries.find((e) => e.id === message.id);
  const others = entries.filter((e) => e.id !== message.id);
  const created_at = existing?.created_at ?? message.sent_at;
  const base = { created_at, updated_at: message.sent_at, read: false };
  switch (message.type) {
    case 0:
      return newestFirst([
        { ...base, id: message.id, type: 0, title: message.title, message: errorText(message), code: message.code, progress: existing?.progress ?? null, link: message.link },
        ...others,
      ]);
    case 1:
      return newestFirst([{ ...base, id: message.id, type: 1, title: message.title, message: null, code: null, progress: 0, link: message.link }, ...others]);
    case 2:
      return newestFirst([{ ...base, id: message.id, type: 2, title: message.title, message: message.message, code: null, progress: 100, link: message.link }, ...others]);
    case 3: {
      if (!existing || existing.type !== 1) return entries.slice();
      const progress = Math.max(existing.progress ?? 0, message.progress);
      return entries.map((e) => (e === existing ? { ...existing, progress, message: message.message ?? existing.message, updated_at: message.sent_at } : e));
    }
  }
}

export function unreadCount(entries: readonly NotificationEntry[]): number {
  return entries.filter((e) => !e.read).length;
}

export function markAllRead(entries: readonly NotificationEntry[]): NotificationEntry[] {
  return entries.map((e) => (e.read ? e : { ...e, read: true }));
}

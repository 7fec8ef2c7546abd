import { useEffect } from 'react';
import type { NotificationEntry } from '../domain/contracts/notifications.ts';
import { notificationsActor } from './notifications-runtime.ts';

/** Which jobs the bell knows and whether each runs, failed or is done; progress moves are left out. */
export function jobListSignature(entries: readonly NotificationEntry[]): string {
  return entries.map((entry) => `${entry.id}:${entry.type}`).join('|');
}

/**
 * Calls `onChange` when a job starts, stops or finishes anywhere in the company (its bell entry
 * appears or changes type), so a list of jobs reads itself again instead of waiting for a poll.
 */
export function useJobListChanges(onChange: () => void): void {
  useEffect(() => {
    let last = jobListSignature(notificationsActor.getSnapshot().context.entries);
    const subscription = notificationsActor.subscribe((snapshot) => {
      const next = jobListSignature(snapshot.context.entries);
      if (next !== last) onChange();
      last = next;
    });
    return () => subscription.unsubscribe();
  }, [onChange]);
}

import { useEffect } from 'react';
import type { NotificationEntry } from '../domain/contracts/notifications.ts';
import { notificationsActor } from './notifications-runtime.ts';

/** A job's progress as its notifications tell it: a done job is at 100, one with no entry unknown. */
export function jobProgressOf(entries: readonly NotificationEntry[], jobId: string): number | null {
  const entry = entries.find((e) => e.id === jobId);
  if (!entry) return null;
  return entry.type === 2 ? 100 : entry.progress;
}

/**
 * Calls `onProgress` when the bell's entry of this job moves (a job's notifications carry its id),
 * so a job screen does not wait for its next poll to show a finished batch. Every job screen
 * follows its job through this hook instead of reading the notifications actor itself.
 */
export function useJobProgress(jobId: string | null, onProgress: (jobId: string, progress: number) => void): void {
  useEffect(() => {
    if (jobId === null) return;
    let last = jobProgressOf(notificationsActor.getSnapshot().context.entries, jobId);
    const subscription = notificationsActor.subscribe((snapshot) => {
      const progress = jobProgressOf(snapshot.context.entries, jobId);
      if (progress !== null && progress !== last) onProgress(jobId, progress);
      last = progress;
    });
    return () => subscription.unsubscribe();
  }, [jobId, onProgress]);
}

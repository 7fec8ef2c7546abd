import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { notificationsActor } from '../notifications/notifications-runtime.ts';

function progressOf(snapshot: SnapshotFrom<typeof notificationsActor>, jobId: string): number | null {
  const entry = snapshot.context.entries.find((e) => e.id === jobId);
  if (!entry) return null;
  return entry.type === 2 ? 100 : entry.progress;
}

/**
 * Calls `onProgress` when the bell's entry of this job moves (the job's notifications carry its id),
 * so the screen does not wait for its next poll to show a finished batch.
 */
export function usePushedProgress(jobId: string | null, onProgress: (jobId: string, progress: number) => void): void {
  useEffect(() => {
    if (jobId === null) return;
    let last = progressOf(notificationsActor.getSnapshot(), jobId);
    const subscription = notificationsActor.subscribe((snapshot) => {
      const progress = progressOf(snapshot, jobId);
      if (progress !== null && progress !== last) onProgress(jobId, progress);
      last = progress;
    });
    return () => subscription.unsubscribe();
  }, [jobId, onProgress]);
}

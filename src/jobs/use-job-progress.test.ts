import { describe, expect, it } from 'vitest';
import type { NotificationEntry } from '../domain/contracts/notifications.ts';
import { jobProgressOf } from './use-job-progress.ts';

const at = '2026-11-23T12:00:00.000Z';
const entry = (id: string, type: NotificationEntry['type'], progress: number | null): NotificationEntry => ({
  id, type, title: 'Search volume: 2,000 keywords', message: null, code: null, progress, link: null, created_at: at, updated_at: at, read: false,
});

describe('jobProgressOf', () => {
  it("reads the job's own entry: its progress while running, 100 once done", () => {
    const entries = [entry('job-1', 1, 40), entry('job-2', 2, 60)];
    expect(jobProgressOf(entries, 'job-1')).toBe(40);
    expect(jobProgressOf(entries, 'job-2')).toBe(100);
  });

  it('knows nothing of a job without an entry, or of one whose entry has no progress yet', () => {
    expect(jobProgressOf([entry('job-1', 1, 40)], 'job-9')).toBeNull();
    expect(jobProgressOf([entry('job-1', 0, null)], 'job-1')).toBeNull();
  });
});

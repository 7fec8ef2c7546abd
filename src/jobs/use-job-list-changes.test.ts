import { describe, expect, it } from 'vitest';
import type { NotificationEntry } from '../domain/contracts/notifications.ts';
import { jobListSignature } from './use-job-list-changes.ts';

const entry = (id: string, type: 0 | 1 | 2, progress: number | null): NotificationEntry => ({
  id, type, title: 'Search volume', message: null, code: null, progress, link: null, created_at: '2026-11-26T00:00:00.000Z', updated_at: '2026-11-26T00:00:00.000Z', read: false,
});

describe('jobListSignature', () => {
  it('changes when a job appears or changes state, not when its progress moves', () => {
    const running = jobListSignature([entry('a', 1, 10)]);
    expect(jobListSignature([entry('a', 1, 60)])).toBe(running);
    expect(jobListSignature([entry('a', 2, 100)])).not.toBe(running);
    expect(jobListSignature([entry('b', 1, 0), entry('a', 1, 10)])).not.toBe(running);
  });
});

import { describe, expect, it } from 'vitest';
import { INTERRUPTED_CODE, progressMessages } from '../../../notifications/job-messages.ts';
import type { JobProgress } from '../../job-port.ts';
import { bulkVolumeKind } from './bulk-volume-kind.ts';

const at = '2026-11-24T12:00:00.000Z';
const texts = bulkVolumeKind.texts('job-1', { location: 2276, language: 'de', keyword_count: 2100 });
const report = (status: JobProgress['status'], doneBatches: number, extra: Partial<JobProgress> = {}): JobProgress => ({
  jobId: 'job-1', companyId: 1, userId: 2, status, doneBatches, totalBatches: 3, failed: [], ...extra,
});
const messages = (progress: JobProgress, firstSeen = false) => progressMessages(progress, texts, firstSeen, at);

describe('the bell messages of a bulk volume job', () => {
  it('opens the entry at 0, and a resumed job moves on at once to what is saved', () => {
    const open = { type: 1, id: 'job-1', title: 'Search volume: 2.100 keywords', progress: 0, link: '/searchvolume?job=job-1', sent_at: at };
    expect(messages(report('running', 0), true)).toEqual([open]);
    expect(messages(report('running', 1), true)).toEqual([open, { type: 3, id: 'job-1', progress: 33, message: 'Batch 1 of 3', sent_at: at }]);
    expect(messages(report('running', 2))).toEqual([{ type: 3, id: 'job-1', progress: 66, message: 'Batch 2 of 3', sent_at: at }]);
    expect(messages(report('queued', 0))).toEqual([]);
  });

  it('says how many keywords were looked up, and how many failed', () => {
    expect(messages(report('done', 3))).toEqual([{ type: 2, id: 'job-1', title: 'Search volume: 2.100 keywords', message: '2.100 keywords looked up.', link: '/searchvolume?job=job-1', sent_at: at }]);
    const failed = [{ item: 'a', reason: 'x' }, { item: 'b', reason: 'x' }];
    expect(messages(report('done', 3, { failed }))[0]).toMatchObject({ message: '2.098 of 2.100 keywords looked up; 2 failed.' });
  });

  it('turns a failure or a restart into a sentence with what is saved, and the code the list shows', () => {
    const error = { message: 'batch 2 of 3 failed after 4 attempts: no credits left', code: 'no_credits_left' };
    expect(messages(report('failed', 1, { error }))).toEqual([
      {
        type: 0, id: 'job-1', title: 'Search volume: 2.100 keywords', code: 'no_credits_left', link: '/searchvolume?job=job-1', sent_at: at,
        message: 'Batch 2 of 3 failed after 4 attempts: no credits left. 1 batch of 3 are saved; resume to look up the rest.',
      },
    ]);
    expect(messages(report('failed', 0))[0]).toMatchObject({ code: null, message: 'The lookup stopped. 0 batches of 3 are saved; resume to look up the rest.' });
    expect(messages(report('interrupted', 2))[0]).toMatchObject({
      type: 0, code: INTERRUPTED_CODE, message: 'The server restarted while the lookup ran. 2 batches of 3 are saved; resume to look up the rest.',
    });
  });

  it('refuses a stored payload that is not a bulk volume payload', () => {
    expect(() => bulkVolumeKind.texts('job-1', { location: 2276 })).toThrow(/the bulk volume job's payload is broken/u);
  });
});

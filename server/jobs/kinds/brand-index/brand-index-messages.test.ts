import { describe, expect, it } from 'vitest';
import { progressMessages } from '../../../notifications/job-messages.ts';
import type { JobProgress } from '../../job-port.ts';
import { brandIndexKind } from './brand-index-kind.ts';

const at = '2026-11-24T12:00:00.000Z';
const payload = { dashboard_id: 3, listname: 'sportmarken', name: 'Sportmarken', location: 2276, language: 'de', keyword_count: 2000, brand_count: 5, claim: 'claim:x' };
const texts = brandIndexKind.texts('job-1', payload);
const report = (status: JobProgress['status'], doneBatches: number, extra: Partial<JobProgress> = {}): JobProgress => ({
  jobId: 'job-1', companyId: 1, userId: 2, status, doneBatches, totalBatches: 3, failed: [], ...extra,
});

describe('the bell messages of a brand index run', () => {
  it('opens at 0, moves per batch and links the done entry to the index', () => {
    expect(progressMessages(report('running', 0), texts, true, at)).toEqual([{ type: 1, id: 'job-1', title: 'Brand index: Sportmarken', progress: 0, link: '/brand-index/sportmarken', sent_at: at }]);
    expect(progressMessages(report('running', 2), texts, false, at)).toEqual([{ type: 3, id: 'job-1', progress: 66, message: 'Batch 2 of 3', sent_at: at }]);
    expect(progressMessages(report('done', 3), texts, false, at)).toEqual([
      { type: 2, id: 'job-1', title: 'Brand index: Sportmarken', message: 'Share of search of 5 brands from 2.000 keywords is ready.', link: '/brand-index/sportmarken', sent_at: at },
    ]);
  });
  it('passes no_credits_left on as the error code, so the bell shows its own text', () => {
    const error = { message: 'batch 2 of 3 failed: no credits left', code: 'no_credits_left' };
    expect(progressMessages(report('failed', 1, { error }), texts, false, at)[0]).toMatchObject({ type: 0, code: 'no_credits_left', link: '/brand-index/sportmarken' });
  });
});

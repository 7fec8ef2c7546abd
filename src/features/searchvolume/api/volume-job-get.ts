import { ApiCallError, apiPost } from '../../../api/http.ts';
import { volumeJobResponseSchema } from '../../../domain/contracts/volume-jobs.ts';
import type { JobLookup } from '../../../machines/volume-lookup-machine.ts';

/**
 * POST /api/research/volume-jobs/get. A 404 (no such job in this company: an old link, another
 * company's id) is an answer, not a failure, so the screen stops polling and says so.
 */
export async function getVolumeJob(companyId: number, jobId: string): Promise<JobLookup> {
  try {
    const { job } = await apiPost('/research/volume-jobs/get', { company_id: companyId, job_id: jobId }, volumeJobResponseSchema);
    return { kind: 'job', job };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) {
      return { kind: 'missing', message: 'This lookup does not exist in this company (any more). Start a new lookup.' };
    }
    throw error;
  }
}

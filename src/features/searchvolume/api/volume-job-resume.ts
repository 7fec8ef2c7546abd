import { apiPost } from '../../../api/http.ts';
import { volumeJobResponseSchema, type VolumeJob } from '../../../domain/contracts/volume-jobs.ts';

/** POST /api/research/volume-jobs/resume: the job continues at its first unfinished batch. */
export async function resumeVolumeJob(companyId: number, jobId: string): Promise<VolumeJob> {
  const { job } = await apiPost('/research/volume-jobs/resume', { company_id: companyId, job_id: jobId }, volumeJobResponseSchema);
  return job;
}

import { z } from 'zod';
import { apiPost } from '../../../api/http.ts';
import { keywordRowSchema } from '../../../domain/contracts/keyword-row.ts';
import type { ResultPage } from '../../../machines/volume-lookup-machine.ts';

// The contract gives only the response type; the rows are checked here with the shared row schema.
const volumeJobResultsResponseSchema = z.object({ rows: z.array(keywordRowSchema), total: z.number().int().min(0) });

/** POST /api/research/volume-jobs/results: one page of keyword rows in input order. */
export function getVolumeJobResults(companyId: number, jobId: string, offset: number, limit: number, signal?: AbortSignal): Promise<ResultPage> {
  return apiPost('/research/volume-jobs/results', { company_id: companyId, job_id: jobId, offset, limit }, volumeJobResultsResponseSchema, signal ? { signal } : {});
}

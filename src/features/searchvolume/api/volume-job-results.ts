import { apiPost } from '../../../api/http.ts';
import { rowOfCompact } from '../../../domain/compact-row.ts';
import { volumeJobCompactResultsResponseSchema } from '../../../domain/contracts/volume-jobs.ts';
import type { ResultPage } from '../../../machines/volume-lookup-machine.ts';

/**
 * POST /api/research/volume-jobs/results: one page of keyword rows in input order, sent compact and
 * built here with the server's row builder (decision 0069).
 */
export async function getVolumeJobResults(companyId: number, jobId: string, offset: number, limit: number, signal?: AbortSignal): Promise<ResultPage> {
  const body = { company_id: companyId, job_id: jobId, offset, limit, row_form: 'compact' };
  const { compact_rows, total } = await apiPost('/research/volume-jobs/results', body, volumeJobCompactResultsResponseSchema, signal ? { signal } : {});
  return { rows: compact_rows.map(rowOfCompact), total };
}

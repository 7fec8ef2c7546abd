import { apiPost } from '../../../api/http.ts';
import { exportResponseSchema, type ExportRequest, type ExportResponse } from '../../../domain/contracts/monitoring.ts';

/** POST /api/monitoring/projects/export: every keyword with its whole history; the client writes the file (decision 0031). */
export function getExport(request: ExportRequest): Promise<ExportResponse> {
  return apiPost('/monitoring/projects/export', request, exportResponseSchema);
}

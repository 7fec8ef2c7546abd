import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { sharedReportResponseSchema, type SharedReportResponse } from '../../../domain/contracts/monitoring.ts';
import { monitoringKeys } from './query-keys.ts';

/** POST /api/monitoring/shared/get: open; the share id of 128 bits is the key to this one report. */
export function getSharedReport(shareId: string): Promise<SharedReportResponse> {
  return apiPost('/monitoring/shared/get', { share_id: shareId }, sharedReportResponseSchema);
}

export function useSharedReport(shareId: string) {
  return useQuery({ queryKey: monitoringKeys.shared(shareId), queryFn: () => getSharedReport(shareId), retry: false });
}

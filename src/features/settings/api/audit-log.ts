import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { auditListResponseSchema, type AuditListRequest } from '../../../domain/contracts/settings-audit.ts';
import { settingsKeys } from './settings-keys.ts';

/** POST /api/settings/audit/list: the newest changes first, filtered by who and what. */
export function useAuditLog(request: AuditListRequest) {
  const { company_id, ...filter } = request;
  return useQuery({
    queryKey: settingsKeys.audit(company_id, filter),
    queryFn: () => apiPost('/settings/audit/list', request, auditListResponseSchema),
  });
}

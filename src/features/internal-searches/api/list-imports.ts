import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { listImportsResponseSchema, type ListImportsResponse } from '../../../domain/contracts/internal-searches.ts';
import { internalSearchKeys } from './query-keys.ts';

/** POST /api/internal-searches/imports: the company's imported logs, newest first. */
export function listImports(companyId: number): Promise<ListImportsResponse> {
  return apiPost('/internal-searches/imports', { company_id: companyId }, listImportsResponseSchema);
}

export function useImportList(companyId: number) {
  return useQuery({ queryKey: internalSearchKeys.imports(companyId), queryFn: () => listImports(companyId) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { importSearchLogResponseSchema, type ImportSearchLogRequest, type ImportSearchLogResponse } from '../../../domain/contracts/internal-searches.ts';
import { internalSearchKeys } from './query-keys.ts';

/** POST /api/internal-searches/import: the server parses the CSV again and stores the accepted lines. */
export function importSearchLog(request: ImportSearchLogRequest): Promise<ImportSearchLogResponse> {
  return apiPost('/internal-searches/import', request, importSearchLogResponseSchema);
}

export function useImportSearchLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importSearchLog,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: internalSearchKeys.all(request.company_id) }),
  });
}

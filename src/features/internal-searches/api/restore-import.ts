import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { restoreImportResponseSchema, type ImportRefRequest } from '../../../domain/contracts/internal-searches.ts';
import { internalSearchKeys } from './query-keys.ts';

/** POST /api/internal-searches/imports/restore: brings a deleted import back within its undo time. */
export function restoreImport(request: ImportRefRequest) {
  return apiPost('/internal-searches/imports/restore', request, restoreImportResponseSchema);
}

export function useRestoreImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreImport,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: internalSearchKeys.all(request.company_id) }),
  });
}

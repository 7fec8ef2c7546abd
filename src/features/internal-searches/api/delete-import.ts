import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { deleteImportResponseSchema, type DeleteImportResponse, type ImportRefRequest } from '../../../domain/contracts/internal-searches.ts';
import { internalSearchKeys } from './query-keys.ts';

/** POST /api/internal-searches/imports/delete: soft delete; restore undoes it until `undo_until`. */
export function deleteImport(request: ImportRefRequest): Promise<DeleteImportResponse> {
  return apiPost('/internal-searches/imports/delete', request, deleteImportResponseSchema);
}

export function useDeleteImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteImport,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: internalSearchKeys.all(request.company_id) }),
  });
}

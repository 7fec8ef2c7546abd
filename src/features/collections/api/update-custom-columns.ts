import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { customColumnsResponseSchema, type CustomColumnsResponse, type UpdateCustomColumnsRequest } from '../../../domain/contracts/collection-columns.ts';
import { collectionKeys } from './query-keys.ts';

/**
 * POST /api/collections/columns/update: the collection's whole custom column list. Values of a
 * column left out, or of a dropdown option taken away, are emptied on the server.
 */
export function updateCustomColumns(request: UpdateCustomColumnsRequest): Promise<CustomColumnsResponse> {
  return apiPost('/collections/columns/update', request, customColumnsResponseSchema);
}

export function useUpdateCustomColumns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCustomColumns,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { restoreCustomValuesResponseSchema, type RestoreCustomValuesRequest, type RestoreCustomValuesResponse } from '../../../domain/contracts/collection-columns.ts';
import { collectionKeys } from './query-keys.ts';

/** POST /api/collections/keywords/customs/restore: the undo of setCustomValues, with its `previous`. */
export function restoreCustomValues(request: RestoreCustomValuesRequest): Promise<RestoreCustomValuesResponse> {
  return apiPost('/collections/keywords/customs/restore', request, restoreCustomValuesResponseSchema);
}

export function useRestoreCustomValues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreCustomValues,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}

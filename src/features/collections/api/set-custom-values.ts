import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { setCustomValuesResponseSchema, type SetCustomValuesRequest, type SetCustomValuesResponse } from '../../../domain/contracts/collection-columns.ts';
import { collectionKeys } from './query-keys.ts';

/**
 * POST /api/collections/keywords/customs: one value (an option id, text, or null to empty) for many
 * keywords. `previous` is what restoreCustomValues needs for the undo.
 */
export function setCustomValues(request: SetCustomValuesRequest): Promise<SetCustomValuesResponse> {
  return apiPost('/collections/keywords/customs', request, setCustomValuesResponseSchema);
}

export function useSetCustomValues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCustomValues,
    onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: collectionKeys.all(request.company_id) }),
  });
}

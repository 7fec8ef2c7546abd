/**
 * The saved views of one table kind (decision 0057): the caller's and the company's, read once per
 * kind and read again after every change, so the menu and the palette list the same views.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiPost } from '../../api/http.ts';
import {
  deleteViewResponseSchema,
  listViewsResponseSchema,
  savedViewResponseSchema,
  type DeleteViewResponse,
  type SavedView,
  type SavedViewState,
} from '../../domain/contracts/saved-views.ts';
import type { TableKind } from '../../domain/saved-views.ts';
import { useSession } from '../../session/use-app-state.ts';

const NO_VIEWS: readonly SavedView[] = [];

export interface SavedViews {
  readonly views: readonly SavedView[];
  readonly error: Error | null;
  save(name: string, state: SavedViewState, viewId?: number): Promise<SavedView>;
  rename(viewId: number, name: string): Promise<SavedView>;
  remove(viewId: number): Promise<DeleteViewResponse>;
  restore(viewId: number): Promise<SavedView>;
}

/** `kind` null: the table has no saved views (a shared link, settings); nothing is asked. */
export function useSavedViews(kind: TableKind | null): SavedViews {
  const session = useSession();
  const companyId = session?.company_id ?? 0;
  const client = useQueryClient();
  const key = useMemo(() => ['saved-views', companyId, kind] as const, [companyId, kind]);
  const list = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiPost('/views/list', { company_id: companyId, kind }, listViewsResponseSchema, { signal })).views,
    enabled: kind !== null && companyId > 0,
  });
  const call = useCallback(async <T,>(path: string, body: object, read: (answer: unknown) => T): Promise<T> => {
    try {
      return read(await apiPost(`/views/${path}`, { company_id: companyId, kind, ...body }, savedOrDeleted(path)));
    } finally {
      await client.invalidateQueries({ queryKey: key });
    }
  }, [client, companyId, key, kind]);

  return useMemo(() => ({
    views: list.data ?? NO_VIEWS,
    error: list.error,
    save: (name, state, viewId) => call('save', { name, state, ...(viewId === undefined ? {} : { view_id: viewId }) }, viewOf),
    rename: (viewId, name) => call('rename', { view_id: viewId, name }, viewOf),
    remove: (viewId) => call('delete', { view_id: viewId }, (answer) => deleteViewResponseSchema.parse(answer)),
    restore: (viewId) => call('restore', { view_id: viewId }, viewOf),
  }), [call, list.data, list.error]);
}

const savedOrDeleted = (path: string) => (path === 'delete' ? deleteViewResponseSchema : savedViewResponseSchema);
const viewOf = (answer: unknown): SavedView => savedViewResponseSchema.parse(answer).view;

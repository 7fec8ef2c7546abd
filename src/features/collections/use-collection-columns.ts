/**
 * A collection's custom columns for the workbench: the collection's stored columns as column
 * definitions, and the server calls that add, remove and fill them (with undo for filled values).
 */
import { useCallback, useMemo } from 'react';
import type { CustomColumn } from '../../domain/contracts/collection-columns.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { columnTitle, customNameOf, type ColumnDefinition } from '../../workbench/columns/column-definition.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';
import { parameterKindOf, parameterPrefill } from '../../workbench/columns/parameter-prefill.ts';
import type { CustomValueUndo } from '../../workbench/view/use-row-actions.ts';
import { restoreCustomValues } from './api/restore-custom-values.ts';
import { setCustomValues } from './api/set-custom-values.ts';
import { updateCustomColumns } from './api/update-custom-columns.ts';
import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from './api/query-keys.ts';

export function toCustomColumn(column: ColumnDefinition): CustomColumn | null {
  const name = customNameOf(column);
  if (name === null || !column.customOptions) return null;
  return { name, type: column.customOptions.type, entries: column.customOptions.entries };
}

export interface CollectionColumnsSource {
  companyId: number;
  collectionId: number | null;
  stored: readonly CustomColumn[];
  /** The collection's keywords and language: a new question/preposition/comparison column is filled from them. */
  keywords: readonly string[];
  language: string;
}

export function useCollectionColumns({ companyId, collectionId, stored, keywords, language }: CollectionColumnsSource) {
  const client = useQueryClient();
  const columns = useMemo(() => stored.map((c) => customColumn(c.name, c.type, c.entries)), [stored]);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: collectionKeys.all(companyId) }), [client, companyId]);

  const save = useCallback(async (next: CustomColumn[]) => {
    if (collectionId === null) throw new Error('The collection is still loading.');
    await updateCustomColumns({ company_id: companyId, collection_id: collectionId, custom_columns: next });
    await refresh();
  }, [collectionId, companyId, refresh]);

  const onCreateCustomColumn = useCallback(async (column: ColumnDefinition) => {
    const added = toCustomColumn(column);
    if (!added) throw new Error(`${columnTitle(column)} is not a custom column.`);
    await save([...stored, added]);
    const kind = parameterKindOf(column, language);
    if (kind === null || collectionId === null) return;
    for (const [id, matching] of parameterPrefill(kind, keywords, language)) {
      await setCustomValues({ company_id: companyId, collection_id: collectionId, column: added.name, keywords: matching, value: id });
    }
    await refresh();
  }, [collectionId, companyId, keywords, language, refresh, save, stored]);

  const onRemoveCustomColumn = useCallback(async (value: string) => {
    await save(stored.filter((c) => `custom_${c.name}` !== value));
  }, [save, stored]);

  const onSetCustomValue = useCallback(async (name: string, keywords: string[], value: number | string | null): Promise<CustomValueUndo> => {
    if (collectionId === null) throw new Error('The collection is still loading.');
    const answer = await setCustomValues({ company_id: companyId, collection_id: collectionId, column: name, keywords, value });
    await refresh();
    return {
      message: `Set ${name} for ${formatNumber(answer.updated)} ${answer.updated === 1 ? 'keyword' : 'keywords'}.`,
      undo: async () => {
        await restoreCustomValues({ company_id: companyId, collection_id: collectionId, column: name, values: answer.previous });
        await refresh();
      },
    };
  }, [collectionId, companyId, refresh]);

  return { columns, onCreateCustomColumn, onRemoveCustomColumn, onSetCustomValue };
}

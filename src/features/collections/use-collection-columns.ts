/**
 * A collection's custom columns for the workbench: the collection's stored columns as column
 * definitions, and the server calls that add, remove and fill them (with undo for filled values).
 */
import { useCallback, useMemo, useRef } from 'react';
import { CUSTOM_VALUES_KEYWORDS_MAX, type CustomColumn } from '../../domain/contracts/collection-columns.ts';
import { removeCustomColumnWithValues, restoreRemovedCustomColumn } from '../../domain/custom-column-undo.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { countOf } from '../../domain/number-format.ts';
import { columnTitle, customNameOf, type ColumnDefinition } from '../../workbench/columns/column-definition.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';
import { parameterKindOf, parameterPrefill } from '../../workbench/columns/parameter-prefill.ts';
import type { TableUndo } from '../../workbench/view/use-row-actions.ts';
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
  /** The collection's rows: a removed column's values are taken from them for the undo. */
  rows: readonly KeywordRow[];
  /** The collection's keywords and language: a new question/preposition/comparison column is filled from them. */
  keywords: readonly string[];
  language: string;
}

export function useCollectionColumns({ companyId, collectionId, stored, rows, keywords, language }: CollectionColumnsSource) {
  const client = useQueryClient();
  // An undo runs later, against the columns as they are then, not as they were when it was offered.
  const current = useRef(stored);
  current.current = stored;
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

  const onRemoveCustomColumn = useCallback(async (value: string): Promise<TableUndo> => {
    if (collectionId === null) throw new Error('The collection is still loading.');
    const definition = columns.find((c) => c.value === value);
    const removal = removeCustomColumnWithValues(stored, (definition && customNameOf(definition)) ?? value, rows);
    if (!removal.ok) throw new Error(removal.error);
    await save(removal.columns);
    const { column, values } = removal.removed;
    return {
      message: values.length === 0
        ? `Removed the column ${column.name}.`
        : `Removed the column ${column.name} and its ${countOf(values.length, 'value', 'values')}.`,
      undo: async () => {
        const restore = restoreRemovedCustomColumn(current.current, removal.removed);
        if (!restore.ok) throw new Error(restore.error);
        await updateCustomColumns({ company_id: companyId, collection_id: collectionId, custom_columns: restore.columns });
        for (let at = 0; at < values.length; at += CUSTOM_VALUES_KEYWORDS_MAX) {
          await restoreCustomValues({ company_id: companyId, collection_id: collectionId, column: column.name, values: values.slice(at, at + CUSTOM_VALUES_KEYWORDS_MAX) });
        }
        await refresh();
      },
    };
  }, [collectionId, columns, companyId, refresh, rows, save, stored]);

  const onSetCustomValue = useCallback(async (name: string, keywords: string[], value: number | string | null): Promise<TableUndo> => {
    if (collectionId === null) throw new Error('The collection is still loading.');
    const answer = await setCustomValues({ company_id: companyId, collection_id: collectionId, column: name, keywords, value });
    await refresh();
    return {
      message: `Set ${name} for ${countOf(answer.updated, 'keyword', 'keywords')}.`,
      undo: async () => {
        await restoreCustomValues({ company_id: companyId, collection_id: collectionId, column: name, values: answer.previous });
        await refresh();
      },
    };
  }, [collectionId, companyId, refresh]);

  return { columns, onCreateCustomColumn, onRemoveCustomColumn, onSetCustomValue };
}

import { useCallback, useState } from 'react';
import { PROJECT_UNDO_SECONDS, type RankingRow } from '../../domain/contracts/monitoring.ts';
import { countOf } from '../../domain/number-format.ts';
import type { PendingUndo } from '../../ui/undo-bar.tsx';
import { useRemoveKeywords, useRestoreKeywords } from './api/remove-keywords.ts';

export interface KeywordRemoval {
  readonly pending: PendingUndo | null;
  readonly message: string | null;
  /** The workbench hands the selected rows' keywords; the project knows them by id. */
  remove(keywords: readonly string[]): void;
  undo(): void;
  expire(): void;
}

/** Removing selected keywords from a project with their history, and the undo while the server keeps them (decision 0040). */
export function useKeywordRemoval(companyId: number, projectId: number, rows: readonly RankingRow[]): KeywordRemoval {
  const remove = useRemoveKeywords();
  const restore = useRestoreKeywords();
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const removeKeywords = useCallback((keywords: readonly string[]) => {
    const wanted = new Set(keywords);
    const ids = rows.filter((r) => wanted.has(r.keyword)).map((r) => r.keyword_id);
    if (ids.length === 0) return;
    const ref = { company_id: companyId, project_id: projectId };
    remove.mutate({ ...ref, keyword_ids: ids }, {
      onSuccess: (answer) => {
        setMessage(null);
        setPending({
          message: `Removed ${countOf(answer.removed, 'keyword', 'keywords')} and ${answer.removed === 1 ? 'its' : 'their'} history.`,
          until: Math.min(Date.parse(answer.undo_until), Date.now() + PROJECT_UNDO_SECONDS * 1000),
          undo: () => {
            setPending(null);
            restore.mutate({ ...ref, removal_id: answer.removal_id }, {
              onSuccess: (back) =>
                setMessage(
                  back.skipped.length === 0
                    ? `Restored ${countOf(back.restored, 'keyword', 'keywords')} with ${back.restored === 1 ? 'its' : 'their'} history.`
                    : `Restored ${countOf(back.restored, 'keyword', 'keywords')}; added again meanwhile and kept as they are: ${back.skipped.join(', ')}.`,
                ),
              onError: (error) => setMessage(error.message),
            });
          },
        });
      },
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, projectId, remove, restore, rows]);

  return {
    pending,
    message,
    remove: removeKeywords,
    undo: () => pending?.undo(),
    expire: useCallback(() => setPending(null), []),
  };
}

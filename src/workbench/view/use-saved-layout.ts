/**
 * The user's saved table layout (start-up `saved_headers`): read at once, changed on screen at once,
 * saved to the server a moment after the last change, so dragging a column edge is one request.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiPost } from '../../api/http.ts';
import { appStore, sessionAtom, startupAtom } from '../../session/app-store.ts';
import type { FlushOptions } from '../../session/pending-saves.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { errorText } from '../../domain/error-text.ts';
import { headerUpdateResponseSchema } from '../../domain/contracts/settings-update.ts';
import { fitsSavedHeaders, readLayout, writeLayout, type TableLayout } from '../columns/table-layout.ts';
import { createDelayedSave } from './delayed-save.ts';

const SAVE_DELAY_MS = 400;

export interface SavedLayout {
  layout: TableLayout | null;
  save(layout: TableLayout): void;
  /** The last save's failure, said to the user; null when saved. */
  error: string | null;
}

export function useSavedLayout(tableKey: string): SavedLayout {
  const startup = useStartup();
  const [error, setError] = useState<string | null>(null);
  // Parsed once per saved record: a new layout object on every render would rebuild every column.
  const saved = startup?.saved_headers;
  const layout = useMemo(() => readLayout(saved, tableKey), [saved, tableKey]);

  const flush = useCallback(async ({ keepalive }: FlushOptions) => {
    const session = appStore.get(sessionAtom);
    const current = appStore.get(startupAtom);
    if (!session || !current) return;
    try {
      await apiPost('/service/settings/header/update', { user_id: session.id, company_id: session.company_id, saved_headers: current.saved_headers }, headerUpdateResponseSchema, { keepalive });
      setError(null);
    } catch (failure) {
      setError(`The column layout was not saved: ${errorText(failure)}`);
    }
  }, []);
  const saver = useMemo(() => createDelayedSave(flush, SAVE_DELAY_MS), [flush]);

  const save = useCallback((next: TableLayout) => {
    const current = appStore.get(startupAtom);
    if (!current) return;
    const saved = writeLayout(current.saved_headers, tableKey, next);
    if (!fitsSavedHeaders(saved)) {
      setError('The column layout is too large to save; remove some custom columns or renames.');
      return;
    }
    appStore.set(startupAtom, { ...current, saved_headers: saved });
    saver.schedule();
  }, [saver, tableKey]);

  // Leaving the screen saves at once what is still waiting.
  useEffect(() => () => void saver.flushPending(), [saver]);

  return { layout, save, error };
}

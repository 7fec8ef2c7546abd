import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { DraftNode } from '../../../domain/content-draft.ts';
import { draftToHtml } from '../../../domain/content-draft-html.ts';
import { autosaveStatusOf, draftAutosaveMachine, type DraftSaveInput, type DraftSaveResult } from '../../../machines/draft-autosave-machine.ts';
import { draftFromHtml } from '../editor/editor-extensions.ts';
import { editorKeys } from './api/query-keys.ts';
import { saveDraft } from './api/save-draft.ts';
import { browserStorage, copyIsSaved, draftCopyKey, readDraftCopy, removeDraftCopy, writeDraftCopy } from './draft-copy.ts';

const sameDraft = (a: DraftNode, b: DraftNode) => a === b || draftToHtml(a) === draftToHtml(b);

interface AutosaveOptions {
  readonly companyId: number;
  readonly projectId: number;
  /** The text and revision the editor starts with (the server's, or the browser's unsaved copy). */
  readonly start: { readonly document: DraftNode; readonly revision: number };
  /** Puts a draft into the editor (the server's, when the writer takes it in a conflict). */
  readonly onReplace: (document: DraftNode) => void;
}

/**
 * The draft's autosave: the machine of decision 0050 with the real save as its actor, the browser's
 * online and offline events, and the unsaved copy in localStorage kept in step with every state but
 * "saved" (then the server holds the text and the copy goes).
 */
export function useDraftAutosave({ companyId, projectId, start, onReplace }: AutosaveOptions) {
  const client = useQueryClient();
  const replace = useRef(onReplace);
  useEffect(() => {
    replace.current = onReplace;
  });
  const machine = useMemo(
    () =>
      draftAutosaveMachine.provide({
        actors: {
          saveDraft: fromPromise<DraftSaveResult, DraftSaveInput>(async ({ input }) => {
            const answer = await saveDraft(companyId, projectId, input.baseRevision, draftToHtml(input.document));
            void client.invalidateQueries({ queryKey: editorKeys.versions(companyId, projectId) });
            if (answer.kind === 'saved') return { kind: 'saved', revision: answer.draft.revision };
            return { kind: 'conflict', revision: answer.current.revision, document: draftFromHtml(answer.current.html) };
          }),
        },
        actions: { replaceDocument: (_, document: DraftNode) => replace.current(document) },
      }),
    [client, companyId, projectId],
  );
  const actor = useActorRef(machine, { input: start });
  const status = useSelector(actor, (snapshot) => autosaveStatusOf(String(snapshot.value)));
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const conflict = useSelector(actor, (snapshot) => snapshot.context.conflict);
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision);
  // The writer's text is read on every keystroke only while a conflict shows it beside theirs.
  const conflictMine = useSelector(actor, (snapshot) => (snapshot.value === 'conflict' ? snapshot.context.document : null));
  const [copyKept, setCopyKept] = useState(true);

  useEffect(() => {
    const storage = browserStorage();
    const key = draftCopyKey(companyId, projectId);
    const tab = crypto.randomUUID();
    const subscription = actor.subscribe((snapshot) => {
      const { document, revision } = snapshot.context;
      if (snapshot.value !== 'saved' && snapshot.value !== 'offlineClean') setCopyKept(writeDraftCopy(storage, key, { document, baseRevision: revision, at: Date.now(), tab }));
      else if (copyIsSaved(readDraftCopy(storage, key), tab, document, sameDraft)) removeDraftCopy(storage, key);
    });
    return () => subscription.unsubscribe();
  }, [actor, companyId, projectId]);

  useEffect(() => {
    const online = () => actor.send({ type: 'ONLINE' });
    const offline = () => actor.send({ type: 'OFFLINE' });
    // Leaving the page saves at once; the browser's copy covers a save the page does not outlive.
    const leaving = () => actor.send({ type: 'SAVE_NOW' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leaving);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leaving);
    };
  }, [actor]);

  const controls = useMemo(
    () => ({
      edit: (document: DraftNode) => actor.send({ type: 'EDIT', document }),
      saveNow: () => actor.send({ type: 'SAVE_NOW' }),
      keepMine: () => actor.send({ type: 'KEEP_MINE' }),
      takeServer: () => actor.send({ type: 'TAKE_SERVER' }),
      /** The writer's current text as the machine holds it. */
      current: () => actor.getSnapshot().context.document,
      /** The revision the server confirmed last. */
      revision: () => actor.getSnapshot().context.revision,
    }),
    [actor],
  );
  return { status, message, revision, conflict, conflictMine, copyKept, controls };
}

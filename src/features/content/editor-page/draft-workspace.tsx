import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRefreshCommandsOn, useRegisterCommands } from '../../../commands/use-register-commands.ts';
import type { DraftNode } from '../../../domain/content-draft.ts';
import type { ScoreTargets } from '../../../domain/content-score.ts';
import { UndoBar, type PendingUndo } from '../../../ui/undo-bar.tsx';
import { ContentEditor } from '../editor/content-editor.tsx';
import { draftFromHtml } from '../editor/editor-extensions.ts';
import { getVersion, useVersion, useVersions } from './api/get-versions.ts';
import { editorKeys } from './api/query-keys.ts';
import { ConflictPanel } from './conflict-panel.tsx';
import { copyDraft } from './copy-draft.ts';
import { browserStorage, draftCopyKey, readDraftCopy, removeDraftCopy, writeDraftCopy, type DraftCopy } from './draft-copy.ts';
import { contentEditorPageCommands, type EditorPageActions } from './editor-page-commands.ts';
import { KeptTextPanel } from './kept-text-panel.tsx';
import { SAVE_STATUS_TEXT, saveStatusDetail } from './save-status.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { versionTime, VersionsPanel } from './versions-panel.tsx';

/** How long a restored version can be undone from the bar (the undo is a new save, so any time works). */
const UNDO_RESTORE_MS = 30_000;
const timeOf = new Intl.DateTimeFormat('de-DE', { timeStyle: 'short' });

interface DraftWorkspaceProps {
  readonly companyId: number;
  readonly projectId: number;
  readonly title: string;
  readonly start: { readonly document: DraftNode; readonly revision: number; readonly restored: DraftCopy | null };
  readonly targets: ScoreTargets;
}

const focusSoon = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

/**
 * The member's editor: the text with its live score, saved as they write (the save status is a
 * polite live region), the conflict choice, the set-aside text, and the saved versions.
 */
export function DraftWorkspace({ companyId, projectId, title, start, targets }: DraftWorkspaceProps) {
  const client = useQueryClient();
  const [replacement, setReplacement] = useState<{ document: DraftNode; version: number } | null>(null);
  const replaced = useRef(0);
  const putInEditor = useCallback((document: DraftNode) => setReplacement({ document, version: ++replaced.current }), []);
  const autosave = useDraftAutosave({ companyId, projectId, start, onReplace: putInEditor });
  const { controls } = autosave;

  // Text restored from this browser is saved at once (as a conflict if the server moved on meanwhile).
  const restoring = useRef(start.restored);
  useEffect(() => {
    if (restoring.current === null) return;
    controls.edit(restoring.current.document);
    restoring.current = null;
  }, [controls]);

  const keptKey = draftCopyKey(companyId, projectId, 'kept');
  const [kept, setKept] = useState(() => readDraftCopy(browserStorage(), keptKey));
  const [copied, setCopied] = useState<string | null>(null);
  const takeTheirs = useCallback(() => {
    const copy = { document: controls.current(), baseRevision: controls.revision(), at: Date.now() };
    writeDraftCopy(browserStorage(), keptKey, copy);
    setKept(copy);
    controls.takeServer();
    void copyDraft(copy.document).then(setCopied);
  }, [controls, keptKey]);
  const discardKept = () => {
    removeDraftCopy(browserStorage(), keptKey);
    setKept(null);
    setCopied(null);
  };

  const versions = useVersions(companyId, projectId, true);
  const [openRevision, setOpenRevision] = useState<number | null>(null);
  const version = useVersion(companyId, projectId, openRevision);
  const openDocument = useMemo(() => (version.data ? draftFromHtml(version.data.html) : null), [version.data]);
  const [undo, setUndo] = useState<PendingUndo | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const put = useCallback((document: DraftNode) => {
    putInEditor(document);
    controls.edit(document);
    controls.saveNow();
  }, [controls, putInEditor]);
  const restore = useCallback(async (revision: number) => {
    setRestoreError(null);
    try {
      const saved = await client.fetchQuery({ queryKey: editorKeys.version(companyId, projectId, revision), queryFn: () => getVersion(companyId, projectId, revision), staleTime: Infinity });
      const before = controls.current();
      put(draftFromHtml(saved.html));
      setOpenRevision(null);
      setUndo({ message: `Version ${revision} restored as a new save.`, until: Date.now() + UNDO_RESTORE_MS, undo: () => (put(before), setUndo(null)) });
      focusSoon('content-editor-text');
    } catch (failure) {
      setRestoreError(failure instanceof Error ? failure.message : 'The version could not be read.');
    }
  }, [client, companyId, controls, projectId, put]);
  const openVersion = useCallback((revision: number) => {
    setOpenRevision(revision);
    focusSoon('content-version-open-title');
  }, []);

  const latest = useRef<EditorPageActions | null>(null);
  latest.current = {
    editable: true,
    conflict: autosave.status === 'conflict',
    hasKept: kept !== null,
    canUndoRestore: undo !== null,
    versions: (versions.data?.versions ?? []).map((v) => ({ id: String(v.revision), title: `Version ${v.revision} · ${versionTime(v.saved_at)} · ${v.word_count} words`, current: v.revision === autosave.revision })),
    save: controls.saveNow,
    keepMine: controls.keepMine,
    takeTheirs,
    copyKept: () => void (kept && copyDraft(kept.document).then(setCopied)),
    showVersions: () => focusSoon('content-versions-title'),
    openVersion,
    restoreVersion: (revision) => void restore(revision),
    undoRestore: () => undo?.undo(),
  };
  const commands = useMemo(() => contentEditorPageCommands(lazyActions(latest)), []);
  useRegisterCommands(commands);
  // The version picks are offered once the versions have arrived, also in a palette opened before.
  useRefreshCommandsOn((versions.data?.versions.length ?? 0) > 0);

  const detail = saveStatusDetail(autosave.status, autosave.message, autosave.copyKept);
  const status = (
    <div className="content-editor-status">
      <p className="content-save-status">
        <span className={`content-save content-save-${autosave.status}`} role="status">{SAVE_STATUS_TEXT[autosave.status]}</span>
        {detail !== null && <span className="content-save-detail"> {detail}</span>}
      </p>
      {start.restored !== null && (
        <p className="content-restored">Restored your unsaved text from this browser (written at {timeOf.format(start.restored.at)}); it is saved now.</p>
      )}
      {autosave.conflict !== null && autosave.conflictMine !== null && (
        <ConflictPanel conflict={autosave.conflict} mine={autosave.conflictMine} onKeepMine={controls.keepMine} onTakeTheirs={takeTheirs} />
      )}
      {kept !== null && autosave.status !== 'conflict' && (
        <KeptTextPanel document={kept.document} copied={copied} onCopy={() => void copyDraft(kept.document).then(setCopied)} onDiscard={discardKept} />
      )}
    </div>
  );

  return (
    <>
      <ContentEditor title={title} initialDocument={start.document} targets={targets} onChange={controls.edit} replacement={replacement} status={status} />
      {restoreError !== null && <p role="alert" className="form-message">{restoreError}</p>}
      <VersionsPanel
        versions={versions.data?.versions}
        loading={versions.isPending}
        error={versions.isError ? versions.error.message : null}
        current={autosave.revision}
        editable={autosave.status !== 'conflict'}
        open={openRevision === null ? null : { revision: openRevision, document: openDocument, error: version.isError ? version.error.message : null }}
        onOpen={openVersion}
        onClose={() => setOpenRevision(null)}
        onRestore={(revision) => void restore(revision)}
      />
      <UndoBar pending={undo} onExpire={() => setUndo(null)} />
    </>
  );
}

/** The page's actions read at the moment a command runs, so the registered list never changes. */
function lazyActions(ref: { readonly current: EditorPageActions | null }): EditorPageActions {
  const now = (): EditorPageActions => {
    if (ref.current === null) throw new Error('The editor page is not mounted');
    return ref.current;
  };
  return {
    get editable() { return now().editable; },
    get conflict() { return now().conflict; },
    get hasKept() { return now().hasKept; },
    get canUndoRestore() { return now().canUndoRestore; },
    get versions() { return now().versions; },
    save: () => now().save(),
    keepMine: () => now().keepMine(),
    takeTheirs: () => now().takeTheirs(),
    copyKept: () => now().copyKept(),
    showVersions: () => now().showVersions(),
    openVersion: (revision) => now().openVersion(revision),
    restoreVersion: (revision) => now().restoreVersion(revision),
    undoRestore: () => now().undoRestore(),
  };
}

import { bindCommands, pickFrom } from '../../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../../commands/command-types.ts';

const section = 'Content editor';
const scope = { route: '/content-editor' } as const;
const VERSION_PICK = { placeholder: 'Pick a saved version…', heading: 'Saved versions' } as const;

/** The editor screen's own actions beside the kit's formatting: saving, the conflict's choice, versions. */
export const CONTENT_EDITOR_PAGE_COMMANDS = [
  { id: 'content-editor.save', title: 'Save the draft now', keywords: ['save', 'store', 'now', 'draft'], section, scope },
  { id: 'content-editor.keep-mine', title: 'Conflict: keep my version (saved over theirs)', keywords: ['conflict', 'keep', 'mine', 'overwrite', 'save'], section, scope },
  { id: 'content-editor.take-theirs', title: 'Conflict: take their version (mine stays available)', keywords: ['conflict', 'take', 'theirs', 'server', 'other tab'], section, scope },
  { id: 'content-editor.copy-kept', title: 'Copy my set-aside text', keywords: ['copy', 'clipboard', 'mine', 'kept', 'set aside', 'conflict'], section, scope },
  { id: 'content-editor.versions', title: 'Show the saved versions', keywords: ['versions', 'history', 'revisions', 'saved'], section, scope },
  { id: 'content-editor.open-version', title: 'Open a saved version…', keywords: ['version', 'open', 'view', 'history', 'read'], section, scope, pick: VERSION_PICK },
  { id: 'content-editor.restore-version', title: 'Restore a saved version…', keywords: ['version', 'restore', 'revert', 'back', 'history'], section, scope, pick: VERSION_PICK },
  { id: 'content-editor.undo-restore', title: 'Undo restore version', keywords: ['undo', 'restore', 'back'], section, scope },
] as const satisfies readonly CommandDescriptor[];

export interface EditorPageActions {
  readonly editable: boolean;
  readonly conflict: boolean;
  readonly hasKept: boolean;
  readonly canUndoRestore: boolean;
  readonly versions: readonly PickOption[];
  save(): void;
  keepMine(): void;
  takeTheirs(): void;
  copyKept(): void;
  showVersions(): void;
  openVersion(revision: number): void;
  restoreVersion(revision: number): void;
  undoRestore(): void;
}

export function contentEditorPageCommands(actions: EditorPageActions): Command[] {
  return bindCommands(CONTENT_EDITOR_PAGE_COMMANDS, {
    'content-editor.save': { when: () => actions.editable && !actions.conflict, run: actions.save },
    'content-editor.keep-mine': { when: () => actions.conflict, run: actions.keepMine },
    'content-editor.take-theirs': { when: () => actions.conflict, run: actions.takeTheirs },
    'content-editor.copy-kept': { when: () => actions.hasKept, run: actions.copyKept },
    'content-editor.versions': { run: actions.showVersions },
    'content-editor.open-version': pickFrom(() => actions.versions, (id) => actions.openVersion(Number(id))),
    'content-editor.restore-version': pickFrom(() => actions.versions, (id) => actions.restoreVersion(Number(id)), () => actions.editable && !actions.conflict),
    'content-editor.undo-restore': { when: () => actions.canUndoRestore, run: actions.undoRestore },
  });
}

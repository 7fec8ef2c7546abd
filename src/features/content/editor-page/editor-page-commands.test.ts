import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../commands/command-types.ts';
import { CONTENT_EDITOR_PAGE_COMMANDS, contentEditorPageCommands, type EditorPageActions } from './editor-page-commands.ts';

const ctx = {} as CommandContext;

function actions(state: Partial<Pick<EditorPageActions, 'editable' | 'conflict' | 'hasKept' | 'canUndoRestore'>> = {}) {
  const calls: string[] = [];
  const bound: EditorPageActions = {
    editable: true,
    conflict: false,
    hasKept: false,
    canUndoRestore: false,
    ...state,
    versions: [{ id: '3', title: 'Version 3' }, { id: '2', title: 'Version 2' }],
    save: () => void calls.push('save'),
    keepMine: () => void calls.push('keep mine'),
    takeTheirs: () => void calls.push('take theirs'),
    copyKept: () => void calls.push('copy kept'),
    showVersions: () => void calls.push('versions'),
    openVersion: (r) => void calls.push(`open ${r}`),
    restoreVersion: (r) => void calls.push(`restore ${r}`),
    undoRestore: () => void calls.push('undo restore'),
  };
  return { bound, calls };
}

const offered = (a: EditorPageActions) => contentEditorPageCommands(a).filter((c) => c.when(ctx)).map((c) => c.id);

describe('content editor screen commands', () => {
  it('offers saving and the versions while writing; the conflict choice only in a conflict', () => {
    expect(offered(actions().bound)).toEqual(['content-editor.save', 'content-editor.versions', 'content-editor.open-version', 'content-editor.restore-version']);
    expect(offered(actions({ conflict: true, hasKept: true, canUndoRestore: true }).bound)).toEqual([
      'content-editor.keep-mine', 'content-editor.take-theirs', 'content-editor.copy-kept', 'content-editor.versions', 'content-editor.open-version', 'content-editor.undo-restore',
    ]);
  });
  it('runs each action, versions picked by revision', async () => {
    const { bound, calls } = actions({ conflict: true, hasKept: true, canUndoRestore: true });
    const commands = contentEditorPageCommands(bound);
    expect(commands.map((c) => c.id)).toEqual(CONTENT_EDITOR_PAGE_COMMANDS.map((d) => d.id));
    for (const c of commands) {
      if (c.pick) {
        expect(c.pick.options(ctx).map((o) => o.id)).toEqual(['3', '2']);
        await c.pick.run(ctx, '2');
      } else await c.run(ctx);
    }
    expect(calls).toEqual(['save', 'keep mine', 'take theirs', 'copy kept', 'versions', 'open 2', 'restore 2', 'undo restore']);
  });
});

import { describe, expect, it } from 'vitest';
import { CONTENT_EDITOR_COMMANDS, contentEditorCommands, type EditorActions, type EditorFormat } from './editor-commands.ts';
import { normaliseHref } from './link-form.tsx';
import type { CommandContext } from '../../../commands/command-types.ts';

function fakeActions(editable = true) {
  const calls: string[] = [];
  const on = new Set<EditorFormat>(['bold']);
  const actions: EditorActions = {
    editable,
    isActive: (f) => on.has(f),
    canUndo: () => true,
    canRedo: () => false,
    focus: () => void calls.push('focus'),
    toggle: (f) => void calls.push(`toggle ${f}`),
    editLink: () => void calls.push('link'),
    undo: () => void calls.push('undo'),
    redo: () => void calls.push('redo'),
    exportDraft: (f) => void calls.push(`export ${f}`),
  };
  return { actions, calls };
}

// The commands read nothing of the context; the registry passes one.
const ctx = {} as CommandContext;

describe('content editor commands', () => {
  it('binds every descriptor to what the editor does, formats as on/off switches', () => {
    const { actions, calls } = fakeActions();
    const commands = contentEditorCommands(actions);
    expect(commands.map((c) => c.id)).toEqual(CONTENT_EDITOR_COMMANDS.map((d) => d.id));
    for (const c of commands) if (c.when(ctx)) void c.run(ctx);
    expect(calls).toEqual(['focus', 'toggle bold', 'toggle italic', 'toggle heading-2', 'toggle heading-3', 'toggle paragraph', 'toggle bullet-list', 'toggle ordered-list', 'link', 'undo', 'export html', 'export markdown', 'export docx']);
    expect(commands.find((c) => c.id === 'content-editor.bold')?.checked?.(ctx)).toBe(true);
    expect(commands.find((c) => c.id === 'content-editor.italic')?.checked?.(ctx)).toBe(false);
  });
  it('offers no formatting on a read-only draft, but still the exports', () => {
    const { actions } = fakeActions(false);
    const offered = contentEditorCommands(actions).filter((c) => c.when(ctx)).map((c) => c.id);
    expect(offered).toEqual(['content-editor.focus', 'content-editor.export.html', 'content-editor.export.markdown', 'content-editor.export.docx']);
  });
  it('adds https:// to an address typed without a scheme', () => {
    expect(normaliseHref(' example.de/rezept ')).toBe('https://example.de/rezept');
    expect(normaliseHref('mailto:a@b.de')).toBe('mailto:a@b.de');
    expect(normaliseHref('/intern')).toBe('/intern');
    expect(normaliseHref('')).toBe('');
  });
});

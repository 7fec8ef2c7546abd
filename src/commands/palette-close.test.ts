import { describe, expect, it } from 'vitest';
import { closeThenRun, type PaletteCloser } from './palette-close.ts';

/**
 * The browser's side of a modal dialog, as the palette meets it: while the dialog is open the page
 * outside it is inert and refuses focus; its close gives focus back to what had it before it opened.
 * React's side: the palette's state closes the dialog only on the next render.
 */
function pageWithOpenPalette() {
  let dialogOpen = true;
  let focused = 'palette field';
  const frames: (() => void)[] = [];
  const shutDialog = () => {
    if (!dialogOpen) return;
    dialogOpen = false;
    focused = 'button that opened the palette';
  };
  const focus = (element: string) => {
    if (!dialogOpen) focused = element;
  };
  const closer: PaletteCloser = { shutDialog, markClosed: () => frames.push(shutDialog) };
  return {
    closer,
    focus,
    /** A command that focuses at once, and one that focuses a frame later (as Tiptap's focus command does). */
    focusNow: (element: string) => () => focus(element),
    focusNextFrame: (element: string) => () => frames.push(() => focus(element)),
    /** React's render and the next frame. */
    settle: () => frames.splice(0).forEach((step) => step()),
    focused: () => focused,
  };
}

describe('closing the palette for a picked command', () => {
  it('keeps a focus the command makes at once', () => {
    const page = pageWithOpenPalette();
    closeThenRun(page.closer, page.focusNow('editor'));
    expect(page.focused()).toBe('editor');
    page.settle();
    expect(page.focused()).toBe('editor');
  });

  it('keeps a focus the command makes a frame later', () => {
    const page = pageWithOpenPalette();
    closeThenRun(page.closer, page.focusNextFrame('editor'));
    page.settle();
    expect(page.focused()).toBe('editor');
  });

  it('gives focus back to where it was when the command moves none', () => {
    const page = pageWithOpenPalette();
    closeThenRun(page.closer, () => undefined);
    page.settle();
    expect(page.focused()).toBe('button that opened the palette');
  });

  it('the order it replaces lost the focus: state closed, the command run, the dialog shut a render later', () => {
    const page = pageWithOpenPalette();
    page.closer.markClosed();
    page.focusNow('editor')();
    page.settle();
    expect(page.focused()).toBe('button that opened the palette');
  });
});

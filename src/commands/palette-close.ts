/** The two halves of closing the palette for an entry the user picked. */
export interface PaletteCloser {
  /** Closes the native <dialog> at once: the browser gives focus back to what had it before the palette opened. */
  readonly shutDialog: () => void;
  /** Marks the palette closed in its state; React unmounts the body on its next render. */
  readonly markClosed: () => void;
}

/**
 * Closes the palette, then runs what was picked. The order is the fix for keys lost after "Write in
 * the editor": while the modal dialog is open the rest of the page is inert and refuses focus, and
 * its close returns focus to where it was before the palette opened. Closed only through the state,
 * the dialog shut a render after the command had run, so a command's focus was refused (made at once)
 * or preceded by that return (made a frame later, the keys typed meanwhile going to the old element).
 * Shut first, the return is over before the command moves focus, and the command keeps it.
 */
export function closeThenRun(closer: PaletteCloser, action: () => void): void {
  closer.shutDialog();
  closer.markClosed();
  action();
}

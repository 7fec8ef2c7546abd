/**
 * What the palette runs once its dialog has closed. A command run while the modal dialog is still
 * open raced the browser's focus return: a command that focuses something (the editor's "Write in
 * the editor") could have its focus taken back by the closing dialog, and the keys typed next went
 * nowhere. Run after the close, the focus the command sets is the last one.
 */
export interface AfterClose {
  /** Runs `action` when the dialog has closed; an earlier action not yet run is replaced. */
  schedule(action: () => void): void;
  /** The dialog has closed: runs what waits, once. */
  closed(): void;
}

export function createAfterClose(): AfterClose {
  let pending: (() => void) | null = null;
  return {
    schedule(action) {
      pending = action;
    },
    closed() {
      const run = pending;
      pending = null;
      run?.();
    },
  };
}

import type { AutosaveStatus } from '../../../machines/draft-autosave-machine.ts';

/**
 * The save status as the writer reads and a screen reader hears it (politely). The second of quiet
 * before a save reads as "Saving…" too: announcing "Unsaved" at every keystroke would be noise.
 */
export const SAVE_STATUS_TEXT: Readonly<Record<AutosaveStatus, string>> = {
  saved: 'Saved',
  unsaved: 'Saving…',
  saving: 'Saving…',
  offline: 'Not saved, retrying',
  offlineSaved: 'Offline · all changes saved',
  conflict: 'Conflict',
};

/** The detail under the status: what happened and that the text is safe. */
export function saveStatusDetail(status: AutosaveStatus, message: string | null, copyKept: boolean): string | null {
  if (status === 'offline') {
    const kept = copyKept ? 'Your text is kept in this browser' : 'Keep this tab open: this browser does not let the text be kept';
    return `${message ?? 'The server could not be reached.'} ${kept} and saved as soon as the connection is back.`;
  }
  if (status === 'offlineSaved') {
    const kept = copyKept ? 'What you write now is kept in this browser' : 'Keep this tab open: what you write now is kept in it';
    return `The connection is lost; everything written so far is saved. ${kept} and saved as soon as the connection is back.`;
  }
  if (status === 'conflict') return 'This draft was saved in another tab or by someone else. Compare the two versions and choose which one to keep.';
  return null;
}

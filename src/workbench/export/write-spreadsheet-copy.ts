/** Puts a spreadsheet copy on the system clipboard, rich where the browser allows it. */
import type { SpreadsheetCopy } from './spreadsheet-copy.ts';

/**
 * Both flavours in one ClipboardItem, so a paste into Sheets or Excel takes the table and a paste into a
 * plain editor the tab-separated text. A browser without ClipboardItem, or one that refuses HTML (some
 * refuse any type but text), still gets the text. Rejects only when the text is refused as well.
 */
export async function writeSpreadsheetCopy(copy: SpreadsheetCopy): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([copy.text], { type: 'text/plain' }),
          'text/html': new Blob([copy.html], { type: 'text/html' }),
        }),
      ]);
      return;
    } catch {
      // Fall through to the text alone.
    }
  }
  await navigator.clipboard.writeText(copy.text);
}

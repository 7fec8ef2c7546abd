import type { DraftNode } from '../../../domain/content-draft.ts';
import { draftToHtml } from '../../../domain/content-draft-html.ts';
import { draftToMarkdown } from '../../../domain/content-draft-markdown.ts';

/**
 * Copies a draft to the clipboard as rich text (pasted into the editor it keeps its headings and
 * links) with Markdown as the plain-text form; says what happened in words.
 */
export async function copyDraft(document: DraftNode): Promise<string> {
  const markdown = draftToMarkdown(document);
  try {
    if (typeof ClipboardItem === 'function' && typeof navigator.clipboard.write === 'function') {
      const item = new ClipboardItem({
        'text/html': new Blob([draftToHtml(document)], { type: 'text/html' }),
        'text/plain': new Blob([markdown], { type: 'text/plain' }),
      });
      await navigator.clipboard.write([item]);
    } else {
      await navigator.clipboard.writeText(markdown);
    }
    return 'Your text is on the clipboard: paste it wherever you want it.';
  } catch {
    return 'The browser did not allow copying: open “Show your text” and copy it from there.';
  }
}

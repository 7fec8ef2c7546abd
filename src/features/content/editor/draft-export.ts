/** Downloads of a draft: HTML, Markdown, DOCX (the converters are pure, in the domain). */
import type { DraftNode } from '../../../domain/content-draft.ts';
import { draftToHtmlFile } from '../../../domain/content-draft-html.ts';
import { draftToMarkdown } from '../../../domain/content-draft-markdown.ts';
import { downloadBlob, fileSlug } from '../../../workbench/export/export-file.ts';
import type { DraftExportFormat } from './editor-commands.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The file of a draft in a format: its bytes or text, type and name. */
export async function draftFile(title: string, doc: DraftNode, format: DraftExportFormat): Promise<{ blob: Blob; name: string }> {
  const base = fileSlug(title);
  if (format === 'html') return { blob: new Blob([draftToHtmlFile(title, doc)], { type: 'text/html;charset=utf-8' }), name: `${base}.html` };
  if (format === 'markdown') return { blob: new Blob([draftToMarkdown(doc)], { type: 'text/markdown;charset=utf-8' }), name: `${base}.md` };
  // The docx library is loaded only when someone exports a DOCX.
  const { draftToDocx } = await import('../../../domain/content-draft-docx.ts');
  const bytes = await draftToDocx(title, doc);
  return { blob: new Blob([bytes.slice().buffer], { type: DOCX_TYPE }), name: `${base}.docx` };
}

export async function downloadDraft(title: string, doc: DraftNode, format: DraftExportFormat): Promise<void> {
  const { blob, name } = await draftFile(title, doc, format);
  downloadBlob(blob, name);
}

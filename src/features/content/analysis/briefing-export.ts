/**
 * The briefing's downloads: Markdown and DOCX from the domain's pure writers, named after the keyword.
 * The answer's fields are snake_case (the API contract), the writers read the domain's Briefing.
 */
import type { Briefing } from '../../../domain/content-briefing.ts';
import { briefingToMarkdown } from '../../../domain/content-briefing-markdown.ts';
import type { BriefingView } from '../../../domain/contracts/content-analysis.ts';
import { downloadBlob, fileSlug } from '../../../workbench/export/export-file.ts';
import type { BriefingFormat } from './analysis-commands.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EXTENSIONS: Record<BriefingFormat, string> = { markdown: 'md', docx: 'docx' };

export function briefingOf(view: BriefingView): Briefing {
  return {
    keyword: view.keyword,
    intent: view.intent,
    wordCount: view.word_count,
    headings: view.headings,
    terms: view.terms.map((t) => ({ stem: t.stem, term: t.term, range: t.range, mustUse: t.must_use })),
    questions: view.questions,
    competitorCount: view.competitor_count,
  };
}

/** `briefing-gluehwein-selber-machen.md`: the keyword spelled for every file system. */
export function briefingFileName(keyword: string, format: BriefingFormat): string {
  return `briefing-${fileSlug(keyword)}.${EXTENSIONS[format]}`;
}

export async function briefingFile(view: BriefingView, format: BriefingFormat): Promise<{ blob: Blob; name: string }> {
  const briefing = briefingOf(view);
  const name = briefingFileName(view.keyword, format);
  if (format === 'markdown') return { blob: new Blob([briefingToMarkdown(briefing)], { type: 'text/markdown;charset=utf-8' }), name };
  // The docx library is loaded only when someone exports a DOCX.
  const { briefingToDocx } = await import('../../../domain/content-briefing-docx.ts');
  const bytes = await briefingToDocx(briefing);
  return { blob: new Blob([bytes.slice().buffer], { type: DOCX_TYPE }), name };
}

export async function downloadBriefing(view: BriefingView, format: BriefingFormat): Promise<string> {
  const { blob, name } = await briefingFile(view, format);
  downloadBlob(blob, name);
  return name;
}

/** Which keywords an AI Chat answer lists, for "send to the keyword clipboard" (issue 20). */
import { parseMarkdown, plainText } from './markdown.ts';

/** The keywords an answer lists: the first column of every table headed "Keyword", in order, each once. */
export function keywordsOfAnswer(source: string): string[] {
  const found = parseMarkdown(source).flatMap((block) =>
    block.kind === 'table' && plainText(block.header[0] ?? []).trim().toLowerCase() === 'keyword' ? block.rows.map((row) => plainText(row[0] ?? []).trim()) : [],
  );
  return [...new Set(found.filter((k) => k !== ''))];
}

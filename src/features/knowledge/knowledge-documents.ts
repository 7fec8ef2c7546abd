import type { KnowledgeDocument } from '../../domain/knowledge-search.ts';
import { markdownText, parseMarkdown, type Block } from '../../domain/markdown.ts';
import { ARTICLES, SHORTCUTS_ENTRY } from './article-catalogue.ts';
import { ARTICLE_SOURCES } from './article-sources.ts';
import type { ShortcutRow } from './shortcut-table.ts';

export interface ParsedArticle {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

/** Every article of the catalogue with its parsed Markdown; an article whose file is missing has no blocks (the catalogue test fails first). */
export const PARSED_ARTICLES: ReadonlyMap<string, ParsedArticle> = new Map(
  ARTICLES.map((entry) => [entry.id, { id: entry.id, title: entry.title, blocks: parseMarkdown(ARTICLE_SOURCES.get(entry.id) ?? '') }]),
);

/** What the search reads: each article's text, and the shortcut table's rows as the body of its entry. */
export function knowledgeDocuments(shortcuts: readonly ShortcutRow[]): KnowledgeDocument[] {
  const articles = ARTICLES.map((entry) => ({
    id: entry.id,
    title: entry.title,
    keywords: entry.keywords,
    body: markdownText(PARSED_ARTICLES.get(entry.id)?.blocks ?? []),
  }));
  const table = {
    id: SHORTCUTS_ENTRY.id,
    title: SHORTCUTS_ENTRY.title,
    keywords: SHORTCUTS_ENTRY.keywords,
    body: shortcuts.map((row) => `${row.title}: ${row.sequence} (${row.where})`).join('\n'),
  };
  return [...articles, table];
}

/**
 * The articles' Markdown, bundled with the knowledge base's page (Vite's `?raw` import), keyed by
 * article id: `articles/collections.md` → `collections`.
 */
const files = import.meta.glob<string>('./articles/*.md', { query: '?raw', import: 'default', eager: true });

export const ARTICLE_SOURCES: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, source]) => [path.replace(/^\.\/articles\//u, '').replace(/\.md$/u, ''), source]),
);

/**
 * The knowledge base's state in the URL (`/knowledge?q=sichtbarkeit&article=monitoring`), so a
 * copied link or Back reopens the same search and article. A broken part falls back to its default.
 */
import { z } from 'zod';
import { KNOWLEDGE_ENTRIES } from './article-catalogue.ts';

export interface KnowledgeSearch {
  q?: string;
  article?: string;
}

export const MAX_QUERY_LENGTH = 200;
const queryPart = z.string().max(MAX_QUERY_LENGTH);
const ENTRY_IDS: ReadonlySet<string> = new Set(KNOWLEDGE_ENTRIES.map((entry) => entry.id));

export function parseKnowledgeSearch(search: Record<string, unknown>): KnowledgeSearch {
  const result: KnowledgeSearch = {};
  const q = queryPart.safeParse(typeof search.q === 'number' ? String(search.q) : search.q);
  if (q.success && q.data.trim() !== '') result.q = q.data;
  if (typeof search.article === 'string' && ENTRY_IDS.has(search.article)) result.article = search.article;
  return result;
}

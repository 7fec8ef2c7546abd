/**
 * Full-text search over the knowledge base's articles (issue 21): title, keywords and body, in
 * English and German, ranked. Decisions (docs/decisions/0041):
 * - Words are folded: lower case, accents dropped, ß as ss, and ä/ae, ö/oe, ü/ue spelled alike, so
 *   "Häufigkeit", "haeufigkeit" and "HAUFIGKEIT" find the same articles.
 * - Every word of the query must be found (AND): one more word narrows the list, never widens it.
 *   English and German stop words ("how", "the", "wie", "der") are left out unless nothing else is left.
 * - A word matches a word of the article exactly, as its start ("sicht" finds "Sichtbarkeit"), as a
 *   short inflection ("difficulties" finds "difficulty": a shared stem of four letters or more, endings
 *   of up to three) or, from four letters, inside a compound
 *   ("index" finds "Sichtbarkeitsindex"); weaker matches count less.
 * - A match in the title counts 10, in the keywords 5, in the body 1 (more for repeated mentions);
 *   ties go by title, so the order never depends on the order of the articles.
 */
import { deu, eng } from 'stopword/dist/stopword.esm.mjs';

export interface KnowledgeDocument {
  readonly id: string;
  readonly title: string;
  /** Words people may search for that the text does not use, German ones among them. */
  readonly keywords: readonly string[];
  /** Plain text, markup removed. */
  readonly body: string;
}

/** Where the first match in the body sits (else in the keywords, for a German word the text does not use), to show it in context. */
export interface Snippet {
  readonly before: string;
  readonly match: string;
  readonly after: string;
}

export interface KnowledgeHit {
  readonly id: string;
  readonly title: string;
  readonly score: number;
  readonly snippet: Snippet | null;
}

interface IndexedDocument {
  readonly document: KnowledgeDocument;
  readonly title: readonly string[];
  readonly keywords: readonly string[];
  readonly body: readonly string[];
}

export interface KnowledgeIndex {
  readonly documents: readonly IndexedDocument[];
}

const STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...deu].map((w) => foldWord(w)));
const WORD = /[\p{L}\p{M}\p{Nd}]+/gu;
const WEIGHTS = { title: 10, keywords: 5, body: 1 } as const;

/** One word in the form the search compares. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/gu, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/gu, 'a')
    .replace(/oe/gu, 'o')
    .replace(/ue/gu, 'u');
}

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return (text.match(WORD) ?? []).map(foldWord).filter((w) => w !== '');
}

/** The words the query looks for, each once, stop words left out unless the query has nothing else. */
export function queryTerms(query: string): string[] {
  const all = [...new Set(foldedWords(query))];
  const meaningful = all.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : all;
}

/** How well a query term matches one word of an article: 1 exact, 0.75 start or inflection, 0.5 inside, 0 not. */
export function termMatch(term: string, word: string): number {
  if (word === term) return 1;
  if (word.startsWith(term) || sameStem(term, word)) return 0.75;
  if (term.length >= 4 && word.includes(term)) return 0.5;
  return 0;
}

/** Two words that differ only in an ending of up to three letters after a stem of four or more (difficulty, difficulties). */
function sameStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= 4 && common >= Math.max(a.length, b.length) - 3;
}

export function indexKnowledge(documents: readonly KnowledgeDocument[]): KnowledgeIndex {
  return {
    documents: documents.map((document) => ({
      document,
      title: foldedWords(document.title),
      keywords: foldedWords(document.keywords.join(' ')),
      body: foldedWords(document.body),
    })),
  };
}

/** The best match of the term in a field and how many of the field's words match at all. */
function fieldMatch(term: string, words: readonly string[]): { best: number; count: number } {
  let best = 0;
  let count = 0;
  for (const word of words) {
    const strength = termMatch(term, word);
    if (strength > 0) count++;
    if (strength > best) best = strength;
  }
  return { best, count };
}

function termScore(term: string, doc: IndexedDocument): number {
  const title = fieldMatch(term, doc.title);
  const keywords = fieldMatch(term, doc.keywords);
  const body = fieldMatch(term, doc.body);
  // Repeated mentions in the body count, but with diminishing weight: an article is not better for saying a word twenty times.
  const bodyScore = body.count === 0 ? 0 : body.best * Math.min(3, 1 + Math.log2(body.count));
  return title.best * WEIGHTS.title + keywords.best * WEIGHTS.keywords + bodyScore * WEIGHTS.body;
}

const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 100;

/** The first word of the body that matches a term, with some text either side, cut at spaces. */
export function snippetOf(body: string, terms: readonly string[]): Snippet | null {
  for (const found of body.matchAll(WORD)) {
    const word = found[0];
    const at = found.index;
    const folded = foldWord(word);
    if (!terms.some((term) => termMatch(term, folded) > 0)) continue;
    const start = Math.max(0, at - SNIPPET_BEFORE);
    const end = Math.min(body.length, at + word.length + SNIPPET_AFTER);
    let before = body.slice(start, at).replace(/\s+/gu, ' ');
    let after = body.slice(at + word.length, end).replace(/\s+/gu, ' ');
    if (start > 0) before = `…${before.replace(/^\S*\s/u, '')}`;
    if (end < body.length) after = `${after.replace(/\s\S*$/u, '')}…`;
    return { before, match: word, after };
  }
  return null;
}

/**
 * The articles that contain every term of the query, best first. An empty query (or one of
 * punctuation only) lists every article in the given order, without snippets.
 */
export function searchKnowledge(index: KnowledgeIndex, query: string): KnowledgeHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return index.documents.map(({ document }) => ({ id: document.id, title: document.title, score: 0, snippet: null }));
  const hits: KnowledgeHit[] = [];
  for (const doc of index.documents) {
    let score = 0;
    let all = true;
    for (const term of terms) {
      const s = termScore(term, doc);
      if (s === 0) {
        all = false;
        break;
      }
      score += s;
    }
    if (all) hits.push({ id: doc.document.id, title: doc.document.title, score: Math.round(score * 1000) / 1000, snippet: snippetOf(doc.document.body, terms) ?? snippetOf(doc.document.keywords.join(', '), terms) });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * For an empty result: the query's words that would find something on their own, so the empty
 * state can offer them ("Try: sichtbarkeit").
 */
export function termsWithHits(index: KnowledgeIndex, query: string): string[] {
  const terms = new Set(queryTerms(query));
  const words = [...new Set(query.match(WORD) ?? [])];
  return words.filter((word) => {
    const term = foldWord(word);
    return terms.has(term) && index.documents.some((doc) => termScore(term, doc) > 0);
  });
}

/**
 * The briefing rules (issue 24): a target word count range, suggested headings, must-use terms with
 * target ranges, questions to answer and the search intent, from the selected competitors (decision 0050).
 */
import type { ContentPage } from './content-page-relevance.ts';
import { analyseTerms, countRangeFor, type CountRange } from './content-term-analysis.ts';
import { countWords, quantile } from './content-words.ts';
import { stemsOf, termDocument, type TermDocument } from './german-terms.ts';
import { searchIntentOf, type SearchIntent } from './search-intent.ts';
import { keywordWords } from './tokenize.ts';

/** A competitor of the briefing: the page and its term document, made once when the page was fetched. */
export interface BriefingCompetitor {
  readonly page: ContentPage;
  /** Made with the keyword words kept (`keywordWords`), as `buildBriefing` makes it when missing. */
  readonly document?: TermDocument;
}

export interface BriefingInput {
  readonly keyword: string;
  /** The project's secondary keywords: their words are counted although some are stop words. */
  readonly secondaryKeywords?: readonly string[];
  /** The selected competitors only. */
  readonly competitors: readonly BriefingCompetitor[];
  /** Questions to answer, from the Questions source. */
  readonly questions: readonly string[];
  /** A provider's intent, believed when it names one of the four (`searchIntentOf`). */
  readonly providedIntent?: unknown;
}

/** How often to use a term in the draft, and whether the briefing insists. */
export interface TermTarget {
  readonly stem: string;
  readonly term: string;
  readonly range: CountRange;
  readonly mustUse: boolean;
}

export interface SuggestedHeading {
  readonly text: string;
  readonly level: 2 | 3;
  /** Competitor pages with a heading of the same stems. */
  readonly pages: number;
}

export interface Briefing {
  readonly keyword: string;
  readonly intent: SearchIntent;
  /** The competitors' middle half (25th to 75th percentile), rounded to 50 words; null without competitors. */
  readonly wordCount: { readonly min: number; readonly max: number } | null;
  readonly headings: readonly SuggestedHeading[];
  readonly terms: readonly TermTarget[];
  readonly questions: readonly string[];
  readonly competitorCount: number;
}

export const SUGGESTED_HEADINGS_LIMIT = 15;
export const TERM_TARGETS_LIMIT = 30;
const ROUND_WORDS = 50;

const roundWords = (n: number) => Math.max(ROUND_WORDS, Math.round(n / ROUND_WORDS) * ROUND_WORDS);

export function wordCountRange(texts: readonly string[]): { min: number; max: number } | null {
  if (texts.length === 0) return null;
  const counts = texts.map(countWords).sort((a, b) => a - b);
  return { min: roundWords(quantile(counts, 0.25)), max: roundWords(quantile(counts, 0.75)) };
}

/** The key two headings share when they say the same: their distinct stems, sorted. */
export function headingKey(text: string): string {
  return [...new Set(stemsOf(text))].sort().join(' ');
}

/**
 * The competitors' H2 and H3 headings, one per key (`Zutaten für Glühwein` and `Glühwein-Zutaten`
 * differ; `Die Zutaten` and `Zutaten` meet), most pages first, then in order of first appearance.
 * Choice: the wording shown is the first seen; a heading of stop words only is left out.
 */
export function suggestedHeadings(pages: readonly ContentPage[]): SuggestedHeading[] {
  const byKey = new Map<string, { text: string; level: 2 | 3; pages: Set<number>; order: number }>();
  pages.forEach((page, index) => {
    for (const heading of page.headings) {
      if (heading.level !== 2 && heading.level !== 3) continue;
      const key = headingKey(heading.text);
      if (key === '') continue;
      const known = byKey.get(key);
      if (known === undefined) byKey.set(key, { text: heading.text.trim(), level: heading.level, pages: new Set([index]), order: byKey.size });
      else known.pages.add(index);
    }
  });
  return [...byKey.values()]
    .sort((a, b) => b.pages.size - a.pages.size || a.order - b.order)
    .slice(0, SUGGESTED_HEADINGS_LIMIT)
    .map(({ text, level, pages: used }) => ({ text, level, pages: used.size }));
}

/**
 * Term targets: the terms of the highest WDF*IDF that at least two competitors use (one, when there
 * is one), with a count range at the competitors' median length. Must-use: used by half of them or more.
 */
export function termTargets(documents: readonly TermDocument[]): TermTarget[] {
  if (documents.length === 0) return [];
  const lengths = documents.map((d) => d.stems.length).sort((a, b) => a - b);
  const length = Math.round(quantile(lengths, 0.5));
  const enough = Math.min(2, documents.length);
  const half = Math.ceil(documents.length / 2);
  return analyseTerms(documents, null)
    .filter((row) => row.holding >= enough)
    .slice(0, TERM_TARGETS_LIMIT)
    .map((row) => {
      const mustUse = row.holding >= half;
      const range = countRangeFor(row.target, length);
      // At least one use is always in range: two competitors or more use the term.
      return { stem: row.stem, term: row.term, mustUse, range: { min: mustUse ? Math.max(1, range.min) : range.min, max: Math.max(1, range.max) } };
    });
}

/** Trimmed, without empty lines and repeats (case and trailing question marks ignored). */
function distinctQuestions(questions: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of questions) {
    const text = q.trim();
    const key = text.toLocaleLowerCase('de-DE').replace(/[?\s]+$/u, '');
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

export function buildBriefing(input: BriefingInput): Briefing {
  const pages = input.competitors.map((c) => c.page);
  const keep = keywordWords([input.keyword, ...(input.secondaryKeywords ?? [])]);
  const documents = input.competitors.map((c) => c.document ?? termDocument(c.page.text, keep));
  return {
    keyword: input.keyword.trim(),
    intent: searchIntentOf(input.keyword, input.providedIntent),
    wordCount: wordCountRange(pages.map((p) => p.text)),
    headings: suggestedHeadings(pages),
    terms: termTargets(documents),
    questions: distinctQuestions(input.questions),
    competitorCount: pages.length,
  };
}

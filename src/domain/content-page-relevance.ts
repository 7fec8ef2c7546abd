/**
 * The relevance score of SPEC §9 for a page and a keyword: 0.15 URL coverage, 0.25 term placement
 * (raised by 0.52, capped at 1), 0.6 average WDF. The spec gives the weights; what each part
 * measures is decision 0050.
 */
import { stemsOf, termDocument, type TermDocument } from './german-terms.ts';
import { relevanceScore } from './relevance-score.ts';
import { keywordWords } from './tokenize.ts';
import { wdfOfCount } from './wdf-idf.ts';

export interface PageHeading {
  /** 1 to 6, as in `<h1>` to `<h6>`. */
  readonly level: number;
  readonly text: string;
}

/** What the content suite knows of a page: competitor or own; pasted text has no URL or title. */
export interface ContentPage {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly headings: readonly PageHeading[];
  /** The main text. */
  readonly text: string;
}

export interface PageRelevance {
  readonly urlCoverage: number;
  readonly termPlacement: number;
  readonly averageWdf: number;
  /** 0 to 1. */
  readonly score: number;
}

/** The first words of the main text count as a place of their own. */
export const LEAD_WORDS = 100;

/** Folds the German spellings of URLs: `glühwein`, `gluehwein` and `gluhwein` meet; ß is ss. */
function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('de-DE').replace(/ä|ae/gu, 'a').replace(/ö|oe/gu, 'o').replace(/ü|ue/gu, 'u').replace(/ß/gu, 'ss');
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * The keyword's distinct stems, each of its words counted: `machen` is a stop word, but in
 * `glühwein selber machen` it is part of what the page is about (decision 0059).
 */
export function keywordStems(keyword: string): string[] {
  return [...new Set(stemsOf(keyword, keywordWords([keyword])))];
}

/**
 * Share of the keyword's stems found in the URL. Choice: a stem counts when it appears anywhere in
 * the folded URL, so compounds and slugs count (`/gluehwein-rezept`, `/gluehweinrezept`).
 */
export function urlCoverage(url: string, stems: readonly string[]): number {
  if (stems.length === 0 || url === '') return 0;
  const folded = fold(decoded(url));
  return stems.filter((stem) => folded.includes(fold(stem))).length / stems.length;
}

function shareIn(place: string, stems: readonly string[], keep: ReadonlySet<string>): number {
  const present = new Set(stemsOf(place, keep));
  return stems.filter((stem) => present.has(stem)).length / stems.length;
}

/**
 * Term placement: the average share of the keyword's stems in the five places that matter, the
 * title, the meta description, the H1, the H2 and H3 headings together, and the first 100 words.
 */
export function termPlacement(page: ContentPage, stems: readonly string[], keep: ReadonlySet<string> = new Set()): number {
  if (stems.length === 0) return 0;
  const h1 = page.headings.filter((h) => h.level === 1).map((h) => h.text).join(' ');
  const sub = page.headings.filter((h) => h.level === 2 || h.level === 3).map((h) => h.text).join(' ');
  const lead = page.text.split(/\s+/u).slice(0, LEAD_WORDS).join(' ');
  const places = [page.title, page.description, h1, sub, lead];
  return places.reduce((sum, place) => sum + shareIn(place, stems, keep), 0) / places.length;
}

/** The average WDF of the keyword's stems in the main text, at most 1. */
export function keywordWdf(document: TermDocument, stems: readonly string[]): number {
  if (stems.length === 0) return 0;
  const sum = stems.reduce((acc, stem) => acc + wdfOfCount(document.counts.get(stem) ?? 0, document.stems.length), 0);
  return Math.min(1, sum / stems.length);
}

/**
 * The page's relevance for the keyword; pass the page's term document when it is already made (with
 * the keyword's words kept, `keywordWords`, or the keyword's stop words are never found in it).
 */
export function pageRelevance(page: ContentPage, keyword: string, document?: TermDocument): PageRelevance {
  const keep = keywordWords([keyword]);
  const stems = keywordStems(keyword);
  const parts = { urlCoverage: urlCoverage(page.url, stems), termPlacement: termPlacement(page, stems, keep), averageWdf: keywordWdf(document ?? termDocument(page.text, keep), stems) };
  return { ...parts, score: relevanceScore(parts) };
}

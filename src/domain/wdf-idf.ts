/** WDF*IDF of SPEC §9 over tokenised documents. */
import { readableTerms, termDocument, type TermDocument } from './german-terms.ts';

/**
 * WDF from a term's count and the document's length: log2(freq + 1) / log2(L).
 * Choice: L counts the tokens after stop-word removal; a document of 0 or 1 words gives 0
 * (log2(1) = 0 would divide by zero).
 */
export function wdfOfCount(count: number, length: number): number {
  if (length < 2) return 0;
  return Math.log2(count + 1) / Math.log2(length);
}

/** WDF(i, d) = log2(freq(i, d) + 1) / log2(L(d)), L the word count of d. */
export function wdf(term: string, tokens: readonly string[]): number {
  return wdfOfCount(tokens.reduce((n, t) => (t === term ? n + 1 : n), 0), tokens.length);
}

/** IDF from the number of documents N and the number f holding the term: log10(1 + N / f); f = 0 gives 0. */
export function idfOfCounts(documents: number, holding: number): number {
  return holding === 0 ? 0 : Math.log10(1 + documents / holding);
}

/** IDF(i) = log10(1 + N / f(i)), N documents, f(i) documents holding the term. Choice: f(i) = 0 gives 0. */
export function idf(term: string, documents: readonly (readonly string[])[]): number {
  return idfOfCounts(documents.length, documents.reduce((n, d) => (d.includes(term) ? n + 1 : n), 0));
}

/** The average WDF of a term over a document set; an empty set gives 0. */
export function averageWdf(term: string, documents: readonly (readonly string[])[]): number {
  if (documents.length === 0) return 0;
  return documents.reduce((sum, d) => sum + wdf(term, d), 0) / documents.length;
}

/** What a document set says about one stem. */
export interface StemStatistics {
  readonly stem: string;
  /** Documents holding the stem. */
  readonly holding: number;
  readonly averageWdf: number;
  readonly maxWdf: number;
  readonly idf: number;
}

/**
 * The statistics of every stem of a document set in one pass over each document's counts: the
 * cost grows with the distinct terms of each document, not with terms × documents × length
 * (the earlier version scanned every document once per term: 10 pages of 3,000 words took about a second).
 */
export function stemStatistics(documents: readonly TermDocument[]): Map<string, StemStatistics> {
  const sums = new Map<string, { holding: number; sum: number; max: number }>();
  for (const document of documents) {
    const length = document.stems.length;
    for (const [stem, count] of document.counts) {
      const value = wdfOfCount(count, length);
      const entry = sums.get(stem);
      if (entry === undefined) sums.set(stem, { holding: 1, sum: value, max: value });
      else {
        entry.holding += 1;
        entry.sum += value;
        if (value > entry.max) entry.max = value;
      }
    }
  }
  const out = new Map<string, StemStatistics>();
  for (const [stem, { holding, sum, max }] of sums) {
    out.set(stem, { stem, holding, averageWdf: sum / documents.length, maxWdf: max, idf: idfOfCounts(documents.length, holding) });
  }
  return out;
}

export interface TermScore {
  /** The readable name: the term's most frequent surface form. */
  term: string;
  stem: string;
  averageWdf: number;
  idf: number;
  wdfIdf: number;
}

/**
 * The terms of a set of texts with average WDF, IDF and their product, highest product first.
 * Words are stemmed, so `Glühweins` and `Glühwein` are one term.
 * Choice: ties are broken by the term with `Intl.Collator('de')`, so the order is stable.
 */
export function wdfIdfTerms(texts: readonly string[]): TermScore[] {
  const documents = texts.map((text) => termDocument(text));
  const names = readableTerms(documents);
  const collator = new Intl.Collator('de');
  return [...stemStatistics(documents).values()]
    .map(({ stem, averageWdf: a, idf: i }) => ({ term: names.get(stem) ?? stem, stem, averageWdf: a, idf: i, wdfIdf: a * i }))
    .sort((x, y) => y.wdfIdf - x.wdfIdf || collator.compare(x.term, y.term));
}

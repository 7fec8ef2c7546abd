/** WDF*IDF of SPEC §9 over tokenised documents. */
import { tokenize } from './tokenize';

/**
 * WDF(i, d) = log2(freq(i, d) + 1) / log2(L(d)), L the word count of d.
 * Choice: L counts the tokens after stop-word removal; a document of 0 or 1 words gives 0
 * (log2(1) = 0 would divide by zero).
 */
export function wdf(term: string, tokens: readonly string[]): number {
  if (tokens.length < 2) return 0;
  const freq = tokens.reduce((n, t) => (t === term ? n + 1 : n), 0);
  return Math.log2(freq + 1) / Math.log2(tokens.length);
}

/** IDF(i) = log10(1 + N / f(i)), N documents, f(i) documents holding the term. Choice: f(i) = 0 gives 0. */
export function idf(term: string, documents: readonly (readonly string[])[]): number {
  const holding = documents.reduce((n, d) => (d.includes(term) ? n + 1 : n), 0);
  return holding === 0 ? 0 : Math.log10(1 + documents.length / holding);
}

/** The average WDF of a term over a document set; an empty set gives 0. */
export function averageWdf(term: string, documents: readonly (readonly string[])[]): number {
  if (documents.length === 0) return 0;
  return documents.reduce((sum, d) => sum + wdf(term, d), 0) / documents.length;
}

export interface TermScore {
  term: string;
  averageWdf: number;
  idf: number;
  wdfIdf: number;
}

/**
 * The terms of a set of texts with average WDF, IDF and their product, highest product first.
 * Choice: ties are broken by the term with `Intl.Collator('de')`, so the order is stable.
 */
export function wdfIdfTerms(texts: readonly string[]): TermScore[] {
  const documents = texts.map(tokenize);
  const terms = new Set(documents.flat());
  const collator = new Intl.Collator('de');
  return [...terms]
    .map((term) => {
      const a = averageWdf(term, documents);
      const i = idf(term, documents);
      return { term, averageWdf: a, idf: i, wdfIdf: a * i };
    })
    .sort((x, y) => y.wdfIdf - x.wdfIdf || collator.compare(x.term, y.term));
}

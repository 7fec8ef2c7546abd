/**
 * The term analysis of the content suite (issue 24): each stemmed term of the selected competitor
 * pages with its average and maximum WDF, IDF and WDF*IDF, the own text's value, a target range and
 * a recommendation (decision 0050).
 */
import { readableTerms, termDocument, type TermDocument } from './german-terms.ts';
import { stemStatistics, wdfOfCount } from './wdf-idf.ts';

export const TERM_RECOMMENDATIONS = ['more', 'fewer', 'fine'] as const;
export type TermRecommendation = (typeof TERM_RECOMMENDATIONS)[number];

export const TERM_RECOMMENDATION_LABELS: Readonly<Record<TermRecommendation, string>> = {
  more: 'Use more',
  fewer: 'Use fewer',
  fine: 'Fine',
};

/** A WDF range: the competitors' average up to their maximum. */
export interface WdfRange {
  readonly min: number;
  readonly max: number;
}

export interface TermAnalysisRow {
  readonly stem: string;
  /** The readable name: the most frequent surface form over the competitors and the own text. */
  readonly term: string;
  /** Selected competitor pages holding the term. */
  readonly holding: number;
  readonly averageWdf: number;
  readonly maxWdf: number;
  readonly idf: number;
  readonly wdfIdf: number;
  readonly ownCount: number;
  readonly ownWdf: number;
  readonly ownWdfIdf: number;
  readonly target: WdfRange;
  readonly recommendation: TermRecommendation;
}

/** Rounding noise below this never turns a `fine` into `more` or `fewer`. */
const EPSILON = 1e-9;

/**
 * `more` below the competitors' average WDF, `fewer` above their maximum, else `fine`.
 * Choice: the range of the classic WDF*IDF chart; a term all competitors use alike gets the narrow
 * range of that one value, which an identical own text meets.
 */
export function recommend(ownWdf: number, target: WdfRange): TermRecommendation {
  if (ownWdf < target.min - EPSILON) return 'more';
  if (ownWdf > target.max + EPSILON) return 'fewer';
  return 'fine';
}

/** An empty own text: every term is at 0. */
const NO_TEXT: TermDocument = termDocument('');

/**
 * Every term of the competitor documents (or of the own text, which competitors may lack), highest
 * WDF*IDF first, ties by term. The own text's WDF*IDF uses the competitors' IDF. Choice: a term only
 * the own text uses has target 0 to 0, so it is flagged `fewer`: the competitors do without it.
 * Cost: one pass over each document's distinct terms (10 pages of 3,000 words: a few milliseconds).
 */
export function analyseTerms(competitors: readonly TermDocument[], own: TermDocument | null): TermAnalysisRow[] {
  const ownDocument = own ?? NO_TEXT;
  const statistics = stemStatistics(competitors);
  const names = readableTerms(own === null ? competitors : [...competitors, own]);
  const stems = new Set([...statistics.keys(), ...ownDocument.counts.keys()]);
  const rows: TermAnalysisRow[] = [];
  for (const stem of stems) {
    const s = statistics.get(stem);
    const averageWdf = s?.averageWdf ?? 0;
    const maxWdf = s?.maxWdf ?? 0;
    const idf = s?.idf ?? 0;
    const ownCount = ownDocument.counts.get(stem) ?? 0;
    const ownWdf = wdfOfCount(ownCount, ownDocument.stems.length);
    const target = { min: averageWdf, max: maxWdf };
    rows.push({
      stem,
      term: names.get(stem) ?? stem,
      holding: s?.holding ?? 0,
      averageWdf,
      maxWdf,
      idf,
      wdfIdf: averageWdf * idf,
      ownCount,
      ownWdf,
      ownWdfIdf: ownWdf * idf,
      target,
      recommendation: recommend(ownWdf, target),
    });
  }
  const collator = new Intl.Collator('de');
  return rows.sort((x, y) => y.wdfIdf - x.wdfIdf || collator.compare(x.term, y.term) || (x.stem < y.stem ? -1 : x.stem > y.stem ? 1 : 0));
}

/** A count range: how often to use a term in a text of a given length. */
export interface CountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The counts that give a WDF range in a text of `length` terms (stop words not counted): WDF =
 * log2(c + 1) / log2(L) gives c = L^WDF − 1. Choice: rounded to whole uses, the maximum never
 * below the minimum; a text of fewer than 2 terms has no range (0 to 0).
 */
export function countRangeFor(target: WdfRange, length: number): CountRange {
  if (length < 2) return { min: 0, max: 0 };
  const min = Math.max(0, Math.round(length ** target.min - 1));
  const max = Math.max(min, Math.round(length ** target.max - 1));
  return { min, max };
}

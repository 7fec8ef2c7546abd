/**
 * The content score of a draft (issue 24): 0 to 100 from the term targets, the word count and the
 * headings of the briefing, with its band (decision 0050).
 */
import type { TermTarget } from './content-briefing.ts';
import type { CountRange } from './content-term-analysis.ts';
import type { DraftFacts } from './content-draft-counter.ts';
import { stemsOf } from './german-terms.ts';

export const SCORE_BANDS = ['low', 'medium', 'high'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export const SCORE_BAND_LABELS: Readonly<Record<ScoreBand, string>> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Under 33 low, 33 to 66 medium, over 66 high (issue 24). */
export function scoreBand(score: number): ScoreBand {
  if (score < 33) return 'low';
  return score <= 66 ? 'medium' : 'high';
}

export const TERM_STATUSES = ['missing', 'under', 'within', 'over'] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];

export interface TermCheck {
  readonly stem: string;
  readonly term: string;
  readonly mustUse: boolean;
  readonly count: number;
  readonly range: CountRange;
  readonly status: TermStatus;
}

export interface HeadingCheck {
  readonly text: string;
  readonly covered: boolean;
}

export interface ScoreTargets {
  readonly terms: readonly TermTarget[];
  readonly wordCount: { readonly min: number; readonly max: number } | null;
  /** The briefing's suggested headings. */
  readonly headings: readonly string[];
  /**
   * The project's keywords (main first): the draft is counted with their words kept
   * (`keywordWords`), as the competitors were, or `machen` of `glühwein selber machen` would be a
   * target the draft can never meet.
   */
  readonly keywords: readonly string[];
}

export interface ContentScore {
  /** 0 to 100, whole. */
  readonly score: number;
  readonly band: ScoreBand;
  /** Each part from 0 to 1; null when the targets have nothing for it. */
  readonly parts: { readonly terms: number | null; readonly words: number | null; readonly headings: number | null };
  readonly terms: readonly TermCheck[];
  readonly headings: readonly HeadingCheck[];
  readonly words: number;
}

export const PART_WEIGHTS = { terms: 0.6, words: 0.25, headings: 0.15 } as const;
const MUST_USE_WEIGHT = 2;

export function termStatus(count: number, range: CountRange): TermStatus {
  if (count < range.min) return count === 0 ? 'missing' : 'under';
  return count > range.max ? 'over' : 'within';
}

/**
 * A term's share of its credit: 0 when missing, count ÷ minimum below the range, 1 within it, and
 * maximum ÷ count above it, so stuffing a term costs as much as it is over.
 */
export function termCredit(count: number, range: CountRange): number {
  if (count < range.min) return count / range.min;
  if (count <= range.max) return 1;
  return range.max / count;
}

/**
 * A briefing heading counts as covered by a draft heading holding at least half of its stems
 * (at least one): `Zutaten für Glühwein` covers `Die Zutaten`.
 */
export function headingCovered(heading: string, draftHeadingStems: readonly ReadonlySet<string>[]): boolean {
  const stems = [...new Set(stemsOf(heading))];
  if (stems.length === 0) return true;
  const needed = Math.max(1, Math.ceil(stems.length / 2));
  return draftHeadingStems.some((have) => stems.filter((s) => have.has(s)).length >= needed);
}

/**
 * The score: the weighted mean of the parts the targets have (terms 0.6, words 0.25, headings
 * 0.15); an empty draft scores 0. Choice: the word count part is words ÷ the range's minimum, capped at 1: a longer text is
 * not marked down (it shows as a hint), so adding a word, a missing term above all, never lowers it.
 */
export function contentScore(facts: DraftFacts, targets: ScoreTargets): ContentScore {
  const terms = targets.terms.map((t) => {
    const count = facts.counts.get(t.stem) ?? 0;
    return { stem: t.stem, term: t.term, mustUse: t.mustUse, count, range: t.range, status: termStatus(count, t.range) };
  });
  let termPart: number | null = null;
  if (terms.length > 0) {
    let sum = 0;
    let weights = 0;
    for (const t of terms) {
      const weight = t.mustUse ? MUST_USE_WEIGHT : 1;
      sum += weight * termCredit(t.count, t.range);
      weights += weight;
    }
    termPart = sum / weights;
  }
  const wordPart = targets.wordCount === null ? null : targets.wordCount.min <= 0 ? 1 : Math.min(1, facts.words / targets.wordCount.min);
  const draftHeadingStems = facts.headings.map((h) => new Set(stemsOf(h)));
  const headings = targets.headings.map((text) => ({ text, covered: headingCovered(text, draftHeadingStems) }));
  const headingPart = headings.length === 0 ? null : headings.filter((h) => h.covered).length / headings.length;
  const parts = { terms: termPart, words: wordPart, headings: headingPart };
  let total = 0;
  let weights = 0;
  for (const key of ['terms', 'words', 'headings'] as const) {
    const value = parts[key];
    if (value === null) continue;
    total += PART_WEIGHTS[key] * value;
    weights += PART_WEIGHTS[key];
  }
  // An empty draft scores 0, though a term it may do without is already `within`.
  const score = weights === 0 || facts.words === 0 ? 0 : Math.round((100 * total) / weights);
  return { score, band: scoreBand(score), parts, terms, headings, words: facts.words };
}

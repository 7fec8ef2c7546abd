import type { BriefingView } from '../../../domain/contracts/content-analysis.ts';
import type { ScoreTargets } from '../../../domain/content-score.ts';

/**
 * What the content score measures a draft against, from the project's briefing (none: no targets)
 * and the project's keywords, whose words the draft is counted with (decision 0059).
 */
export function briefingTargets(briefing: BriefingView | null | undefined, keywords: readonly string[]): ScoreTargets {
  if (!briefing) return { terms: [], wordCount: null, headings: [], keywords };
  return {
    terms: briefing.terms.map((t) => ({ stem: t.stem, term: t.term, range: { min: t.range.min, max: t.range.max }, mustUse: t.must_use })),
    wordCount: briefing.word_count === null ? null : { min: briefing.word_count.min, max: briefing.word_count.max },
    headings: briefing.headings.map((h) => h.text),
    keywords,
  };
}

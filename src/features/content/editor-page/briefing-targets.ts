import type { BriefingView } from '../../../domain/contracts/content-analysis.ts';
import type { ScoreTargets } from '../../../domain/content-score.ts';

export const NO_TARGETS: ScoreTargets = { terms: [], wordCount: null, headings: [] };

/** What the content score measures a draft against, from the project's briefing (none: no targets). */
export function briefingTargets(briefing: BriefingView | null | undefined): ScoreTargets {
  if (!briefing) return NO_TARGETS;
  return {
    terms: briefing.terms.map((t) => ({ stem: t.stem, term: t.term, range: { min: t.range.min, max: t.range.max }, mustUse: t.must_use })),
    wordCount: briefing.word_count === null ? null : { min: briefing.word_count.min, max: briefing.word_count.max },
    headings: briefing.headings.map((h) => h.text),
  };
}

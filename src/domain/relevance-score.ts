/** Relevance score of a content text (SPEC §9). */

export const URL_COVERAGE_WEIGHT = 0.15;
export const TERM_PLACEMENT_WEIGHT = 0.25;
export const AVERAGE_WDF_WEIGHT = 0.6;
export const TERM_PLACEMENT_RAISE = 0.52;

export interface RelevanceInputs {
  urlCoverage: number;
  termPlacement: number;
  averageWdf: number;
}

/** 0.15 × URL coverage + 0.25 × min(1, term placement + 0.52) + 0.6 × average WDF. */
export function relevanceScore({ urlCoverage, termPlacement, averageWdf }: RelevanceInputs): number {
  return (
    URL_COVERAGE_WEIGHT * urlCoverage +
    TERM_PLACEMENT_WEIGHT * Math.min(1, termPlacement + TERM_PLACEMENT_RAISE) +
    AVERAGE_WDF_WEIGHT * averageWdf
  );
}

/** A term row for the tests of the analysis screens: Glühwein under-used, overridable field by field. */
import type { TermRow } from '../../../domain/contracts/content-analysis.ts';

export const sampleTerm = (over: Partial<TermRow>): TermRow => ({
  stem: 'gluhwein',
  term: 'Glühwein',
  holding: 9,
  average_wdf: 0.31234,
  max_wdf: 0.4,
  idf: 0.0458,
  wdf_idf: 0.0143,
  own_count: 4,
  own_wdf: 0.2,
  own_wdf_idf: 0.00916,
  target: { min: 0.31234, max: 0.4 },
  recommendation: 'more',
  ...over,
});

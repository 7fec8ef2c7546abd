/**
 * What the worker builds while nothing else is asked of it, right after rows load (issue 15): the
 * folded keywords joined (what a text filter scans), the volumes, the keyword texts in slices, their
 * collation ranks (what a sort by keyword reads), their folded forms one by one (what a pattern
 * reads) and what duplicate grouping compares. Each is one step, run as a task of its own, so a
 * request that arrives meanwhile waits for one step at most, never for all of them; a request that
 * needs a column not built yet builds it itself, as before. The steps build the same memoised
 * columns the requests would, so the first request and a warm one compute the same answer.
 */
import { FIELD_IDS } from '../../domain/keyword-fields.ts';
import { collationRanks } from './collation-ranks.ts';
import { candidatesOf, keywordColumnSteps, numberColumn, textColumn, type ColumnStore } from './column-store.ts';
import { foldedTexts } from './columnar-filter.ts';
import { foldedJoinedKeywords } from './joined-text-search.ts';

export type WarmStep = () => void;

/** Keywords cut out of their joined string per step of the warm-up. */
const KEYWORDS_PER_STEP = 100_000;

export function warmUpSteps(store: ColumnStore): WarmStep[] {
  const keyword = FIELD_IDS.keyword;
  return [
    // What a first text filter and a first number filter read: cheap, so first.
    () => foldedJoinedKeywords(store),
    () => numberColumn(store, FIELD_IDS.avgsv),
    ...keywordColumnSteps(store, KEYWORDS_PER_STEP),
    () => collationRanks(store, `field:${keyword}`, () => textColumn(store, keyword)),
    () => foldedTexts(store, keyword),
    // Last: only duplicate grouping reads it.
    () => candidatesOf(store),
  ];
}

/** A pause until a new task (a zero timeout: in a worker it lets queued messages through). */
export type Schedule = (run: () => void) => void;

export const nextTimeout: Schedule = (run) => {
  setTimeout(run, 0);
};

/**
 * Runs `steps` one per task while `current()` still holds (the rows were not replaced meanwhile).
 * Returns at once; the steps follow.
 */
export function runWarmUp(steps: readonly WarmStep[], current: () => boolean, schedule: Schedule = nextTimeout): void {
  let at = 0;
  const next = (): void => {
    if (at >= steps.length || !current()) return;
    steps[at++]?.();
    schedule(next);
  };
  schedule(next);
}

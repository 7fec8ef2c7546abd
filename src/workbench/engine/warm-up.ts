/**
 * What the worker builds while nothing else is asked of it, right after rows load (issue 15): the
 * keyword texts, their folded form (what a text filter scans), their collation ranks (what a sort
 * by keyword reads), the volumes and what duplicate grouping compares. Each is one step, run as a
 * task of its own, so a request that arrives meanwhile waits for one step at most, never for all of
 * them; a request that needs a column not built yet builds it itself, as before. The steps build the same memoised columns the requests would, so the
 * first request and a warm one compute the same answer.
 */
import { FIELD_IDS } from '../../domain/keyword-fields.ts';
import { collationRanks } from './collation-ranks.ts';
import { candidatesOf, numberColumn, textColumn, type ColumnStore } from './column-store.ts';
import { foldedTexts } from './columnar-filter.ts';

export type WarmStep = () => void;

export function warmUpSteps(store: ColumnStore): WarmStep[] {
  const keyword = FIELD_IDS.keyword;
  return [
    () => textColumn(store, keyword),
    () => foldedTexts(store, keyword),
    () => collationRanks(store, `field:${keyword}`, () => textColumn(store, keyword)),
    () => numberColumn(store, FIELD_IDS.avgsv),
    // Last: it builds every row once, and only duplicate grouping reads it.
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

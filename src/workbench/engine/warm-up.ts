/**
 * What the worker builds while nothing else is asked of it, right after rows load (issue 15): the
 * folded keywords joined (what a text filter scans), the volumes, the keywords' collation ranks (what
 * a sort by keyword reads), the keyword texts, their folded forms one by one (what a pattern reads)
 * and what duplicate grouping compares. A step is one task, or a stepped computation run in slices
 * of a few milliseconds (the ranks of a million keywords are a second of work), so a request that
 * arrives meanwhile waits for one slice at most; a request that needs a column not built yet builds
 * it itself, or finishes the ranks begun. The steps build the same memoised columns the requests
 * would, so the first request and a warm one compute the same answer (decision 0072).
 */
import { FIELD_IDS } from '../../domain/keyword-fields.ts';
import { collationRanksInSteps, fieldRanksKey, rankTextsInSteps } from './collation-ranks.ts';
import { candidatesInSteps, keywordColumnSteps, numberColumn, textColumn, type ColumnStore } from './column-store.ts';
import { foldedTextsInSteps } from './columnar-filter.ts';
import { rankJoinedInSteps } from './joined-ranks.ts';
import { foldedJoinedKeywords } from './joined-text-search.ts';
import { drain } from './steps.ts';

/** A piece of the warm-up: a stepped computation that yields between slices of its work. */
export type WarmStep = () => Iterator<void, void>;

/** A step with no slices of its own. */
export const once =
  (run: () => unknown): WarmStep =>
  function* () {
    run();
  };

/** How long a slice of a stepped computation runs before it lets queued requests through. */
const SLICE_MS = 12;

/** Keywords cut out of their joined string per step of the warm-up. */
const KEYWORDS_PER_STEP = 100_000;

/** The keyword ranks in slices: from the packed keywords as they are, when the rows came packed. */
function keywordRanks(store: ColumnStore): Generator<void, Float64Array> {
  const column = store.table.packedColumn('keyword');
  if (column?.kind === 'text') return rankJoinedInSteps(column.joined, column.ends, column.nulls);
  return rankTextsInSteps(textColumn(store, FIELD_IDS.keyword));
}

export function warmUpSteps(store: ColumnStore): WarmStep[] {
  const keyword = FIELD_IDS.keyword;
  return [
    // What a first text filter and a first number filter read: cheap, so first.
    once(() => foldedJoinedKeywords(store)),
    once(() => numberColumn(store, FIELD_IDS.avgsv)),
    // The longest step, and the one a first sort by keyword waits for: it reads no keyword column.
    () => collationRanksInSteps(store, fieldRanksKey(keyword), () => keywordRanks(store)),
    ...keywordColumnSteps(store, KEYWORDS_PER_STEP).map(once),
    () => foldedTextsInSteps(store, keyword),
    // Last: only duplicate grouping reads it.
    () => candidatesInSteps(store),
  ];
}

/** A pause until a new task, one that lets queued messages (requests) through first. */
export type Schedule = (run: () => void) => void;

/**
 * A background task where the Scheduler API exists (Chromium, in workers too): it runs as soon as no
 * request waits. Elsewhere a zero timeout, which browsers stretch to 4 ms once nested: a quarter of
 * the warm-up's time lost between 12 ms slices.
 */
export const backgroundTask: Schedule = (run) => {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  const postTask: unknown = typeof scheduler === 'object' && scheduler !== null ? Reflect.get(scheduler, 'postTask') : undefined;
  if (typeof postTask === 'function') Reflect.apply(postTask, scheduler, [run, { priority: 'background' }]);
  else setTimeout(run, 0);
};

/** Runs a step to its end in one go, every slice of it. */
export function runStep(step: WarmStep): void {
  drain(step());
}

/**
 * Runs `steps` in tasks of about `sliceMs` each, slice after slice and step after step, while
 * `current()` still holds (the rows were not replaced meanwhile). A slice is never cut, so a step
 * without slices of its own takes what it takes. Returns at once; the steps follow.
 */
export function runWarmUp(
  steps: readonly WarmStep[],
  current: () => boolean,
  schedule: Schedule = backgroundTask,
  now: () => number = () => performance.now(),
  sliceMs = SLICE_MS,
): void {
  let at = 0;
  let running: Iterator<void, void> | null = null;
  const next = (): void => {
    if (!current()) return;
    const start = now();
    do {
      if (running === null) {
        const step = steps[at++];
        if (step === undefined) return;
        running = step();
      }
      if (running.next().done === true) running = null;
    } while (now() - start < sliceMs);
    schedule(next);
  };
  schedule(next);
}

/**
 * Kept views (SPEC §9 "cached views kept: at most 4"): the screens a person visited last keep what
 * they left on them, the fifth visit to another screen drops the oldest. A plain immutable
 * least-recently-used list, so the rule is tested without a browser and the memory it holds is
 * bounded by construction (docs/decisions/0043-kept-views.md).
 */

/** SPEC §9: at most this many screens keep their state, the one on screen included. */
export const KEPT_VIEWS_MAX = 4;

export interface KeptView<S> {
  /** The screen: its path without query or hash (`/research/Winter%20Sale`, `/ideas`). */
  readonly key: string;
  readonly state: S;
}

/** Most recently visited first; never longer than `max`. */
export interface KeptViews<S> {
  readonly max: number;
  readonly views: readonly KeptView<S>[];
}

export function emptyKeptViews<S>(max: number = KEPT_VIEWS_MAX): KeptViews<S> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`kept views: max must be a whole number of 1 or more, not ${max}`);
  return { max, views: [] };
}

/**
 * A visit to `key`: it becomes the most recent, keeping its state when it was kept, else starting
 * with `fresh`. When that makes one too many, the least recently visited screen is dropped.
 */
export function visitView<S>(kept: KeptViews<S>, key: string, fresh: S): KeptViews<S> {
  const found = kept.views.find((view) => view.key === key);
  const others = kept.views.filter((view) => view.key !== key);
  return { max: kept.max, views: [found ?? { key, state: fresh }, ...others].slice(0, kept.max) };
}

/**
 * Changes the state of a kept screen without counting as a visit (saving what a screen holds while
 * the person works on it). A screen that is not kept stays unkept: it was dropped, and writing it
 * back would let a late save outlive the bound.
 */
export function updateKeptView<S>(kept: KeptViews<S>, key: string, change: (state: S) => S): KeptViews<S> {
  if (!kept.views.some((view) => view.key === key)) return kept;
  return { max: kept.max, views: kept.views.map((view) => (view.key === key ? { key, state: change(view.state) } : view)) };
}

export function keptState<S>(kept: KeptViews<S>, key: string): S | undefined {
  return kept.views.find((view) => view.key === key)?.state;
}

/** The kept screens, most recent first. */
export function keptKeys<S>(kept: KeptViews<S>): string[] {
  return kept.views.map((view) => view.key);
}

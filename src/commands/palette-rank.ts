/**
 * What the palette lists for a search, as flat rows (a group's heading, then its entries) so the list
 * can render only the rows in view. The order is the one decision 0037 describes: entries by score
 * within their group, groups by their best entry, ties in the given order. cmdk 1.1.1 never moved the
 * groups (it looked them up by an id its groups do not carry), so a weaker group listed above could
 * put its entry first: "sign out" highlighted Advanced Mode, "dark mode" a Help article on some screens.
 */
import type { Rankable } from './palette-score.ts';

export interface RankGroup<T extends Rankable> {
  readonly heading: string;
  readonly entries: readonly T[];
}

export type PaletteRow<T extends Rankable> =
  | { readonly kind: 'heading'; readonly heading: string; readonly group: number }
  | { readonly kind: 'option'; readonly entry: T; readonly heading: string; readonly group: number; /** 0-based among the options. */ readonly option: number };

/**
 * The groups that show for a score: without one (no search) all of them as given, else the entries
 * scoring above 0, each group's best first, groups ordered by their best entry. Sorts are stable.
 */
export function rankGroups<T extends Rankable>(groups: readonly RankGroup<T>[], score: ((value: string) => number) | null): RankGroup<T>[] {
  if (score === null) return groups.filter((group) => group.entries.length > 0);
  const ranked: { group: RankGroup<T>; best: number }[] = [];
  for (const group of groups) {
    const scored: { entry: T; score: number }[] = [];
    for (const entry of group.entries) {
      const value = score(entry.value);
      if (value > 0) scored.push({ entry, score: value });
    }
    if (scored.length === 0) continue;
    scored.sort((a, b) => b.score - a.score);
    ranked.push({ group: { heading: group.heading, entries: scored.map((s) => s.entry) }, best: scored[0]?.score ?? 0 });
  }
  return ranked.sort((a, b) => b.best - a.best).map((r) => r.group);
}

/** The groups as rows: each group's heading followed by its entries, options numbered from 0. */
export function paletteRows<T extends Rankable>(groups: readonly RankGroup<T>[]): PaletteRow<T>[] {
  const rows: PaletteRow<T>[] = [];
  let option = 0;
  groups.forEach((group, index) => {
    rows.push({ kind: 'heading', heading: group.heading, group: index });
    for (const entry of group.entries) rows.push({ kind: 'option', entry, heading: group.heading, group: index, option: option++ });
  });
  return rows;
}

export type PaletteMove = 'next' | 'previous' | 'first' | 'last' | 'next-group' | 'previous-group';

/**
 * The row the highlight moves to, as cmdk moved it: Arrow keys step (looping past either end),
 * Home/End and ⌘+Arrow jump to the first or last entry, Alt+Arrow to the first entry of the next or
 * previous group (or one step, when there is none). `from` is a row index, or -1 for none.
 */
export function moveHighlight<T extends Rankable>(rows: readonly PaletteRow<T>[], from: number, move: PaletteMove): number {
  const options: number[] = [];
  rows.forEach((row, index) => row.kind === 'option' && options.push(index));
  if (options.length === 0) return -1;
  const first = options[0] ?? -1;
  const last = options[options.length - 1] ?? -1;
  const at = options.indexOf(from);
  switch (move) {
    case 'first':
      return first;
    case 'last':
      return last;
    case 'next':
      return at < 0 || at === options.length - 1 ? first : (options[at + 1] ?? first);
    case 'previous':
      return at <= 0 ? last : (options[at - 1] ?? last);
    case 'next-group':
    case 'previous-group': {
      const current = rows[from];
      const group = current?.kind === 'option' ? current.group : -1;
      const target = move === 'next-group' ? group + 1 : group - 1;
      const found = rows.findIndex((row) => row.kind === 'option' && row.group === target);
      return found >= 0 ? found : moveHighlight(rows, from, move === 'next-group' ? 'next' : 'previous');
    }
  }
}

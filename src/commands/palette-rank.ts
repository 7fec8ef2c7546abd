/**
 * What the palette lists for a search, as flat rows (a group's heading, then its entries) so the list
 * can render only the rows in view. Entries are ordered by score within their group. Groups keep the
 * order they are listed in (the registry's sections), except that a group whose best entry is clearly
 * better comes before weaker ones: cmdk 1.1.1 never moved its groups (it looked them up by an id they
 * do not carry), so "sign out" highlighted Advanced Mode above Log out, and a Help article could come
 * before Dark Mode. "Clearly" is EQUAL_MARGIN: command-score's small penalties part matches a reader
 * sees as equal by thousandths ("search volume": a Help article 2.6865, Go to Google Search Volume
 * 2.6862), and among those the listed order decides, as it did in practice before (decision 0066).
 */
import { RECENT_BOOST, type Rankable } from './palette-score.ts';

/** Best entries closer than this are equals; half the recent boost, so a recent command still leads its equals. */
export const EQUAL_MARGIN = RECENT_BOOST / 2;

export interface RankGroup<T extends Rankable> {
  readonly heading: string;
  readonly entries: readonly T[];
}

export type PaletteRow<T extends Rankable> =
  | { readonly kind: 'heading'; readonly heading: string; readonly group: number }
  | { readonly kind: 'option'; readonly entry: T; readonly heading: string; readonly group: number; /** 0-based among the options. */ readonly option: number };

/**
 * The groups that show: without a score (no search) all of them as given, else the entries scoring
 * above 0, each group's best first (stable), the groups in tiers: the best remaining group and every
 * group within EQUAL_MARGIN of it, in their listed order, then the next tier from what is left.
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
  const ordered: RankGroup<T>[] = [];
  let rest = ranked;
  while (rest.length > 0) {
    const top = Math.max(...rest.map((r) => r.best));
    ordered.push(...rest.filter((r) => r.best >= top - EQUAL_MARGIN).map((r) => r.group));
    rest = rest.filter((r) => r.best < top - EQUAL_MARGIN);
  }
  return ordered;
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

import { sequencesClash } from './bindings.ts';
import type { CommandDescriptor } from './command-types.ts';
import { chordKey, parseSequence } from './keys.ts';
import { routeWithin } from './registry.ts';

/**
 * The app's keymap read from the static descriptor lists, before any screen mounts: every shortcut
 * with its command and list, and the clashes among commands that can be offered at the same time.
 * The key dispatcher refuses a clash at run time (bindings.ts); this finds it in a unit test.
 */
export interface KeymapEntry {
  readonly list: string;
  readonly id: string;
  /** The shortcut as written in the descriptor. */
  readonly sequence: string;
  readonly chords: readonly string[];
  readonly scope: CommandDescriptor['scope'];
}

export interface KeymapClash {
  readonly first: KeymapEntry;
  readonly second: KeymapEntry;
}

export function staticKeymap(lists: Readonly<Record<string, readonly CommandDescriptor[]>>): KeymapEntry[] {
  return Object.entries(lists).flatMap(([list, descriptors]) =>
    descriptors.flatMap(({ id, shortcut, scope }) => (shortcut === undefined ? [] : [{ list, id, sequence: shortcut, chords: parseSequence(shortcut).map(chordKey), scope }])),
  );
}

const onTable = (scope: CommandDescriptor['scope']) => scope === 'screen' || scope === 'table-selection';

/**
 * Whether two commands can be offered at once. Global commands meet every other; the keyword table's
 * sit on any screen that shows one, so they meet every screen's; two route scopes meet when one route
 * lies within the other (`/research` and `/research/x`), never across screens.
 */
export function scopesMeet(a: CommandDescriptor['scope'], b: CommandDescriptor['scope']): boolean {
  if (a === 'global' || b === 'global' || onTable(a) || onTable(b)) return true;
  if (typeof a === 'string' || typeof b === 'string') return false;
  return routeWithin(a.route, b.route) || routeWithin(b.route, a.route);
}

/** Every pair of commands that can meet and answer to the same keys, or one to the start of the other's. */
export function keymapClashes(entries: readonly KeymapEntry[]): KeymapClash[] {
  return entries.flatMap((first, i) =>
    entries.slice(i + 1).flatMap((second) => (scopesMeet(first.scope, second.scope) && sequencesClash(first.chords, second.chords) ? [{ first, second }] : [])),
  );
}

export const describeClash = ({ first, second }: KeymapClash): string =>
  `"${first.sequence}" ${first.id} (${first.list}) ~ "${second.sequence}" ${second.id} (${second.list})`;

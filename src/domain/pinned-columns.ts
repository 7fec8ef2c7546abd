/**
 * Pinned columns (decision 0057): the person's choice of up to MAX_PINNED columns that stay in view
 * beside the keyword while the table scrolls sideways. The keyword column is always first and always
 * stays; the pinned ones follow it in the order they were pinned or dragged to.
 */

interface Placeable {
  readonly value: string;
  /** False for the keyword column: never hidden, never moved, always first and always in view. */
  readonly canBeModified: boolean;
}

export type PinChange = { readonly ok: true; readonly pinned: string[] } | { readonly ok: false; readonly message: string };

/** Pins the column at the end of the pinned ones, or unpins it when it is pinned. */
export function togglePin(pinned: readonly string[], column: string, max: number): PinChange {
  if (pinned.includes(column)) return { ok: true, pinned: pinned.filter((c) => c !== column) };
  if (pinned.length >= max) return { ok: false, message: `At most ${max} columns can be pinned; unpin one first.` };
  return { ok: true, pinned: [...pinned, column] };
}

/**
 * The columns as the grid shows them: the fixed leading columns, then the pinned ones that are
 * shown, in pinned order, then the rest in their order. `sticky` counts the fixed and pinned ones.
 */
export function arrangePinned<C extends Placeable>(columns: readonly C[], pinned: readonly string[]): { columns: C[]; sticky: number } {
  const fixed: C[] = [];
  let at = 0;
  while (at < columns.length && columns[at]?.canBeModified === false) {
    const column = columns[at];
    if (column) fixed.push(column);
    at += 1;
  }
  const rest = columns.slice(at);
  const byValue = new Map(rest.map((c) => [c.value, c]));
  const pins = [...new Set(pinned)].map((v) => byValue.get(v)).filter((c): c is C => c !== undefined);
  const pinnedSet = new Set(pins.map((c) => c.value));
  return { columns: [...fixed, ...pins, ...rest.filter((c) => !pinnedSet.has(c.value))], sticky: fixed.length + pins.length };
}

/**
 * Where a column dragged from `from` to `to` lands in a list whose first `sticky` entries are the fixed
 * and pinned ones: a fixed column never moves, a pinned one moves only among the pinned ones, another
 * only among the others. Null when nothing moves.
 */
export function dropTarget(columns: readonly Placeable[], sticky: number, from: number, to: number): number | null {
  const column = columns[from];
  if (!column || !column.canBeModified || from === to) return null;
  let fixed = 0;
  while (fixed < columns.length && columns[fixed]?.canBeModified === false) fixed += 1;
  const [low, high] = from < sticky ? [fixed, sticky - 1] : [sticky, columns.length - 1];
  const target = Math.min(high, Math.max(low, to));
  return target === from ? null : target;
}

/** The list with the entry at `from` moved to `to` (remove, then insert). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry === undefined) return next;
  next.splice(to, 0, entry);
  return next;
}

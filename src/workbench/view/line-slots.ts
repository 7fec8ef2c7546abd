/**
 * Which DOM line each rendered grid line reuses. Keyed by line index, every line scrolled into view
 * was a new element and Chromium styled it from scratch (bench/workbench-scroll.bench.ts traced one
 * 54 ms style recalculation after a jump). Keyed by slot, a line entering the view takes the element
 * of a line that left, and only its changed text and attributes are touched.
 */

/**
 * Slots for `lines` (each rendered line once): a line rendered before keeps its slot, so the focused
 * cell's element survives scrolling; a new line takes the lowest slot no line holds now.
 */
export function assignLineSlots(previous: ReadonlyMap<number, number>, lines: readonly number[]): Map<number, number> {
  const slots = new Map<number, number>();
  const taken = new Set<number>();
  for (const line of lines) {
    const slot = previous.get(line);
    if (slot === undefined || taken.has(slot)) continue;
    slots.set(line, slot);
    taken.add(slot);
  }
  let free = 0;
  for (const line of lines) {
    if (slots.has(line)) continue;
    while (taken.has(free)) free++;
    slots.set(line, free);
    taken.add(free);
  }
  return slots;
}

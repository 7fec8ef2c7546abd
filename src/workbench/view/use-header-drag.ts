/** The grid's sticky columns and the headers' pointer drag (decision 0057). */
import { useCallback, useMemo, useRef } from 'react';
import { PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';

/** The selection column and the keyword: in view whatever is pinned. */
export const FIXED_STICKY = 2;
/** Pinned columns give way (from the last) when the sticky block would cover more of the grid than this. */
const MAX_STICKY_SHARE = 0.6;

/**
 * How many leading grid columns stay in view: `wanted`, fewer when they would cover more than
 * MAX_STICKY_SHARE of the grid's width (a phone), never fewer than the selection and keyword columns.
 */
export function stickyCount(gridColumns: readonly { width: number }[], wanted: number, gridWidth: number): number {
  let count = Math.min(wanted, gridColumns.length);
  const widthOf = (n: number) => gridColumns.slice(0, n).reduce((sum, c) => sum + c.width, 0);
  while (count > FIXED_STICKY && widthOf(count) > gridWidth * MAX_STICKY_SHARE) count -= 1;
  return count;
}

/** Said to a screen reader as a header is dragged; the drop says where the column went. */
const quiet = (): undefined => undefined;

/**
 * Headers reorder by pointer (dnd-kit): a press that moves 6 px starts a drag, so a click still sorts.
 * The keyboard reorders in the column manager (Alt+arrows) and the grid keeps its own keys, so no
 * keyboard sensor is added. The grid's column 0 (selection) is never a move's end.
 */
export function useHeaderDrag(ids: readonly string[], onMove: ((from: number, to: number) => string | null) | undefined) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const lastDrop = useRef(0);
  const outcome = useRef<string | null>(null);
  const onDragEnd = useCallback((event: DragEndEvent) => {
    lastDrop.current = Date.now();
    outcome.current = null;
    const from = ids.indexOf(String(event.active.id));
    const to = event.over ? ids.indexOf(String(event.over.id)) : -1;
    if (!onMove || from < 1 || to < 1) return;
    outcome.current = onMove(from - 1, to - 1);
  }, [ids, onMove]);
  const announcements = useMemo<Announcements>(() => ({
    onDragStart: ({ active }) => `Moving ${String(active.data.current?.['title'] ?? 'the column')}.`,
    onDragOver: quiet,
    onDragMove: quiet,
    // dnd-kit asks after onDragEnd ran, so the outcome is known.
    onDragEnd: () => outcome.current ?? 'The column stays where it was.',
    onDragCancel: () => 'The column stays where it was.',
  }), []);
  return {
    sensors,
    ids: ids as string[],
    onDragEnd,
    // In the body: dnd-kit's live region inside the header row would break the grid's structure (axe).
    accessibility: { container: document.body, announcements, screenReaderInstructions: { draggable: 'Drag a column header to move the column; with the keyboard, use Columns… and Alt+arrow keys.' } },
    /** A click right after a drop is the drop's own release, not a sort. */
    clickBlocked: () => Date.now() - lastDrop.current < 250,
  };
}

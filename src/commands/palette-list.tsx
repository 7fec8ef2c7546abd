import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { PaletteRow } from './palette-rank.ts';
import type { Rankable } from './palette-score.ts';

/** Row heights in rem, as palette.css sets them: fixed, so no row is measured after it renders. */
const OPTION_REM = 2.25;
const HEADING_REM = 1.75;
/** The list's padding above the first and below the last row, in px. */
const LIST_PADDING = 6;

export type PaletteVirtualizer = Virtualizer<HTMLDivElement, Element>;

const rowKey = <T extends Rankable>(row: PaletteRow<T> | undefined, index: number) =>
  row === undefined ? index : row.kind === 'heading' ? `h:${row.heading}` : `o:${row.entry.value}`;

/**
 * Only the rows in view (and a few beyond) are in the DOM: with 600 commands cmdk rendered and laid
 * out every one on opening and on each keystroke (decision 0066).
 */
export function usePaletteVirtualizer<T extends Rankable>(rows: readonly PaletteRow<T>[], scroller: RefObject<HTMLDivElement | null>): PaletteVirtualizer {
  // Read once per opening: "Bold text" sets the root's size, and the rows are sized in rem.
  const [remPx] = useState(() => (typeof document === 'undefined' ? 16 : Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16));
  // A new key function for new rows makes the virtualizer lay the rows out again (its estimate is not a dependency).
  const getItemKey = useCallback((index: number) => rowKey(rows[index], index), [rows]);
  return useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'heading' ? HEADING_REM : OPTION_REM) * remPx,
    getItemKey,
    overscan: 8,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    // The first render already holds the rows in view, before the list has been measured.
    initialRect: { width: 640, height: 420 },
    useFlushSync: false,
  });
}

/** Brings row `index` into view; the first entry of a group brings its heading along when scrolling up to it. */
export function revealRow<T extends Rankable>(virtualizer: PaletteVirtualizer, rows: readonly PaletteRow<T>[], index: number): void {
  const heading = rows[index - 1]?.kind === 'heading' ? virtualizer.measurementsCache[index - 1] : undefined;
  if (heading && heading.start < (virtualizer.scrollOffset ?? 0)) virtualizer.scrollToIndex(index - 1, { align: 'start' });
  else virtualizer.scrollToIndex(index, { align: 'auto' });
}

type ListProps<T extends Rankable> = {
  readonly rows: readonly PaletteRow<T>[];
  readonly virtualizer: PaletteVirtualizer;
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly listId: string;
  readonly optionCount: number;
  readonly activeRow: number;
  readonly optionId: (entry: T) => string;
  readonly renderOption: (entry: T) => ReactNode;
  readonly onHover: (entry: T) => void;
  readonly onRun: (entry: T) => void;
};

/**
 * The listbox: the rows in view, each group's in a `group` named by its heading. Every option says
 * where it stands among all of them (aria-setsize, aria-posinset): a screen reader hears "3 of 540"
 * although only a window of the list exists. The cmdk-* attributes are the ones cmdk gave the same
 * parts; the styles and the journeys select by them.
 */
export function PaletteList<T extends Rankable>({ rows, virtualizer, scroller, listId, optionCount, activeRow, optionId, renderOption, onHover, onRun }: ListProps<T>) {
  const runs: { heading: string; items: ReactNode[] }[] = [];
  for (const item of virtualizer.getVirtualItems()) {
    const row = rows[item.index];
    if (!row) continue;
    const style = { height: item.size, transform: `translateY(${item.start}px)` };
    let run = runs[runs.length - 1];
    if (!run || run.heading !== row.heading) {
      run = { heading: row.heading, items: [] };
      runs.push(run);
    }
    if (row.kind === 'heading') {
      run.items.push(
        <div key={item.key} cmdk-group-heading="" aria-hidden="true" className="palette-row palette-heading" style={style}>
          {row.heading}
        </div>,
      );
      continue;
    }
    const selected = item.index === activeRow;
    const { entry } = row;
    run.items.push(
      <div
        key={item.key}
        id={optionId(entry)}
        cmdk-item=""
        role="option"
        aria-selected={selected}
        aria-setsize={optionCount}
        aria-posinset={row.option + 1}
        data-selected={selected}
        data-value={entry.value}
        className="palette-row palette-item"
        style={style}
        onPointerMove={selected ? undefined : () => onHover(entry)}
        onClick={() => onRun(entry)}
      >
        {renderOption(entry)}
      </div>,
    );
  }
  return (
    <div ref={scroller} cmdk-list="" role="listbox" id={listId} aria-label="Commands" tabIndex={-1} className="palette-list">
      <div cmdk-list-sizer="" className="palette-sizer" style={{ height: virtualizer.getTotalSize() }}>
        {runs.map((run) => (
          <div key={run.heading} role="group" aria-label={run.heading}>
            {run.items}
          </div>
        ))}
      </div>
      {optionCount === 0 && (
        <div cmdk-empty="" role="presentation">
          No matching commands.
        </div>
      )}
    </div>
  );
}

/**
 * Pages of grid lines for tables too tall for the browser. Chromium stops an element's height at
 * 33,554,431 px (Firefox near 17.9 million), so 1,000,000 lines of 36 px could not all be scrolled to:
 * the grid's body holds one page of lines at a time and moves the page by half when the view nears
 * either end of it (or the focus goes beyond it), keeping the same lines on screen. Tables that fit
 * in one page, every table a person normally has, never see a second one.
 */

/** Under both browsers' limits, with room for the header and rounding. */
export const MAX_PAGE_PX = 15_000_000;

export const pageSizeFor = (lineHeight: number, maxPx = MAX_PAGE_PX): number => Math.max(1, Math.floor(maxPx / lineHeight));

/** Where the page starts at most: its last line is the table's last line. */
const lastStart = (lines: number, pageSize: number): number => Math.max(0, lines - pageSize);

/** A page start that fits the table as it is now (a filter may have shortened it). */
export function clampPage(start: number, lines: number, pageSize: number): number {
  return Math.min(Math.max(0, start), lastStart(lines, pageSize));
}

/** The lines of the page starting at `start`. */
export const pageLength = (start: number, lines: number, pageSize: number): number => Math.max(0, Math.min(pageSize, lines - start));

/** The start of a page holding `line`: the current one when it does, else a page with the line in its middle. */
export function pageHolding(line: number, lines: number, current: number, pageSize: number): number {
  const start = clampPage(current, lines, pageSize);
  if (line >= start && line < start + pageSize) return start;
  return clampPage(line - Math.floor(pageSize / 2), lines, pageSize);
}

/**
 * The page after the view showed page lines `first` to `last`: half a page on when the view is
 * within `margin` lines of the page's end and the table goes on, half a page back near its start.
 * The page must be over four margins long, so a view moved by half a page lands outside both.
 */
export function pageAfterScroll(first: number, last: number, lines: number, current: number, pageSize: number, margin: number): number {
  const start = clampPage(current, lines, pageSize);
  const half = Math.max(1, Math.floor(pageSize / 2));
  const end = lastStart(lines, pageSize);
  if (last >= pageSize - margin && start < end) return Math.min(end, start + half);
  if (first < margin && start > 0) return Math.max(0, start - half);
  return start;
}

/**
 * The arithmetic of the scroll bench, kept apart from the DOM so it can be tested: which lines a
 * scroll position shows, where the scripted scroll goes next, and how per-frame blank counts add up.
 */
import type { BlankSummary } from './figures.ts';

export interface LineRange {
  first: number;
  /** Inclusive; below `first` when no line is in view. */
  last: number;
}

/**
 * The lines inside the viewport of a scroller whose sticky header of `header` px covers the top of
 * the content: the body starts below the header, so line i occupies [header + i·h, header + (i+1)·h).
 */
export function viewportLines(scrollTop: number, clientHeight: number, header: number, lineHeight: number, total: number): LineRange {
  const top = Math.max(0, scrollTop);
  const first = Math.floor(top / lineHeight);
  const bottom = top + clientHeight - header;
  const last = Math.min(total - 1, Math.ceil(bottom / lineHeight) - 1);
  return { first, last: Math.max(first - 1, last) };
}

export interface ScrollScript {
  /** Pixels per frame of the steady scroll. */
  step: number;
  /** Every this many frames the script jumps instead of stepping. */
  jumpEvery: number;
}

/**
 * Where frame `frame` puts the scroller: a steady scroll of `step` px, and every `jumpEvery` frames a
 * jump, alternating between one page down (Page Down) and a far spot (dragging the scroll bar). The far
 * spots follow a fixed sequence, so runs are comparable. At the end the scroll starts over at the top.
 */
export function nextScrollTop(frame: number, current: number, maxScroll: number, page: number, script: ScrollScript): number {
  if (maxScroll <= 0) return 0;
  let next: number;
  if (frame > 0 && frame % script.jumpEvery === 0) {
    const jump = frame / script.jumpEvery;
    // The golden ratio's fraction spreads the far spots over the whole height without repeating soon.
    next = jump % 2 === 1 ? current + page : ((jump * 0.618_033_988_75) % 1) * maxScroll;
  } else {
    next = current + script.step;
  }
  return next > maxScroll ? 0 : Math.round(next);
}

export interface BlankTally {
  frames: number;
  framesWithBlanks: number;
  lines: number;
  blanks: number;
  worst: number;
}

export const NO_BLANKS: BlankTally = { frames: 0, framesWithBlanks: 0, lines: 0, blanks: 0, worst: 0 };

/** Adds one frame: `visible` lines in the viewport, `blank` of them without data. */
export function tallyFrame(tally: BlankTally, visible: number, blank: number): BlankTally {
  if (visible <= 0) return tally;
  const shown = Math.min(blank, visible);
  return {
    frames: tally.frames + 1,
    framesWithBlanks: tally.framesWithBlanks + (shown > 0 ? 1 : 0),
    lines: tally.lines + visible,
    blanks: tally.blanks + shown,
    worst: Math.max(tally.worst, shown / visible),
  };
}

export function blankSummary(tally: BlankTally): BlankSummary {
  return {
    frames: tally.frames,
    framesWithBlanks: tally.framesWithBlanks,
    ratio: tally.lines === 0 ? 0 : tally.blanks / tally.lines,
    worst: tally.worst,
  };
}

/** What the scroll bench page answers the Node driver: plain data, so it crosses page.evaluate as JSON. */

/** The served names: the Node driver bundles the page and the engine worker under these. */
export const PAGE_NAME = 'workbench-scroll';
export const WORKER_NAME = 'workbench-scroll-worker';

export interface LoadFigures {
  rows: number;
  /** Generating the rows on the page: not the app's work, shown so the other figures read right. */
  generate: number;
  /** From mounting the grid until the first keyword line is on screen (worker load, view, window, render, paint). */
  firstRows: number;
  lines: number;
  /** The longest 'longtask' while loading (the rows' copy to the worker is one); 0 when none was over 50 ms. */
  longestLoadTask: number;
}

/** Scrolling to the table's last line as a scrollbar dragged to the bottom would, again while the grid pages on. */
export interface EndFigures {
  reached: boolean;
  /** Drags to the bottom it took: one, or more where the body holds a page of the lines (line-pages.ts). */
  steps: number;
  milliseconds: number;
}

/** The first and last line (0-based) with a row element inside the viewport, below the header. */
export interface VisibleLines {
  first: number;
  last: number;
}

export interface ScrollFigures {
  seconds: number;
  frames: number;
  /** The longest gap between two animation frames: a long task or a slow frame shows up here too. */
  longestFrameGap: number;
  /** 'longtask' entries (each over 50 ms by definition). */
  longTasks: number[];
  /** 'long-animation-frame' entries (over 50 ms); empty when the browser has no such entry type. */
  longFrames: LongFrame[];
  longFramesSupported: boolean;
  /** Of the lines inside the viewport in each frame, how many showed the placeholder: their window had not arrived. */
  blank: BlankSummary;
  /** Of the lines inside the viewport in each frame, how many had no element at all: the grid had not rendered them yet. */
  unrendered: BlankSummary;
  /** Engine window requests the grid made while scrolling. */
  windowRequests: number;
}

export interface LongFrame {
  duration: number;
  blocking: number;
  /** The scripts Chromium blames, longest first: "invoker (source) ms". */
  scripts: string[];
}

export interface BlankSummary {
  frames: number;
  /** Frames with at least one placeholder or missing line in the viewport. */
  framesWithBlanks: number;
  /** Placeholder lines over all sampled viewport lines. */
  ratio: number;
  /** The largest share of the viewport blank in one frame. */
  worst: number;
}

export interface QueryFigures {
  /** Setting filter + sort + group until the new first line is painted, first time (folds and collates). */
  first: number;
  /** The same, best of the warm repeats. */
  warm: number;
  /** The first line's keyword afterwards, so a reader can check the view changed as meant. */
  firstKeyword: string;
  lines: number;
}

export interface MemoryFigure {
  bytes: number | null;
  source: string;
}

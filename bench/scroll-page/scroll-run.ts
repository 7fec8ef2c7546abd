/**
 * Five seconds of scripted scrolling in animation frames, watched by the browser's own long-task and
 * long-animation-frame observers. Each frame first moves the scroller, then counts what the viewport
 * shows: that DOM is what this frame paints, since the grid only reacts to the scroll in the next one.
 */
import { LINE_HEIGHT } from '../../src/workbench/view/workbench-grid.tsx';
import { blankSummary, nextScrollTop, NO_BLANKS, tallyFrame, type ScrollScript } from './frame-stats.ts';
import type { LongFrame, ScrollFigures } from './figures.ts';
import { countViewport, gridElement } from './grid-probes.ts';

/** With jumps: 60 px a frame, and every 40 frames a page down or a far jump. Steady: the 60 px only. */
const WITH_JUMPS: ScrollScript = { step: 60, jumpEvery: 40 };
const STEADY: ScrollScript = { step: 60, jumpEvery: Number.MAX_SAFE_INTEGER };

/** The fields of a long-animation-frame entry the bench reads; the DOM typings may not know them yet. */
interface LoafScript {
  duration: number;
  invoker?: string;
  sourceURL?: string;
  sourceFunctionName?: string;
}

function longFrameOf(entry: PerformanceEntry): LongFrame {
  const blocking = 'blockingDuration' in entry && typeof entry.blockingDuration === 'number' ? entry.blockingDuration : 0;
  const scripts: LoafScript[] = 'scripts' in entry && Array.isArray(entry.scripts) ? entry.scripts : [];
  return {
    duration: entry.duration,
    blocking,
    scripts: [...scripts]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((s) => `${s.invoker ?? '?'} (${s.sourceFunctionName || '?'} ${s.sourceURL?.split('/').pop() ?? ''}) ${s.duration.toFixed(0)} ms`),
  };
}

export function observeLongTasks(): { stop(): number[] } {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  return {
    stop() {
      for (const entry of observer.takeRecords()) tasks.push(entry.duration);
      observer.disconnect();
      return tasks;
    },
  };
}

export function scrollFor(milliseconds: number, jumps: boolean, windowRequests: () => number): Promise<ScrollFigures> {
  const script = jumps ? WITH_JUMPS : STEADY;
  const grid = gridElement();
  const header = grid.querySelector<HTMLElement>('.wb-head')?.offsetHeight ?? 0;
  const longTasks = observeLongTasks();
  const longFramesSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
  const longFrames: LongFrame[] = [];
  const loaf = longFramesSupported ? new PerformanceObserver((list) => longFrames.push(...list.getEntries().map(longFrameOf))) : null;
  loaf?.observe({ type: 'long-animation-frame', buffered: false });
  const requestsBefore = windowRequests();
  let blank = NO_BLANKS;
  let unrendered = NO_BLANKS;
  let frames = 0;
  let longestGap = 0;

  return new Promise((resolve) => {
    const start = performance.now();
    let previous = start;
    const frame = (now: number): void => {
      longestGap = Math.max(longestGap, now - previous);
      previous = now;
      if (now - start >= milliseconds) {
        for (const entry of loaf?.takeRecords() ?? []) longFrames.push(longFrameOf(entry));
        loaf?.disconnect();
        grid.scrollTop = 0;
        resolve({
          seconds: (now - start) / 1000,
          frames,
          longestFrameGap: longestGap,
          longTasks: longTasks.stop(),
          longFrames,
          longFramesSupported,
          blank: blankSummary(blank),
          unrendered: blankSummary(unrendered),
          windowRequests: windowRequests() - requestsBefore,
        });
        return;
      }
      const maxScroll = grid.scrollHeight - grid.clientHeight;
      grid.scrollTop = nextScrollTop(frames, grid.scrollTop, maxScroll, grid.clientHeight - header - LINE_HEIGHT, script);
      const count = countViewport(grid, header);
      blank = tallyFrame(blank, count.visible, count.placeholders);
      unrendered = tallyFrame(unrendered, count.visible, count.missing);
      frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

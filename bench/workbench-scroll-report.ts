/** The printed figures of the scroll bench (workbench-scroll.bench.ts): plain text tables on stdout. */
import type { BlankSummary, EndFigures, LoadFigures, MemoryFigure, QueryFigures, ScrollFigures } from './scroll-page/figures.ts';
import type { FunctionTime } from './scroll-page/cpu-profile.ts';
import type { TaskStats, TimeByName } from './scroll-page/trace-tasks.ts';

export const TASK_TARGET = 50;
export const SCROLL_ROWS = 100_000;

export interface TracedScroll {
  main: TaskStats;
  worker: TaskStats | null;
  frames: number;
  /** Own time by trace event of every main-thread task, and of those over the target. */
  all: TimeByName[];
  long: { tasks: number; times: TimeByName[] };
}

export interface SizeFigures {
  load: LoadFigures;
  end: EndFigures;
  query: QueryFigures;
  memory: MemoryFigure;
  /** Observed with jumps, observed without jumps, traced with jumps. */
  scroll?: { observed: ScrollFigures; steady: ScrollFigures; traced: TracedScroll };
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const mb = (bytes: number | null): string => (bytes === null ? '?' : `${(bytes / 1_048_576).toFixed(0)} MB`);
const pct = (share: number): string => `${(share * 100).toFixed(1)} %`;
const count = (value: number): string => value.toLocaleString('en');

function blankLine(label: string, b: BlankSummary): string {
  return `  ${label.padEnd(44)} ${pct(b.ratio)} of viewport lines; ${count(b.framesWithBlanks)} of ${count(b.frames)} frames; worst frame ${pct(b.worst)}`;
}

/** The biggest own times of trace events, e.g. "FunctionCall 812 ms, Layout 400 ms". */
function times(list: readonly TimeByName[]): string {
  return list.slice(0, 7).map((t) => `${t.name} ${t.self.toFixed(0)} ms`).join(', ');
}

export function printScroll(s: NonNullable<SizeFigures['scroll']>): boolean {
  const { observed: o, steady, traced: t } = s;
  const longestObserved = Math.max(0, ...o.longTasks);
  console.log(`\nScrolling ${count(SCROLL_ROWS)} rows for ${(o.seconds).toFixed(1)} s (60 px a frame, a page or far jump every 40 frames)`);
  console.log(`  frames rendered                              ${count(o.frames)} (${(o.frames / o.seconds).toFixed(0)} per s); longest gap between frames ${ms(o.longestFrameGap)}`);
  console.log(`  'longtask' entries (> 50 ms)                 ${o.longTasks.length}${o.longTasks.length ? `, longest ${ms(longestObserved)}` : ''}`);
  console.log(`  'long-animation-frame' entries (> 50 ms)     ${o.longFramesSupported ? String(o.longFrames.length) : 'not supported'}`);
  for (const frame of [...o.longFrames].sort((a, b) => b.duration - a.duration).slice(0, 3)) {
    console.log(`      ${ms(frame.duration)} (blocking ${ms(frame.blocking)}): ${frame.scripts.join('; ') || 'no script blamed: style, layout or paint'}`);
  }
  console.log(blankLine('lines showing the placeholder "…"', o.blank));
  console.log(blankLine('lines not rendered yet (empty space)', o.unrendered));
  console.log(`  engine window requests                       ${count(o.windowRequests)}`);
  const steadyLongest = Math.max(0, ...steady.longTasks);
  console.log(`  without jumps (60 px a frame only)           ${count(steady.frames)} frames, ${steady.longTasks.length} 'longtask' entries${steady.longTasks.length ? `, longest ${ms(steadyLongest)}` : ''}; longest gap between frames ${ms(steady.longestFrameGap)}; placeholder lines ${pct(steady.blank.ratio)}`);
  console.log(`  traced pass: main-thread tasks               ${count(t.main.count)}, longest ${ms(t.main.longest)}, 99th percentile ${ms(t.main.p99)}, over 50 ms: ${t.main.over50}, busy ${pct(t.main.busy)} (${count(t.frames)} frames)`);
  if (t.worker) console.log(`  traced pass: engine worker tasks             ${count(t.worker.count)}, longest ${ms(t.worker.longest)}, busy ${pct(t.worker.busy)}`);
  console.log(`  main-thread time by trace event, all tasks   ${times(t.all)}`);
  if (t.long.tasks > 0) console.log(`  ... in the ${t.long.tasks} task(s) over ${TASK_TARGET} ms         ${times(t.long.times)}`);
  const longest = Math.max(longestObserved, steadyLongest, t.main.longest);
  const met = longest <= TASK_TARGET;
  console.log(`  longest main-thread task while scrolling     ${ms(longest)}   target no task over ${TASK_TARGET} ms: ${met ? 'met' : 'MISSED'}`);
  return met;
}

export function printTable(figures: readonly SizeFigures[]): void {
  const header = ['rows', 'first rows painted', 'longest load task', 'filter+sort+group shown (first)', '(warm)', 'lines after', 'memory of the tab', 'last line scrolled to'];
  const table = figures.map((f) => [
    count(f.load.rows),
    ms(f.load.firstRows),
    f.load.longestLoadTask > 0 ? ms(f.load.longestLoadTask) : '< 50 ms',
    ms(f.query.first),
    ms(f.query.warm),
    count(f.query.lines),
    `${mb(f.memory.bytes)}`,
    f.end.reached ? `${ms(f.end.milliseconds)}, ${f.end.steps} ${f.end.steps === 1 ? 'drag' : 'drags'} to the bottom` : `NOT REACHED in ${f.end.steps} drags`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}`);
  for (const row of table) console.log(line(row));
  const source = figures[0]?.memory.source ?? '';
  console.log(`memory: ${source}; row generation on the page is not in any figure (${figures.map((f) => ms(f.load.generate)).join(', ')})`);
  console.log('last line: the scrollbar dragged to the bottom until the last line shows; past 416,666 lines the grid body holds a page of them and moves it on (line-pages.ts)');
}


/** The functions of the profiled pass: most time including callees, then most time of their own. */
export function printProfile(functions: readonly FunctionTime[]): void {
  const row = (f: FunctionTime): string => `  ${f.total.toFixed(0).padStart(7)} ms ${f.self.toFixed(0).padStart(7)} ms  ${f.name}`;
  console.log(`\nCPU profile of a ${SCROLL_ROWS.toLocaleString('en')}-row scroll pass (unminified bundle; total = with callees, self = own)`);
  console.log('    total     self  function');
  for (const f of functions.slice(0, 25)) console.log(row(f));
  console.log('  most own time:');
  for (const f of [...functions].sort((a, b) => b.self - a.self).slice(0, 12)) console.log(row(f));
  // Own time per module: which library or component file the samples were in ("(program)" is native work).
  const byModule = new Map<string, number>();
  for (const f of functions) {
    const module = /\(([^()]+)\)$/.exec(f.name)?.[1] ?? f.name;
    byModule.set(module, (byModule.get(module) ?? 0) + f.self);
  }
  console.log('  own time per module:');
  for (const [module, self] of [...byModule.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${self.toFixed(0).padStart(7)} ms  ${module}`);
}

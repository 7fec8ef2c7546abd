/** Reading the mounted grid from the outside, as a user's eyes would: what the DOM shows, and when it is painted. */
import { LINE_HEIGHT } from '../../src/workbench/view/workbench-grid.tsx';
import { viewportLines } from './frame-stats.ts';
import type { EndFigures, VisibleLines } from './figures.ts';

export function gridElement(): HTMLElement {
  const grid = document.querySelector<HTMLElement>('.wb-grid');
  if (!grid) throw new Error('the grid is not mounted');
  return grid;
}

/** Resolves after the next frame has been painted: rAF runs before paint, a task queued there runs after it. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The keyword of line 0 once it has data, else null (placeholder, group without head, not rendered). */
export function firstLineKeyword(): string | null {
  const line = document.querySelector<HTMLElement>('.wb-body [data-line="0"]');
  return line?.dataset.keyword ?? null;
}

/**
 * Resolves with the time (performance.now) when line 0 first shows a keyword `accept` takes, painted:
 * a MutationObserver sees React's commit at once, then the next paint is awaited.
 */
export function waitForFirstLine(accept: (keyword: string) => boolean, timeout: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const keyword = firstLineKeyword();
      return keyword !== null && accept(keyword);
    };
    const done = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      void afterPaint().then(() => resolve(performance.now()));
    };
    const observer = new MutationObserver(() => {
      if (check()) done();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`line 0 did not change within ${timeout} ms (it shows ${firstLineKeyword() ?? 'nothing'})`));
    }, timeout);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-keyword'] });
    if (check()) done();
  });
}

export interface ViewportCount {
  visible: number;
  /** Lines showing the placeholder. */
  placeholders: number;
  /** Lines in the viewport without an element. */
  missing: number;
}

/** The lines the viewport covers at the grid's current scroll position, and how many of them show no data. */
export function countViewport(grid: HTMLElement, header: number): ViewportCount {
  const total = Number(grid.getAttribute('aria-rowcount') ?? '1') - 1;
  const { first, last } = viewportLines(grid.scrollTop, grid.clientHeight, header, LINE_HEIGHT, total);
  const visible = last - first + 1;
  if (visible <= 0) return { visible: 0, placeholders: 0, missing: 0 };
  let rendered = 0;
  let placeholders = 0;
  for (const line of grid.querySelectorAll<HTMLElement>('.wb-body > [data-line]')) {
    const index = Number(line.dataset.line);
    if (index < first || index > last) continue;
    rendered += 1;
    if (line.getAttribute('aria-busy') === 'true') placeholders += 1;
  }
  return { visible, placeholders, missing: visible - rendered };
}

/** The lines whose rows show inside the grid's viewport, by their rectangles: what a person sees. */
export function visibleLines(grid: HTMLElement): VisibleLines | null {
  const head = grid.querySelector<HTMLElement>('.wb-head')?.getBoundingClientRect().bottom ?? grid.getBoundingClientRect().top;
  const bottom = grid.getBoundingClientRect().top + grid.clientHeight;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const row of grid.querySelectorAll<HTMLElement>('.wb-body > [data-line]')) {
    const rect = row.getBoundingClientRect();
    if (rect.bottom <= head + 1 || rect.top >= bottom - 1) continue;
    const line = Number(row.dataset.line);
    first = Math.min(first, line);
    last = Math.max(last, line);
  }
  return Number.isFinite(first) ? { first, last } : null;
}

/** Scrolls to an end of the table, again and again while the grid pages on, until its first or last line shows. */
export async function scrollToEdge(edge: 'start' | 'end', maxSteps = 50): Promise<EndFigures> {
  const grid = gridElement();
  const lines = Number(grid.getAttribute('aria-rowcount') ?? '1') - 1;
  const wanted = edge === 'start' ? 0 : lines - 1;
  const start = performance.now();
  for (let steps = 1; steps <= maxSteps; steps++) {
    grid.scrollTop = edge === 'start' ? 0 : grid.scrollHeight;
    // One frame for the scroll to reach the grid, one for a page move to render.
    await afterPaint();
    await afterPaint();
    const shown = visibleLines(grid);
    if (shown && shown.first <= wanted && wanted <= shown.last) return { reached: true, steps, milliseconds: performance.now() - start };
  }
  return { reached: false, steps: maxSteps, milliseconds: performance.now() - start };
}


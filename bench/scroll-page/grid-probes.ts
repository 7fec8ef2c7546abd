/** Reading the mounted grid from the outside, as a user's eyes would: what the DOM shows, and when it is painted. */
import { LINE_HEIGHT } from '../../src/workbench/view/workbench-grid.tsx';
import { viewportLines } from './frame-stats.ts';

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

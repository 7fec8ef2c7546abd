/**
 * A navigation inside the running app, and its landing, read in one call into the page.
 *
 * route-landings.test.ts makes about 400 such navigations. Done as separate calls (read the heading
 * shown, push the address, wait for the new heading, read the landing) each navigation cost five
 * round trips between the test and Chromium; on this two-core machine under load (load average
 * 20-30) a round trip took about 75 ms, more than the router took to land. Here the page reads what it shows, pushes the address, waits
 * (on every animation frame, as playwright's waitForFunction) and reports in one call.
 */
import type { Page } from 'playwright-core';
import type { Landing } from './e2e-helpers.ts';

export type InPageLanding =
  /** The page shows the expected heading already: a landing there could not be told from staying. */
  | { readonly kind: 'shown already'; readonly shown: string | null }
  | { readonly kind: 'landed'; readonly landing: Landing; readonly shown: string | null }
  | { readonly kind: 'not landed'; readonly at: string; readonly h1: readonly string[] };

/**
 * Pushes `path` into the router's history (as a link does) and waits until the address is
 * `expected` and main#main's first h1 is visible with the `heading`, or, with no heading pinned,
 * with another heading than before. Nothing is pushed when the expected heading is shown already
 * (with none pinned: when no heading is shown), since the old screen could then pass for the new.
 */
export function landInPage(page: Page, path: string, expected: string, heading: string | null, timeout = 15_000): Promise<InPageLanding> {
  return page.evaluate(
    ([to, want, title, waitMs]) =>
      new Promise<InPageLanding>((resolve) => {
        const mainHeading = () => document.querySelector('main#main h1');
        const textOf = (element: Element | null) => element?.textContent?.trim() ?? null;
        const before = textOf(mainHeading());
        if (title === null ? before === null : before === title) {
          resolve({ kind: 'shown already', shown: before });
          return;
        }
        const address = () => `${window.location.pathname}${window.location.search}`;
        // Visible as playwright's locators mean it: a box of some size, and not visibility: hidden.
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        };
        const arrived = () => {
          const h1 = mainHeading();
          const shown = textOf(h1);
          return address() === want && h1 !== null && shown !== null && visible(h1) && (title === null ? shown !== before : shown === title);
        };
        const headings = () => [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? '');
        const deadline = performance.now() + waitMs;
        const check = () => {
          if (arrived()) {
            const landing = { path: address(), h1: headings(), mains: document.querySelectorAll('main#main').length, h1InMain: document.querySelectorAll('main#main h1').length };
            resolve({ kind: 'landed', landing, shown: textOf(mainHeading()) });
          } else if (performance.now() > deadline) {
            resolve({ kind: 'not landed', at: address(), h1: headings() });
          } else {
            requestAnimationFrame(check);
          }
        };
        window.history.pushState(null, '', to);
        requestAnimationFrame(check);
      }),
    [path, expected, heading, timeout] as const,
  );
}

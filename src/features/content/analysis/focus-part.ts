/**
 * Moves the keyboard focus to a part of a screen (a command's "Go to …"): the part's heading takes
 * focus and scrolls into view, so a screen reader says where the user landed and Tab goes on from there.
 */
export function focusPart(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

export const PART_HEADINGS = { chart: 'wdf-chart-title', relevance: 'relevance-title', terms: 'terms-title' } as const;

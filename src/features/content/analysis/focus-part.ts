/**
 * Moves the keyboard focus to a part of a screen (a command's "Go to …"): the part's heading takes
 * focus and scrolls into view, so a screen reader says where the user landed and Tab goes on from there.
 */
export function focusPart(headingId: string): void {
  focusWhenFree(() => {
    const heading = document.getElementById(headingId);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  });
}

/** Focuses the element with this id once it is there and free to take the focus. */
export function focusById(id: string): void {
  focusWhenFree(() => document.getElementById(id)?.focus());
}

export const PART_HEADINGS = { chart: 'wdf-chart-title', relevance: 'relevance-title', terms: 'terms-title' } as const;

const MAX_FRAMES = 60;

/**
 * Runs `focus` once no modal dialog is open. A command runs from the palette, a modal dialog: while it
 * is open the page is inert, and when it closes the browser hands the focus back to where it was, so
 * focusing at once would be undone. A second of frames at most: a dialog left open wins.
 */
function focusWhenFree(focus: () => void, frame = 0): void {
  requestAnimationFrame(() => {
    if (document.querySelector('dialog[open]') !== null && frame < MAX_FRAMES) focusWhenFree(focus, frame + 1);
    else focus();
  });
}

/** What the column manager's live region says after a move, so a screen reader user hears the result. */
import type { RowPosition } from './column-order.ts';

/** "Avg. volume moved to position 3 of 14." / "Nov 2024 moved to position 2 of 12 in Monthly volumes." */
export function reorderAnnouncement(title: string, at: RowPosition, groupLabel?: string): string {
  const within = at.group !== null && groupLabel ? ` in ${groupLabel}` : '';
  return `${title} moved to position ${at.position} of ${at.total}${within}.`;
}

/** Said when a move is asked for but cannot happen, instead of staying silent. */
export function cannotMoveAnnouncement(title: string, direction: -1 | 1): string {
  return `${title} cannot move ${direction < 0 ? 'up' : 'down'}.`;
}

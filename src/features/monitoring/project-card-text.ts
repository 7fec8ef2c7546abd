import type { ProjectCard } from '../../domain/contracts/monitoring.ts';
import { formatNumber } from '../../domain/number-format.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/** When the last update finished, or what the update is doing now. */
export function lastUpdateText(card: Pick<ProjectCard, 'last_update' | 'update_state'>): string {
  if (card.update_state === 'running') return 'Updating now…';
  if (card.last_update === null) return card.update_state === 'failed' ? 'First update failed' : 'Not updated yet';
  const when = dateTime.format(new Date(card.last_update));
  return card.update_state === 'failed' ? `${when} (failed)` : when;
}

/** What the sparkline shows, in words (its accessible name). */
export function sparklineLabel(card: Pick<ProjectCard, 'domain' | 'sparkline'>): string {
  const values = card.sparkline.map((p) => p.value);
  if (values.length === 0) return `No visibility history of ${card.domain} yet`;
  return `Visibility of ${card.domain} over ${formatNumber(values.length)} days, from ${formatNumber(values[0], 2)} to ${formatNumber(values[values.length - 1], 2)}`;
}

export const DEVICE_LABEL = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' } as const;

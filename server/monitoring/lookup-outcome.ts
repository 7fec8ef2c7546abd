/** A rank lookup's outcome as the row it is stored as. */
import { domainPosition } from '../../src/domain/serp-position.ts';
import type { RankCheckOutcome } from '../providers/ports.ts';
import type { PositionWrite } from './position-store.ts';

/** Waits before the scheduled retries of a failed lookup: 15 minutes, 1 hour, 4 hours, then no more. */
export const RETRY_BACKOFF_MINUTES = [15, 60, 240] as const;

/** When a failed lookup that has had `attempts` tries is tried again; null once the backoff is spent. */
export function nextRetryAt(attempts: number, now: Date): Date | null {
  const minutes = RETRY_BACKOFF_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

export type Tracked = { keywordId: number; attempts: number };

/**
 * The row of one outcome: the position and URL of the project's domain (or not found), the SERP
 * features, and where each competitor stands on the same page; a failure keeps its reason and no
 * position, and is planned for a retry while the backoff lasts.
 */
export function positionWrite(outcome: RankCheckOutcome, tracked: Tracked, domain: string, competitors: readonly string[], day: string, now: Date): PositionWrite {
  const base = { keyword_id: tracked.keywordId, day, checked_at: now };
  if (!outcome.ok) {
    return { ...base, status: 'failed', position: null, url: null, features: '', competitors: {}, reason: outcome.reason || 'the lookup failed', next_retry_at: outcome.retryable ? nextRetryAt(tracked.attempts, now) : null };
  }
  const own = domainPosition(outcome.organic, domain);
  const rivals: Record<string, number | null> = {};
  for (const c of competitors) rivals[c] = domainPosition(outcome.organic, c)?.position ?? null;
  return {
    ...base,
    status: own === null ? 'not_found' : 'ranked',
    position: own?.position ?? null,
    url: own?.url ?? null,
    features: outcome.features.join(','),
    competitors: rivals,
    reason: null,
    next_retry_at: null,
  };
}

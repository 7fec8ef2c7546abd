import type { Kysely } from 'kysely';
import type { UsagePort } from '../../src/domain/provider-usage.ts';
import type { Database } from '../db/schema.ts';
import { usageCaller } from './usage-scope.ts';
import { UsageStore, type UsageIncrement } from './usage-store.ts';

/** One lookup's parts: keywords served from the cache, and those asked of the provider in how many calls. */
export interface LookupTally {
  readonly cachedKeywords?: number;
  readonly paidKeywords?: number;
  readonly paidCalls?: number;
}

/**
 * Counts a lookup for the caller of the work under way (usage-scope.ts); outside any caller (a test
 * of the cache on its own, a start-up task) nothing is counted. The cache part counts as one call when
 * it served anything. Awaited, and a failure fails the lookup like a failed cache write would: it is
 * the same database, so a lookup is never silently left out of the figures an admin is billed by.
 */
export async function countUsage(db: Kysely<Database>, port: UsagePort, tally: LookupTally, now: Date = new Date()): Promise<void> {
  const caller = usageCaller();
  if (!caller) return;
  const base = { companyId: caller.companyId, suite: caller.suite, port, day: now.toISOString().slice(0, 10) };
  const increments: UsageIncrement[] = [];
  const cached = tally.cachedKeywords ?? 0;
  if (cached > 0) increments.push({ ...base, kind: 'cache', calls: 1, keywords: cached });
  const paidCalls = tally.paidCalls ?? 0;
  if (paidCalls > 0) increments.push({ ...base, kind: 'paid', calls: paidCalls, keywords: tally.paidKeywords ?? 0 });
  await new UsageStore(db).add(increments);
}

import type { Kysely } from 'kysely';
import type { UsageKind, UsagePort, UsageSuite } from '../../src/domain/provider-usage.ts';
import { UsageStore } from '../usage/usage-store.ts';
import type { Database } from './schema.ts';

const COMPANY_ID = 1;

interface SeedUsage {
  readonly suite: UsageSuite;
  readonly port: UsagePort;
  readonly kind: UsageKind;
  readonly calls: number;
  readonly keywords: number;
  /** Day of the month; a start earlier in the month puts it on today instead, so nothing lies in the future. */
  readonly day: number;
}

/**
 * A small month of company 1's lookups (docs/demo-data.md), so Settings → Usage shows figures on a
 * fresh start: what a team researching, tracking and writing for the Winter Sale would have asked.
 */
export const DEMO_USAGE: readonly SeedUsage[] = [
  { suite: 'searchvolume', port: 'metrics', kind: 'paid', calls: 14, keywords: 420, day: 2 },
  { suite: 'searchvolume', port: 'metrics', kind: 'cache', calls: 9, keywords: 310, day: 3 },
  { suite: 'research', port: 'ideas', kind: 'paid', calls: 6, keywords: 6, day: 2 },
  { suite: 'research', port: 'suggestions', kind: 'paid', calls: 11, keywords: 11, day: 4 },
  { suite: 'research', port: 'serp', kind: 'paid', calls: 3, keywords: 3, day: 5 },
  { suite: 'collections', port: 'metrics', kind: 'paid', calls: 4, keywords: 213, day: 1 },
  { suite: 'collections', port: 'metrics', kind: 'cache', calls: 7, keywords: 180, day: 8 },
  { suite: 'brands', port: 'metrics', kind: 'paid', calls: 2, keywords: 96, day: 1 },
  { suite: 'monitoring', port: 'rankTracking', kind: 'paid', calls: 20, keywords: 500, day: 6 },
  { suite: 'content', port: 'serp', kind: 'paid', calls: 1, keywords: 1, day: 1 },
  { suite: 'ai-chat', port: 'languageModel', kind: 'paid', calls: 5, keywords: 5, day: 9 },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Seeds DEMO_USAGE into the month of `now` once per database: only while company 1 has no usage
 * row at all, so a second start (or a later month) adds nothing to counters real lookups wrote.
 */
export async function seedDemoUsage(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const any = await db.selectFrom('provider_usage').select('company_id').where('company_id', '=', COMPANY_ID).limit(1).executeTakeFirst();
  if (any) return;
  const month = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}`;
  const today = now.getUTCDate();
  // Each suite, port and kind appears once, so clamping to today never puts two rows on one key.
  await new UsageStore(db).add(
    DEMO_USAGE.map((u) => ({ companyId: COMPANY_ID, day: `${month}-${pad(Math.min(u.day, today))}`, suite: u.suite, port: u.port, kind: u.kind, calls: u.calls, keywords: u.keywords })),
  );
}

import { sql, type Kysely } from 'kysely';
import type { UsageCount, UsageKind, UsagePort, UsageSuite } from '../../src/domain/provider-usage.ts';
import type { Database } from '../db/schema.ts';

export interface UsageIncrement {
  readonly companyId: number;
  /** `YYYY-MM-DD` (UTC). */
  readonly day: string;
  readonly suite: UsageSuite;
  readonly port: UsagePort;
  readonly kind: UsageKind;
  readonly calls: number;
  readonly keywords: number;
}

/** The provider usage counters (migration 0022, decision 0053): one row per company, day, suite, port and kind. */
export class UsageStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds to the day's counters, one statement for all of them; the first lookup of a day makes its row. */
  async add(increments: readonly UsageIncrement[]): Promise<void> {
    if (increments.length === 0) return;
    await this.db
      .insertInto('provider_usage')
      .values(increments.map((i) => ({ company_id: i.companyId, day: i.day, suite: i.suite, port: i.port, kind: i.kind, calls: i.calls, keywords: i.keywords })))
      .onConflict((c) =>
        c.columns(['company_id', 'day', 'suite', 'port', 'kind']).doUpdateSet({
          calls: sql<number>`provider_usage.calls + excluded.calls`,
          keywords: sql<number>`provider_usage.keywords + excluded.keywords`,
        }),
      )
      .execute();
  }

  /** The company's counters from `fromDay` on, summed per month (`YYYY-MM`), suite, port and kind. */
  async monthly(companyId: number, fromDay: string): Promise<UsageCount[]> {
    const rows = await this.db
      .selectFrom('provider_usage')
      .select(['suite', 'port', 'kind', sql<string>`to_char(day, 'YYYY-MM')`.as('month'), sql<string>`sum(calls)`.as('calls'), sql<string>`sum(keywords)`.as('keywords')])
      .where('company_id', '=', companyId)
      .where('day', '>=', fromDay)
      .groupBy(['suite', 'port', 'kind', sql`to_char(day, 'YYYY-MM')`])
      .execute();
    // sum() of integers is a bigint, which the drivers hand back as text.
    return rows.map((row) => ({ month: row.month, suite: row.suite, port: row.port, kind: row.kind, calls: Number(row.calls), keywords: Number(row.keywords) }));
  }
}

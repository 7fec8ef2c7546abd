import { sql, type Kysely } from 'kysely';
import type { Period } from '../../src/domain/internal-search-stats.ts';
import type { Database } from '../db/schema.ts';

/**
 * The counts that stand for a company in a period: rows of live imports, and of a day only the
 * newest live import that covers it (a re-exported month replaces the earlier export of that month
 * instead of doubling it; deleting the newer import brings the older counts back). Decision 0034.
 */
function countedRows(db: Kysely<Database>, companyId: number, period: Period) {
  return db
    .selectFrom('internal_search_terms as t')
    .innerJoin('internal_search_imports as i', 'i.id', 't.import_id')
    .where('t.company_id', '=', companyId)
    .where('i.deleted_at', 'is', null)
    .where('t.day', '>=', period.from)
    .where('t.day', '<=', period.to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('internal_search_imports as n')
            .select(sql<number>`1`.as('one'))
            .whereRef('n.company_id', '=', 't.company_id')
            .where('n.deleted_at', 'is', null)
            .whereRef('n.id', '>', 't.import_id')
            .whereRef('n.first_day', '<=', 't.day')
            .whereRef('n.last_day', '>=', 't.day'),
        ),
      ),
    );
}

/** The last day any live import covers, or undefined when the company has none. */
export async function lastLoggedDay(db: Kysely<Database>, companyId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('internal_search_imports')
    .select(sql<string | null>`max(last_day)::text`.as('day'))
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.day ?? undefined;
}

/** Searches per day that has any; the caller fills the silent days with 0. */
export async function dailySearches(db: Kysely<Database>, companyId: number, period: Period): Promise<Map<string, number>> {
  const rows = await countedRows(db, companyId, period)
    .select([sql<string>`t.day::text`.as('day'), sql<string>`sum(t.count)::bigint`.as('searches')])
    .groupBy('t.day')
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.searches)]));
}

export interface TermTotal {
  readonly term: string;
  readonly searches: number;
  readonly earlier: number;
  readonly later: number;
}

/**
 * Each term's searches in the period and in its two halves (`laterFrom` is the first day of the
 * later half), the most searched first (then by term, so ties come in a stable order).
 */
export async function termTotals(db: Kysely<Database>, companyId: number, period: Period, laterFrom: string, limit: number): Promise<{ terms: TermTotal[]; distinct: number }> {
  const rows = await countedRows(db, companyId, period)
    .select([
      't.term',
      sql<string>`sum(t.count)::bigint`.as('searches'),
      sql<string>`sum(case when t.day < ${laterFrom}::date then t.count else 0 end)::bigint`.as('earlier'),
      sql<string>`sum(case when t.day >= ${laterFrom}::date then t.count else 0 end)::bigint`.as('later'),
      sql<number>`(count(*) over ())::int`.as('distinct_terms'),
    ])
    .groupBy('t.term')
    .orderBy(sql`sum(t.count)`, 'desc')
    .orderBy('t.term')
    .limit(limit)
    .execute();
  return {
    terms: rows.map((r) => ({ term: r.term, searches: Number(r.searches), earlier: Number(r.earlier), later: Number(r.later) })),
    distinct: rows[0]?.distinct_terms ?? 0,
  };
}

import { sql, type Kysely } from 'kysely';
import type { PageViewRow } from '../../src/domain/contracts/page-views.ts';
import type { Database } from '../db/schema.ts';

/** The offline collector's counts (decision 0044): per company, screen pattern and day; nothing about who. */
export class PageViewStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** One view more of the screen on the day; the first view of a day makes its row. */
  async count(companyId: number, path: string, day: string): Promise<void> {
    await this.db
      .insertInto('page_views')
      .values({ company_id: companyId, path, day, count: 1 })
      .onConflict((c) => c.columns(['company_id', 'day', 'path']).doUpdateSet({ count: sql<number>`page_views.count + 1` }))
      .execute();
  }

  /** The company's views from `from` to `to` (days, both included), newest day first, busiest screen first. */
  async list(companyId: number, from: string, to: string): Promise<PageViewRow[]> {
    const rows = await this.db
      .selectFrom('page_views')
      .select(['path', 'count', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
      .where('company_id', '=', companyId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day', 'desc')
      .orderBy('count', 'desc')
      .orderBy('path')
      .execute();
    return rows.map((row) => ({ path: row.path, day: row.day, count: Number(row.count) }));
  }
}

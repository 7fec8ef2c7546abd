import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type ResultsPage = { items: unknown[]; total: number };

/**
 * One page of a job's results (finished batches, input order) without loading the rest: the sizes
 * of the finished batches say which of them hold the page, and only those are read.
 */
export async function jobResultsPage(db: Kysely<Database>, jobId: string, offset: number, limit: number): Promise<ResultsPage> {
  const sizes = await db
    .selectFrom('job_batches')
    .select(['index', 'item_count as size'])
    .where('job_id', '=', jobId)
    .where('status', '=', 'done')
    .orderBy('index')
    .execute();
  const end = offset + limit;
  const needed: Array<{ index: number; skip: number; take: number }> = [];
  let start = 0;
  for (const { index, size } of sizes) {
    const from = Math.max(offset, start);
    const to = Math.min(end, start + size);
    if (from < to) needed.push({ index, skip: from - start, take: to - from });
    start += size;
  }
  const total = start;
  if (needed.length === 0) return { items: [], total };
  const rows = await db
    .selectFrom('job_batches')
    // The whole result: `result -> 'items'` would have the database parse each json result first.
    .select(['index', 'result'])
    .where('job_id', '=', jobId)
    .where(
      'index',
      'in',
      needed.map((n) => n.index),
    )
    .orderBy('index')
    .execute();
  const byIndex = new Map(rows.map((row) => [row.index, row.result?.items ?? []]));
  const items = needed.flatMap(({ index, skip, take }) => (byIndex.get(index) ?? []).slice(skip, skip + take));
  return { items, total };
}

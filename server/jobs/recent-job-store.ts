import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Ids of the newest jobs of one kind a person started in a company, newest first. */
export async function recentJobIds(db: Kysely<Database>, job: { companyId: number; userId: number; kind: string; limit: number }): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('company_id', '=', job.companyId)
    .where('user_id', '=', job.userId)
    .where('kind', '=', job.kind)
    .orderBy('created_at', 'desc')
    .limit(job.limit)
    .execute();
  return rows.map((row) => row.id);
}

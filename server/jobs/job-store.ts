import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, JobStatus } from '../db/schema.ts';
import type { FailedItem, JobView, NewJob } from './job-port.ts';

type Db = Kysely<Database>;

/** Creates the job and all its batches at once, so no runner ever sees half a job. */
/** Stores a new job: queued, or done at once with its batches' results when `job.results` holds them. */
export async function insertJob(db: Db, job: NewJob): Promise<string> {
  const id = randomUUID();
  const { results } = job;
  if (results !== undefined && results.length !== job.batches.length) {
    throw new Error(`a job of ${job.batches.length} batches came with ${results.length} batch results`);
  }
  const done = results !== undefined;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('jobs')
      .values({
        id,
        kind: job.kind,
        company_id: job.companyId,
        user_id: job.userId,
        status: done ? 'done' : 'queued',
        payload: job.payload,
        total_batches: job.batches.length,
        ...(done ? { done_batches: job.batches.length } : {}),
      })
      .execute();
    // Chunked so a very large job stays under the 65,535 bind parameters of one statement.
    for (let start = 0; start < job.batches.length; start += 200) {
      const rows = job.batches.slice(start, start + 200).map((items, offset) => {
        const index = start + offset;
        const row = { job_id: id, index, input: { items } };
        const stored = results?.[index] ?? [];
        return results ? { ...row, status: 'done' as const, result: { items: stored, failed: [] }, item_count: stored.length } : row;
      });
      await trx.insertInto('job_batches').values(rows).execute();
    }
  });
  return id;
}

export async function jobRow(db: Db, id: string) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setJobStatus(db: Db, id: string, status: JobStatus, error: string | null = null): Promise<void> {
  await db.updateTable('jobs').set({ status, error, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Batches still to do, failed ones included: a resumed job tries them again. */
export async function unfinishedBatches(db: Db, id: string): Promise<Array<{ index: number; items: unknown[] }>> {
  const rows = await db
    .selectFrom('job_batches')
    .select(['index', 'input'])
    .where('job_id', '=', id)
    .where('status', '<>', 'done')
    .orderBy('index')
    .execute();
  return rows.map((row) => ({ index: row.index, items: row.input.items }));
}

/**
 * Saves one finished batch and recounts the job's progress. Only a batch not yet done is
 * written, so a second worker that ran the same batch after a lost lock changes nothing.
 */
export async function saveBatchDone(db: Db, id: string, index: number, result: { items: unknown[]; failed: FailedItem[] }, attempts: number): Promise<number> {
  await db
    .updateTable('job_batches')
    .set({ status: 'done', result, item_count: result.items.length, failed_count: result.failed.length, error: null, attempts: sql<number>`attempts + ${attempts}` })
    .where('job_id', '=', id)
    .where('index', '=', index)
    .where('status', '<>', 'done')
    .execute();
  const updated = await db
    .updateTable('jobs')
    .set({
      done_batches: sql<number>`(select count(*) from job_batches where job_id = ${id} and status = 'done')::int`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning('done_batches')
    .executeTakeFirst();
  return updated?.done_batches ?? 0;
}

export async function saveBatchFailed(db: Db, id: string, index: number, reason: string, attempts: number, jobError: string): Promise<void> {
  await db
    .updateTable('job_batches')
    .set({ status: 'failed', error: reason, attempts: sql<number>`attempts + ${attempts}` })
    .where('job_id', '=', id)
    .where('index', '=', index)
    .where('status', '<>', 'done')
    .execute();
  await setJobStatus(db, id, 'failed', jobError);
}

/** Items the handler gave up on inside batches that finished: only batches that counted some are read. */
export async function failedItemsOfDoneBatches(db: Db, id: string): Promise<FailedItem[]> {
  const rows = await db
    .selectFrom('job_batches')
    .select(sql<FailedItem[] | null>`result -> 'failed'`.as('failed'))
    .where('job_id', '=', id)
    .where('status', '=', 'done')
    .where('failed_count', '>', 0)
    .orderBy('index')
    .execute();
  return rows.flatMap((row) => row.failed ?? []);
}

export async function jobView(db: Db, id: string): Promise<JobView | undefined> {
  const row = await jobRow(db, id);
  if (!row) return undefined;
  const batches = await db
    .selectFrom('job_batches')
    .select(['index', 'status', 'error', 'input', sql<FailedItem[] | null>`result -> 'failed'`.as('failed')])
    .where('job_id', '=', id)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb('failed_count', '>', 0)]))
    .orderBy('index')
    .execute();
  const failed = batches.flatMap((batch): FailedItem[] =>
    batch.status === 'failed' ? batch.input.items.map((item) => ({ item, reason: batch.error ?? 'failed' })) : (batch.failed ?? []),
  );
  return {
    id: row.id,
    kind: row.kind,
    companyId: row.company_id,
    userId: row.user_id,
    status: row.status,
    doneBatches: row.done_batches,
    totalBatches: row.total_batches,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    failed,
  };
}

export async function batchResults(db: Db, id: string): Promise<unknown[]> {
  // Whole results, not `result -> 'items'`: the database would parse each json result to find the list.
  const rows = await db.selectFrom('job_batches').select('result').where('job_id', '=', id).where('status', '=', 'done').orderBy('index').execute();
  return rows.flatMap((row) => row.result?.items ?? []);
}

export async function unfinishedJobs(db: Db): Promise<Array<{ id: string; kind: string }>> {
  return db.selectFrom('jobs').select(['id', 'kind']).where('status', 'in', ['queued', 'running']).orderBy('created_at').execute();
}

/** Jobs a previous process left unfinished: without a queue outside the process nobody will finish them. */
export async function markUnfinishedInterrupted(db: Db): Promise<string[]> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'interrupted', updated_at: sql<Date>`now()` })
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The kind and payload of a job: what a listener needs to describe it. */
export async function jobKindAndPayload(db: Db, id: string): Promise<{ kind: string; payload: Record<string, unknown> } | undefined> {
  return db.selectFrom('jobs').select(['kind', 'payload']).where('id', '=', id).executeTakeFirst();
}

/** Interrupted jobs of the given kinds, oldest first. */
export async function interruptedJobs(db: Db, kinds: readonly string[]) {
  if (kinds.length === 0) return [];
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'company_id', 'payload', 'done_batches', 'total_batches'])
    .where('kind', 'in', kinds)
    .where('status', '=', 'interrupted')
    .orderBy('created_at')
    .execute();
}

/** Ids of the newest jobs of one kind a person started in a company, newest first. */
export async function recentJobIds(db: Db, job: { companyId: number; userId: number; kind: string; limit: number }): Promise<string[]> {
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

/** A company's newest jobs of every kind, newest first: what Home lists (after its access filter). */
export async function newestCompanyJobs(db: Db, companyId: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'status', 'payload', 'done_batches', 'total_batches', 'error', 'created_at', 'updated_at'])
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

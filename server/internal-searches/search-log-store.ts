import { sql, type Kysely, type Transaction } from 'kysely';
import { IMPORT_UNDO_SECONDS, type ImportSummary } from '../../src/domain/contracts/internal-searches.ts';
import type { SearchLogEntry } from '../../src/domain/internal-search-csv.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewSearchLog {
  readonly companyId: number;
  readonly userId: number | null;
  readonly domain: string;
  readonly fileName: string | null;
  readonly location: number;
  readonly language: string;
  readonly entries: readonly SearchLogEntry[];
  readonly acceptedLines: number;
  readonly rejectedLines: number;
  readonly firstDay: string;
  readonly lastDay: string;
  readonly seedKey?: string;
}

function summaryQuery(db: Db, companyId: number) {
  return db
    .selectFrom('internal_search_imports as i')
    .select([
      'i.id',
      'i.domain',
      'i.file_name',
      'i.location',
      'i.language',
      'i.accepted_lines',
      'i.rejected_lines',
      sql<string>`i.first_day::text`.as('first_day'),
      sql<string>`i.last_day::text`.as('last_day'),
      'i.created_at',
      (eb) =>
        eb
          .selectFrom('internal_search_terms as t')
          .select([sql<number>`count(distinct t.term)::int`.as('n')])
          .whereRef('t.import_id', '=', 'i.id')
          .as('term_count'),
      (eb) =>
        eb
          .selectFrom('internal_search_terms as t')
          .select([sql<number>`coalesce(sum(t.count), 0)::bigint`.as('n')])
          .whereRef('t.import_id', '=', 'i.id')
          .as('searches'),
    ])
    .where('i.company_id', '=', companyId);
}

type SummaryRow = Omit<ImportSummary, 'term_count' | 'searches' | 'created_at'> & {
  created_at: Date;
  term_count: number | null;
  searches: number | string | bigint | null;
};

function toSummary(row: SummaryRow): ImportSummary {
  return {
    id: row.id,
    domain: row.domain,
    file_name: row.file_name,
    location: row.location,
    language: row.language,
    term_count: row.term_count ?? 0,
    // `sum` of integers is a bigint; a company's searches stay far below 2^53.
    searches: Number(row.searches ?? 0),
    accepted_lines: row.accepted_lines,
    rejected_lines: row.rejected_lines,
    first_day: row.first_day,
    last_day: row.last_day,
    created_at: new Date(row.created_at).toISOString(),
  };
}

// 5 bind parameters a row: 5,000 rows stay far under the 65,535 of one statement.
const INSERT_CHUNK = 5000;

/** Stores one parsed log with its counts in one transaction; answers its summary. */
export async function insertSearchLog(db: Kysely<Database>, log: NewSearchLog): Promise<ImportSummary> {
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('internal_search_imports')
      .values({
        company_id: log.companyId,
        domain: log.domain,
        file_name: log.fileName,
        location: log.location,
        language: log.language,
        accepted_lines: log.acceptedLines,
        rejected_lines: log.rejectedLines,
        first_day: log.firstDay,
        last_day: log.lastDay,
        created_by: log.userId,
        seed_key: log.seedKey ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < log.entries.length; start += INSERT_CHUNK) {
      const chunk = log.entries.slice(start, start + INSERT_CHUNK);
      await trx
        .insertInto('internal_search_terms')
        .values(chunk.map((e) => ({ import_id: created.id, company_id: log.companyId, day: e.day, term: e.term, count: e.count })))
        .execute();
    }
    return created.id;
  });
  const summary = await findImport(db, log.companyId, id);
  if (!summary) throw new Error(`import ${id} vanished after it was written`);
  return summary;
}

/** The company's live imports, newest first. */
export async function listImports(db: Db, companyId: number): Promise<ImportSummary[]> {
  const rows = await summaryQuery(db, companyId).where('i.deleted_at', 'is', null).orderBy('i.id', 'desc').execute();
  return rows.map(toSummary);
}

/** A live import of the company; another company's id finds nothing, exactly like an unknown one. */
export async function findImport(db: Db, companyId: number, id: number): Promise<ImportSummary | undefined> {
  const row = await summaryQuery(db, companyId).where('i.deleted_at', 'is', null).where('i.id', '=', id).executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

/** Marks the import deleted; answers when, or undefined when the company has no such live import. */
export async function softDeleteImport(db: Db, companyId: number, id: number): Promise<Date | undefined> {
  const row = await db
    .updateTable('internal_search_imports')
    .set({ deleted_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('deleted_at')
    .executeTakeFirst();
  return row?.deleted_at ?? undefined;
}

/** Brings a deleted import back while its undo window is open; answers whether it did. */
export async function restoreImport(db: Db, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('internal_search_imports')
    .set({ deleted_at: null })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '>', sql<Date>`now() - make_interval(secs => ${IMPORT_UNDO_SECONDS})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Removes the company's imports deleted longer ago than the undo window, with their counts. The
 * seeded demo log stays (its seed key keeps it from coming back on the next start).
 */
export async function purgeDeletedImports(db: Db, companyId: number): Promise<void> {
  await db
    .deleteFrom('internal_search_imports')
    .where('company_id', '=', companyId)
    .where('seed_key', 'is', null)
    .where('deleted_at', '<', sql<Date>`now() - make_interval(secs => ${IMPORT_UNDO_SECONDS})`)
    .execute();
}

/** The newest live import: its site and market are the ones the screens look up on Google. */
export async function newestImport(db: Db, companyId: number) {
  return db
    .selectFrom('internal_search_imports')
    .select(['id', 'domain', 'location', 'language'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

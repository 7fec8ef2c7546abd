import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompactMetrics } from '../../src/domain/compact-metrics.ts';
import type { CollectionSummary } from '../../src/domain/contracts/collections.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import type { Database } from '../db/schema.ts';
import { chunksInTurns } from '../db/take-turns.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** 16 random bytes: 128 bits, so a share link cannot be guessed or counted. */
export function newShareId(): string {
  return randomBytes(16).toString('base64url');
}

export type CollectionLookup = { id: number } | { name: string };

function summaryQuery(db: Db, companyId: number) {
  return db
    .selectFrom('collections as c')
    .select([
      'c.id',
      'c.name',
      'c.location',
      'c.language',
      'c.share_id',
      'c.share_custom_columns',
      'c.created_at',
      'c.updated_at',
      (eb) => eb.selectFrom('collection_keywords as k').select(sql<number>`count(*)::int`.as('n')).whereRef('k.collection_id', '=', 'c.id').as('keyword_count'),
    ])
    .where('c.company_id', '=', companyId);
}

type SummaryRow = { id: number; name: string; location: number; language: string; share_id: string | null; share_custom_columns: boolean; created_at: Date; updated_at: Date; keyword_count: number | null };

function toSummary(row: SummaryRow): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    keyword_count: row.keyword_count ?? 0,
    location: row.location,
    language: row.language,
    share_id: row.share_id,
    share_custom_columns: row.share_custom_columns,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listCollections(db: Db, companyId: number): Promise<CollectionSummary[]> {
  const rows = await summaryQuery(db, companyId).where('c.deleted_at', 'is', null).orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').execute();
  return rows.map(toSummary);
}

/** A live collection of the company; another company's id finds nothing, exactly like an unknown one. */
export async function findCollection(db: Db, companyId: number, lookup: CollectionLookup): Promise<CollectionSummary | undefined> {
  let query = summaryQuery(db, companyId).where('c.deleted_at', 'is', null);
  query = 'id' in lookup ? query.where('c.id', '=', lookup.id) : query.where(sql<string>`lower(c.name)`, '=', lookup.name.toLowerCase());
  const row = await query.executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

export async function findDeletedCollection(db: Db, companyId: number, id: number) {
  return db.selectFrom('collections').select(['id', 'name', 'deleted_at']).where('company_id', '=', companyId).where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
}

export async function nameTaken(db: Db, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('collections').select('id').where('company_id', '=', companyId).where('deleted_at', 'is', null).where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function touchCollection(db: Db, id: number): Promise<void> {
  await db.updateTable('collections').set({ updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

// Identities a statement of removeKeywords or listsHoldingKeywords names: far under the 65,535 bind parameters.
const INSERT_CHUNK = 1000;

/**
 * Adds keywords after the collection's last position, each as the compact metrics its row is built
 * from (decision 0064); a keyword already in it (same identity) keeps its saved row and position.
 * Answers how many were new. A thousand keywords go in one statement, each column one array
 * parameter, with the event loop's turn between two statements (server/db/take-turns.ts).
 */
export async function addRows(db: Db, collectionId: number, entries: readonly CompactMetrics[]): Promise<number> {
  const last = await db
    .selectFrom('collection_keywords')
    .select(sql<number | null>`max(position)`.as('last'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  let position = (last?.last ?? -1) + 1;
  const seen = new Set<string>();
  const values: Array<{ identity: string; position: number; metrics: CompactMetrics }> = [];
  for (const metrics of entries) {
    const identity = phraseIdentity(metrics.k);
    if (seen.has(identity)) continue;
    seen.add(identity);
    values.push({ identity, position: position++, metrics });
  }
  let added = 0;
  for await (const chunk of chunksInTurns(values)) {
    // The metrics travel as JSON texts the json column keeps as they are: nothing is taken apart.
    const inserted = await sql`
      insert into collection_keywords (collection_id, keyword, identity, position, metrics)
      select ${collectionId}, r.keyword, r.identity, r.position, r.metrics
      from unnest(${chunk.map((v) => v.metrics.k)}::text[], ${chunk.map((v) => v.identity)}::text[], ${chunk.map((v) => v.position)}::int[], ${chunk.map((v) => JSON.stringify(v.metrics))}::json[])
        as r(keyword, identity, position, metrics)
      on conflict (collection_id, identity) do nothing
    `.execute(db);
    added += Number(inserted.numAffectedRows ?? 0n);
  }
  return added;
}

export async function removeKeywords(db: Db, collectionId: number, keywords: readonly string[]): Promise<number> {
  const identities = [...new Set(keywords.map(phraseIdentity))];
  let removed = 0;
  for (let start = 0; start < identities.length; start += INSERT_CHUNK) {
    const result = await db
      .deleteFrom('collection_keywords')
      .where('collection_id', '=', collectionId)
      .where('identity', 'in', identities.slice(start, start + INSERT_CHUNK))
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** For each keyword, the names of the company's live collections in `location` that hold it. */
export async function listsHoldingKeywords(db: Db, companyId: number, location: number, keywords: readonly string[]): Promise<Map<string, string[]>> {
  const identities = [...new Set(keywords.map(phraseIdentity))];
  const byIdentity = new Map<string, string[]>();
  for (let start = 0; start < identities.length; start += INSERT_CHUNK) {
    const rows = await db
      .selectFrom('collection_keywords as k')
      .innerJoin('collections as c', 'c.id', 'k.collection_id')
      .select(['k.identity', 'c.name'])
      .where('c.company_id', '=', companyId)
      .where('c.location', '=', location)
      .where('c.deleted_at', 'is', null)
      .where('k.identity', 'in', identities.slice(start, start + INSERT_CHUNK))
      .orderBy('c.name')
      .execute();
    for (const row of rows) byIdentity.set(row.identity, [...(byIdentity.get(row.identity) ?? []), row.name]);
  }
  return byIdentity;
}

/**
 * Deleted collections past their undo window are gone for good; the seeded one stays as a marker so
 * a restart does not bring it back (docs/decisions/0010-collections.md).
 */
export async function purgeExpiredDeletions(db: Db, companyId: number, undoSeconds: number): Promise<void> {
  await db
    .deleteFrom('collections')
    .where('company_id', '=', companyId)
    .where('seed_key', 'is', null)
    .where('deleted_at', '<', sql<Date>`now() - make_interval(secs => ${undoSeconds})`)
    .execute();
}

export type NewCollection = { companyId: number; name: string; location: number; language: string; createdBy: number };

/**
 * Creates the collection with its rows in one transaction; undefined when a live collection of the
 * company already has the name (the unique index decides between two creates racing for it).
 */
export async function createCollection(db: Kysely<Database>, collection: NewCollection, entries: readonly CompactMetrics[]): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('collections')
      .values({ company_id: collection.companyId, name: collection.name, location: collection.location, language: collection.language, created_by: collection.createdBy })
      .onConflict((oc) => oc.expression(sql`company_id, lower(name)`).where('deleted_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return undefined;
    await addRows(trx, created.id, entries);
    return created.id;
  });
}

/** Adds keywords and marks the collection changed, together. */
export async function addRowsAndTouch(db: Kysely<Database>, collectionId: number, entries: readonly CompactMetrics[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const added = await addRows(trx, collectionId, entries);
    await touchCollection(trx, collectionId);
    return added;
  });
}

export async function renameCollection(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('collections').set({ name, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Soft delete: the collection can be brought back until the undo window ends. Answers when it was deleted. */
export async function markDeleted(db: Db, id: number): Promise<Date> {
  const deleted = await db.updateTable('collections').set({ deleted_at: sql<Date>`now()` }).where('id', '=', id).returning('deleted_at').executeTakeFirstOrThrow();
  return new Date(deleted.deleted_at ?? Date.now());
}

export async function restoreCollection(db: Db, id: number): Promise<void> {
  await db.updateTable('collections').set({ deleted_at: null, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Shares (with the owner's choice about custom columns; unchanged when undefined) or, with null, unshares. */
export async function setShareId(db: Db, id: number, shareId: string | null, shareCustomColumns?: boolean): Promise<void> {
  // Unsharing forgets the choice, so a later link starts without the custom columns again.
  const customs = shareId === null ? false : shareCustomColumns;
  await db
    .updateTable('collections')
    .set({ share_id: shareId, ...(customs === undefined ? {} : { share_custom_columns: customs }) })
    .where('id', '=', id)
    .execute();
}

export async function sharesCustomColumns(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('collections').select('share_custom_columns').where('id', '=', id).executeTakeFirst();
  return row?.share_custom_columns === true;
}

/** The live collection behind a share id, whatever its company. */
export async function findSharedCollection(db: Db, shareId: string) {
  return db
    .selectFrom('collections')
    .select(['id', 'name', 'location', 'language', 'share_custom_columns'])
    .where('share_id', '=', shareId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

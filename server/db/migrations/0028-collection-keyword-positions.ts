import type { Kysely } from 'kysely';

/**
 * Decision 0063: a collection's rows are read a page at a time in position order (collectionRowPages),
 * with the event loop's turn between pages. The primary key (collection_id, identity) finds the
 * collection's rows but not their order, so each of a 10,000-row collection's 40 pages sorted all of
 * them again; this index hands each page over in order from where the last one ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('collection_keywords_position').on('collection_keywords').columns(['collection_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collection_keywords_position').execute();
}

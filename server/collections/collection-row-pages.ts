/**
 * Reading a collection's keywords back, in order and a page at a time: as the rows the builder makes
 * (collectionRowPages, collectionRows) or as compact rows for the client to build
 * (collectionCompactRowPages, decision 0069).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { withCustoms } from '../../src/domain/collection-custom-columns.ts';
import { keywordRowFromCompact } from '../../src/domain/compact-keyword-row.ts';
import type { CompactMetrics } from '../../src/domain/compact-metrics.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import type { Database } from '../db/schema.ts';
import { WIDE_CHUNK_ROWS, yieldTurn } from '../db/take-turns.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A keyword's row: built from its compact metrics, or the whole row saved before migration 0029. */
function storedRow(stored: { row: KeywordRow | null; metrics: CompactMetrics | null; position: number }): KeywordRow {
  if (stored.metrics) return keywordRowFromCompact(stored.metrics);
  if (stored.row) return stored.row;
  throw new Error(`collection keyword at position ${stored.position} has neither metrics nor a row`);
}

/**
 * A collection's keywords a page at a time, in order (keyset on the position), with the event loop's
 * turn between two pages. Each page is its own statement, so other requests' queries run between
 * two pages; a keyword added or removed meanwhile may or may not be seen, but none is seen twice.
 */
async function* keywordPages<R extends { position: number }>(readAfter: (after: number, limit: number) => Promise<R[]>): AsyncGenerator<R[]> {
  let after = -1;
  for (let page = 0; ; page++) {
    if (page > 0) await yieldTurn();
    const rows = await readAfter(after, WIDE_CHUNK_ROWS);
    const last = rows[rows.length - 1];
    if (!last) return;
    yield rows;
    if (rows.length < WIDE_CHUNK_ROWS) return;
    after = last.position;
  }
}

/**
 * The rows in order (a keyword stored compact built by the row builder, one saved before as it was
 * saved), a page at a time (keywordPages), with their custom values unless `customValues` is false
 * (a link shared without them).
 */
export async function* collectionRowPages(db: Db, collectionId: number, customValues = true): AsyncGenerator<KeywordRow[]> {
  const pages = keywordPages((after, limit) =>
    db
      .selectFrom('collection_keywords')
      .select(['position', 'row', 'metrics', 'customs'])
      .where('collection_id', '=', collectionId)
      .where('position', '>', after)
      .orderBy('position')
      .limit(limit)
      .execute(),
  );
  for await (const rows of pages) yield rows.map((r) => (customValues ? withCustoms(storedRow(r), r.customs) : storedRow(r)));
}

/**
 * The same rows as compact rows (src/domain/contracts/compact-rows.ts), each as its JSON text made of
 * the texts the database keeps: nothing is parsed, built or written again here. The client builds
 * each row with the builder collectionRowPages uses (src/domain/compact-row.ts).
 */
export async function* collectionCompactRowPages(db: Db, collectionId: number, customValues = true): AsyncGenerator<string[]> {
  const pages = keywordPages((after, limit) =>
    db
      .selectFrom('collection_keywords')
      .select(['position', sql<string | null>`metrics::text`.as('m'), sql<string | null>`"row"::text`.as('r'), sql<string>`customs::text`.as('x')])
      .where('collection_id', '=', collectionId)
      .where('position', '>', after)
      .orderBy('position')
      .limit(limit)
      .execute(),
  );
  for await (const rows of pages) {
    yield rows.map((r) => {
      const values = customValues ? `,"x":${r.x}` : '';
      if (r.m !== null) return `{"m":${r.m}${values}}`;
      if (r.r !== null) return `{"r":${r.r}${values}}`;
      throw new Error(`collection keyword at position ${r.position} has neither metrics nor a row`);
    });
  }
}

/** All rows in order (see collectionRowPages). */
export async function collectionRows(db: Db, collectionId: number, customValues = true): Promise<KeywordRow[]> {
  const rows: KeywordRow[] = [];
  for await (const page of collectionRowPages(db, collectionId, customValues)) rows.push(...page);
  return rows;
}

/**
 * A tool export's values kept beside a collection's keywords (migration 0025, decision 0057): per
 * keyword and source, never mixed into the saved metrics. Values of keywords the collection does not
 * hold are not kept; a later import of the same source replaces that keyword's values.
 */
import { sql, type Kysely } from 'kysely';
import type { ImportedValues, StoredImportedValues } from '../../src/domain/contracts/imported-values.ts';
import { groupedBySource } from '../../src/domain/import/imported-values.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import type { Database } from '../db/schema.ts';

/** Rows per insert: four parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 1000;

/** Keeps the values of the collection's keywords; answers how many keywords got values. */
export async function keepImportedValues(db: Kysely<Database>, collectionId: number, values: ImportedValues): Promise<number> {
  const byIdentity = new Map(values.entries.map((entry) => [phraseIdentity(entry.keyword), entry]));
  if (byIdentity.size === 0) return 0;
  const held = await db
    .selectFrom('collection_keywords')
    .select('identity')
    .where('collection_id', '=', collectionId)
    .where('identity', '=', sql<string>`any(${[...byIdentity.keys()]})`)
    .execute();
  const rows = held.flatMap(({ identity }) => {
    const entry = byIdentity.get(identity);
    return entry ? [{ collection_id: collectionId, identity, source: values.source, entry }] : [];
  });
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('collection_imported_values')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((oc) => oc.columns(['collection_id', 'identity', 'source']).doUpdateSet({ entry: (eb) => eb.ref('excluded.entry'), imported_at: sql`now()` }))
      .execute();
  }
  return rows.length;
}

/** The collection's imported values by source (in the order first imported), keywords in the collection's order. */
export async function importedValuesOf(db: Kysely<Database>, collectionId: number): Promise<StoredImportedValues[]> {
  const rows = await db
    .selectFrom('collection_imported_values as v')
    .innerJoin('collection_keywords as k', (join) => join.onRef('k.collection_id', '=', 'v.collection_id').onRef('k.identity', '=', 'v.identity'))
    .select(['v.source', 'v.entry', 'k.keyword'])
    .where('v.collection_id', '=', collectionId)
    .orderBy(sql`min(v.imported_at) over (partition by v.source)`)
    .orderBy('v.source')
    .orderBy('k.position')
    .execute();
  return groupedBySource(rows);
}

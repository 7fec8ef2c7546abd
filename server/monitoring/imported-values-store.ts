/**
 * A tool export's values kept beside a project's tracked keywords (migration 0027, decisions 0046 and
 * 0057), per keyword and source as a collection keeps them: never mixed into our positions or volumes.
 * Only keywords the project tracks keep values; the same source imported again replaces a keyword's.
 */
import { sql, type Kysely } from 'kysely';
import type { ImportedValues, StoredImportedValues } from '../../src/domain/contracts/imported-values.ts';
import { groupedBySource } from '../../src/domain/import/imported-values.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import type { Database } from '../db/schema.ts';
import type { RemovedImportedValue } from '../db/schema-monitoring.ts';
import { chunks, INSERT_CHUNK } from './keyword-store.ts';

type Db = Kysely<Database>;

/** Keeps each set's values of the keywords the project tracks; answers how many keyword values were kept. */
export async function keepMonitoringImportedValues(db: Db, projectId: number, sets: readonly ImportedValues[]): Promise<number> {
  let kept = 0;
  for (const set of sets) {
    const byIdentity = new Map(set.entries.map((entry) => [phraseIdentity(entry.keyword), entry]));
    if (byIdentity.size === 0) continue;
    const tracked = await db
      .selectFrom('monitoring_keywords')
      .select(['id', 'identity'])
      .where('project_id', '=', projectId)
      .where('identity', '=', sql<string>`any(${[...byIdentity.keys()]})`)
      .execute();
    const rows = tracked.flatMap(({ id, identity }) => {
      const entry = byIdentity.get(identity);
      return entry ? [{ keyword_id: id, source: set.source, entry }] : [];
    });
    for (const part of chunks(rows, INSERT_CHUNK)) {
      await db
        .insertInto('monitoring_imported_values')
        .values(part)
        .onConflict((oc) => oc.columns(['keyword_id', 'source']).doUpdateSet({ entry: (eb) => eb.ref('excluded.entry'), imported_at: sql`now()` }))
        .execute();
    }
    kept += rows.length;
  }
  return kept;
}

/** The project's imported values by source (in the order first imported), keywords in keyword order. */
export async function monitoringImportedValues(db: Db, projectId: number): Promise<StoredImportedValues[]> {
  const rows = await db
    .selectFrom('monitoring_imported_values as v')
    .innerJoin('monitoring_keywords as k', 'k.id', 'v.keyword_id')
    .select(['v.source', 'v.entry', 'k.keyword'])
    .where('k.project_id', '=', projectId)
    .orderBy(sql`min(v.imported_at) over (partition by v.source)`)
    .orderBy('v.source')
    .orderBy('k.keyword')
    .execute();
  return groupedBySource(rows);
}

/** What a removal keeps of each keyword's imported values, so the undo brings them back. */
export async function importedValuesByKeyword(db: Db, keywordIds: readonly number[]): Promise<Map<number, RemovedImportedValue[]>> {
  const out = new Map<number, RemovedImportedValue[]>();
  if (keywordIds.length === 0) return out;
  const rows = await db.selectFrom('monitoring_imported_values').select(['keyword_id', 'source', 'entry', 'imported_at']).where('keyword_id', 'in', keywordIds).orderBy('source').execute();
  for (const row of rows) {
    out.set(row.keyword_id, [...(out.get(row.keyword_id) ?? []), { source: row.source, entry: row.entry, imported_at: new Date(row.imported_at).toISOString() }]);
  }
  return out;
}

/**
 * Removing keywords from a project with undo (decision 0040): the keywords, their tags, imported values
 * and daily positions move to the removal tables, and come back under their old ids while the undo window
 * lasts. Everything that reads the project reads only `monitoring_keywords`, so a removed keyword is
 * gone from every screen without a filter in each query.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RemovedKeyword } from '../db/schema-monitoring.ts';
import { importedValuesByKeyword } from './imported-values-store.ts';
import { chunks, INSERT_CHUNK } from './keyword-store.ts';
import { recomputeVisibility } from './position-store.ts';
import type { ProjectRecord } from './project-store.ts';

type Db = Kysely<Database>;

const POSITION_COLUMNS = sql.raw('keyword_id, day, status, position, url, features, competitors, reason, attempts, next_retry_at, checked_at');

/** The days the given keywords have lookups on: their visibility changes with them. */
async function daysOf(db: Db, source: 'monitoring_positions' | 'monitoring_removed_positions', where: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await sql<{ day: string }>`select distinct day from ${sql.table(source)} where ${where} order by day`.execute(db);
  return rows.rows.map((r) => r.day);
}

async function recomputeDays(db: Db, project: ProjectRecord, days: readonly string[]): Promise<void> {
  for (const day of days) await recomputeVisibility(db, project, day);
}

/** Drops the removals of this project older than the undo window. */
export async function purgeRemovals(db: Db, projectId: number, undoSeconds: number): Promise<void> {
  await db
    .deleteFrom('monitoring_keyword_removals')
    .where('project_id', '=', projectId)
    .where('removed_at', '<', sql<Date>`now() - make_interval(secs => ${undoSeconds})`)
    .execute();
}

export type Removal = { removalId: number; removed: number; removedAt: Date };

/**
 * Removes the keywords of `ids` that belong to the project (ids of other projects are ignored) and
 * keeps them for undo. Undefined when none of the ids is the project's.
 */
export async function removeKeywordsForUndo(db: Db, project: ProjectRecord, ids: readonly number[]): Promise<Removal | undefined> {
  return db.transaction().execute(async (trx) => {
    const keywords = await trx
      .selectFrom('monitoring_keywords')
      .select(['id', 'keyword', 'identity', 'volume', 'volume_month', 'best_position', 'added_at'])
      .where('project_id', '=', project.id)
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    if (keywords.length === 0) return undefined;
    const owned = keywords.map((k) => k.id);
    const tags = await trx.selectFrom('monitoring_keyword_tags').select(['keyword_id', 'tag']).where('keyword_id', 'in', owned).orderBy('tag').execute();
    const imported = await importedValuesByKeyword(trx, owned);
    const saved: RemovedKeyword[] = keywords.map((k) => ({
      ...k,
      added_at: new Date(k.added_at).toISOString(),
      tags: tags.filter((t) => t.keyword_id === k.id).map((t) => t.tag),
      imported: imported.get(k.id) ?? [],
    }));
    const removal = await trx
      .insertInto('monitoring_keyword_removals')
      .values({ project_id: project.id, keywords: JSON.stringify(saved) })
      .returning(['id', 'removed_at'])
      .executeTakeFirstOrThrow();
    const ownedList = sql.join(owned);
    await sql`
      insert into monitoring_removed_positions (removal_id, ${POSITION_COLUMNS})
      select ${removal.id}, ${POSITION_COLUMNS} from monitoring_positions where keyword_id in (${ownedList})`.execute(trx);
    const days = await daysOf(trx, 'monitoring_removed_positions', sql`removal_id = ${removal.id}`);
    // Tags, positions and imported values go with the keyword (on delete cascade).
    await trx.deleteFrom('monitoring_keywords').where('id', 'in', owned).execute();
    await recomputeDays(trx, project, days);
    return { removalId: removal.id, removed: owned.length, removedAt: new Date(removal.removed_at) };
  });
}

export type Restore = { restored: number; skipped: string[] };

/**
 * Brings a removal of the project back: keywords under their old ids with their tags, history and
 * imported values.
 * A keyword added again meanwhile keeps its new row and is answered in `skipped`. Undefined when the
 * removal is not the project's or older than the undo window.
 */
export async function restoreRemoval(db: Db, project: ProjectRecord, removalId: number, undoSeconds: number): Promise<Restore | undefined> {
  return db.transaction().execute(async (trx) => {
    const removal = await trx
      .selectFrom('monitoring_keyword_removals')
      .select(['id', 'keywords'])
      .where('id', '=', removalId)
      .where('project_id', '=', project.id)
      .where('removed_at', '>=', sql<Date>`now() - make_interval(secs => ${undoSeconds})`)
      .executeTakeFirst();
    if (!removal) return undefined;
    const back = await trx
      .insertInto('monitoring_keywords')
      .values(removal.keywords.map((k) => ({ id: k.id, project_id: project.id, keyword: k.keyword, identity: k.identity, volume: k.volume, volume_month: k.volume_month, best_position: k.best_position, added_at: k.added_at })))
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    const restored = new Set(back.map((r) => r.id));
    const tags = removal.keywords.flatMap((k) => (restored.has(k.id) ? k.tags.map((tag) => ({ keyword_id: k.id, tag })) : []));
    if (tags.length > 0) await trx.insertInto('monitoring_keyword_tags').values(tags).execute();
    const imported = removal.keywords.flatMap((k) => (restored.has(k.id) ? (k.imported ?? []).map((v) => ({ keyword_id: k.id, ...v })) : []));
    for (const part of chunks(imported, INSERT_CHUNK)) await trx.insertInto('monitoring_imported_values').values(part).execute();
    if (restored.size > 0) {
      await sql`
        insert into monitoring_positions (${POSITION_COLUMNS})
        select ${POSITION_COLUMNS} from monitoring_removed_positions
        where removal_id = ${removal.id} and keyword_id in (${sql.join([...restored])})`.execute(trx);
    }
    const days = await daysOf(trx, 'monitoring_removed_positions', sql`removal_id = ${removal.id}`);
    await trx.deleteFrom('monitoring_keyword_removals').where('id', '=', removal.id).execute();
    await recomputeDays(trx, project, days);
    return { restored: restored.size, skipped: removal.keywords.filter((k) => !restored.has(k.id)).map((k) => k.keyword) };
  });
}

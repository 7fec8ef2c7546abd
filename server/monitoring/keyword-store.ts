/** The tracked keywords of a project and their tags. */
import type { Kysely } from 'kysely';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import { mergeTags, type TrackedKeywordInput } from '../../src/domain/tracked-keyword-input.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters however many columns a row has. */
export const INSERT_CHUNK = 1000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Adds keywords (a keyword the project has already only gains the tags), each with its own tags and
 * `extraTags`. Answers how many keywords are new.
 */
export async function addKeywords(db: Db, projectId: number, inputs: readonly TrackedKeywordInput[], extraTags: readonly string[]): Promise<number> {
  let added = 0;
  for (const part of chunks(inputs, INSERT_CHUNK)) {
    const inserted = await db
      .insertInto('monitoring_keywords')
      .values(part.map((k) => ({ project_id: projectId, keyword: k.keyword, identity: phraseIdentity(k.keyword) })))
      .onConflict((oc) => oc.columns(['project_id', 'identity']).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
    const ids = await db.selectFrom('monitoring_keywords').select(['id', 'identity']).where('project_id', '=', projectId).where('identity', 'in', part.map((k) => phraseIdentity(k.keyword))).execute();
    const idOf = new Map(ids.map((r) => [r.identity, r.id]));
    const tags = part.flatMap((k) => mergeTags(k.tags, extraTags).map((tag) => ({ keyword_id: idOf.get(phraseIdentity(k.keyword)) ?? 0, tag })));
    for (const tagPart of chunks(tags.filter((t) => t.keyword_id > 0), INSERT_CHUNK)) {
      await db.insertInto('monitoring_keyword_tags').values(tagPart).onConflict((oc) => oc.columns(['keyword_id', 'tag']).doNothing()).execute();
    }
  }
  return added;
}

export async function keywordCount(db: Db, projectId: number): Promise<number> {
  const { n } = await db.selectFrom('monitoring_keywords').select((eb) => eb.fn.countAll<string>().as('n')).where('project_id', '=', projectId).executeTakeFirstOrThrow();
  return Number(n);
}

export async function keywordCounts(db: Db, projectIds: readonly number[]): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db.selectFrom('monitoring_keywords').select(['project_id', (eb) => eb.fn.countAll<string>().as('n')]).where('project_id', 'in', projectIds).groupBy('project_id').execute();
  return new Map(rows.map((r) => [r.project_id, Number(r.n)]));
}

/** Every tag on the project's keywords, sorted. */
export async function projectTags(db: Db, projectId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('monitoring_keyword_tags as t')
    .innerJoin('monitoring_keywords as k', 'k.id', 't.keyword_id')
    .select('t.tag')
    .distinct()
    .where('k.project_id', '=', projectId)
    .execute();
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b, 'de'));
}

/** Tags per keyword id of a project. */
export async function tagsByKeyword(db: Db, projectId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('monitoring_keyword_tags as t')
    .innerJoin('monitoring_keywords as k', 'k.id', 't.keyword_id')
    .select(['t.keyword_id', 't.tag'])
    .where('k.project_id', '=', projectId)
    .orderBy('t.tag')
    .execute();
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.keyword_id, [...(out.get(r.keyword_id) ?? []), r.tag]);
  return out;
}

/** Removes keywords of this project only (ids of another project are ignored); their history goes with them. */
export async function removeKeywords(db: Db, projectId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('monitoring_keywords').where('project_id', '=', projectId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Adds and removes tags on keywords of this project; answers how many keywords it touched. */
export async function tagKeywords(db: Db, projectId: number, ids: readonly number[], add: readonly string[], remove: readonly string[]): Promise<number> {
  const owned = (await db.selectFrom('monitoring_keywords').select('id').where('project_id', '=', projectId).where('id', 'in', ids).execute()).map((r) => r.id);
  if (owned.length === 0) return 0;
  if (remove.length > 0) await db.deleteFrom('monitoring_keyword_tags').where('keyword_id', 'in', owned).where('tag', 'in', remove).execute();
  const rows = owned.flatMap((keyword_id) => mergeTags([], add).map((tag) => ({ keyword_id, tag })));
  for (const part of chunks(rows, INSERT_CHUNK)) await db.insertInto('monitoring_keyword_tags').values(part).onConflict((oc) => oc.columns(['keyword_id', 'tag']).doNothing()).execute();
  return owned.length;
}

export type TrackedKeyword = { id: number; keyword: string; volume: number | null; volume_month: string | null; best_position: number | null };

/** The project's keywords (all, or the given ids of it), in keyword order. */
export async function trackedKeywords(db: Db, projectId: number, ids?: readonly number[]): Promise<TrackedKeyword[]> {
  let query = db.selectFrom('monitoring_keywords').select(['id', 'keyword', 'volume', 'volume_month', 'best_position']).where('project_id', '=', projectId);
  if (ids !== undefined) {
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  return query.orderBy('keyword').orderBy('id').execute();
}

export async function setVolumes(db: Db, volumes: readonly { id: number; volume: number | null }[], month: string): Promise<void> {
  for (const { id, volume } of volumes) await db.updateTable('monitoring_keywords').set({ volume, volume_month: month }).where('id', '=', id).execute();
}

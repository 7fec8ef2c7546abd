/** Daily positions and the visibility written from them. */
import { sql, type Kysely } from 'kysely';
import type { RankResult } from '../../src/domain/rank-result.ts';
import type { Device } from '../../src/domain/organic-ctr.ts';
import { visibilityIndex } from '../../src/domain/visibility-index.ts';
import type { Database, MonitoringPositionStatus } from '../db/schema.ts';
import { chunks, INSERT_CHUNK } from './keyword-store.ts';

type Db = Kysely<Database>;

export type PositionWrite = {
  keyword_id: number;
  day: string;
  status: MonitoringPositionStatus;
  position: number | null;
  url: string | null;
  features: string;
  competitors: Record<string, number | null>;
  reason: string | null;
  next_retry_at: Date | null;
  checked_at: Date;
};

export type PositionRow = { keyword_id: number; day: string; status: MonitoringPositionStatus; position: number | null; url: string | null; features: string; competitors: Record<string, number | null>; reason: string | null; attempts: number; checked_at: Date };

export function rankResultOf(row: Pick<PositionRow, 'status' | 'position' | 'reason'> | undefined): RankResult | null {
  if (!row) return null;
  if (row.status === 'failed') return { status: 'failed', reason: row.reason ?? 'unknown' };
  if (row.status === 'ranked' && row.position !== null) return { status: 'ranked', position: row.position };
  return { status: 'not_found' };
}

/**
 * Saves one lookup per keyword and day; a later lookup of the same day replaces it and counts its
 * attempt. A success never gives way to a failure of the same day: the position found stands.
 */
export async function savePositions(db: Db, rows: readonly PositionWrite[]): Promise<void> {
  for (const part of chunks(rows, INSERT_CHUNK)) {
    await db
      .insertInto('monitoring_positions')
      .values(part.map((r) => ({ ...r, competitors: JSON.stringify(r.competitors) })))
      .onConflict((oc) =>
        oc
          .columns(['keyword_id', 'day'])
          .doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            position: eb.ref('excluded.position'),
            url: eb.ref('excluded.url'),
            features: eb.ref('excluded.features'),
            competitors: eb.ref('excluded.competitors'),
            reason: eb.ref('excluded.reason'),
            next_retry_at: eb.ref('excluded.next_retry_at'),
            checked_at: eb.ref('excluded.checked_at'),
            attempts: sql<number>`monitoring_positions.attempts + 1`,
          }))
          .where(sql<boolean>`not (monitoring_positions.status <> 'failed' and excluded.status = 'failed')`),
      )
      .execute();
  }
}

/** Keeps each keyword's best position in step with its history. */
export async function refreshBestPositions(db: Db, keywordIds: readonly number[]): Promise<void> {
  for (const part of chunks(keywordIds, INSERT_CHUNK)) {
    if (part.length === 0) continue;
    await sql`
      update monitoring_keywords k set best_position = b.best
      from (select keyword_id, min(position) as best from monitoring_positions where keyword_id in (${sql.join(part)}) and status = 'ranked' group by keyword_id) b
      where k.id = b.keyword_id and k.best_position is distinct from b.best`.execute(db);
  }
}

/** The project's lookups on the given days, by day and keyword id. */
export async function positionsOnDays(db: Db, projectId: number, days: readonly string[]): Promise<Map<string, Map<number, PositionRow>>> {
  const out = new Map<string, Map<number, PositionRow>>(days.map((d) => [d, new Map()]));
  if (days.length === 0) return out;
  const rows = await db
    .selectFrom('monitoring_positions as p')
    .innerJoin('monitoring_keywords as k', 'k.id', 'p.keyword_id')
    .select(['p.keyword_id', 'p.day', 'p.status', 'p.position', 'p.url', 'p.features', 'p.competitors', 'p.reason', 'p.attempts', 'p.checked_at'])
    .where('k.project_id', '=', projectId)
    .where('p.day', 'in', days)
    .execute();
  for (const r of rows) out.get(r.day)?.set(r.keyword_id, r);
  return out;
}

/** The newest day the project has a visibility for (every update writes one), or null before the first. */
export async function latestDay(db: Db, projectId: number): Promise<string | null> {
  const row = await db.selectFrom('monitoring_visibility').select((eb) => eb.fn.max('day').as('day')).where('project_id', '=', projectId).executeTakeFirst();
  return row?.day ?? null;
}

/**
 * Recomputes the visibility of the project's domain and of each competitor on one day from that
 * day's lookups (src/domain/visibility-index.ts) and stores it: the chart then reads a few hundred
 * rows instead of the whole history.
 */
export async function recomputeVisibility(db: Db, project: { id: number; domain: string; device: Device; competitors: readonly string[] }, day: string): Promise<void> {
  const rows = await db
    .selectFrom('monitoring_keywords as k')
    .leftJoin('monitoring_positions as p', (join) => join.onRef('p.keyword_id', '=', 'k.id').on('p.day', '=', day))
    .select(['k.volume', 'p.status', 'p.position', 'p.reason', 'p.competitors'])
    .where('k.project_id', '=', project.id)
    .execute();
  const looked = rows.filter((r) => r.status !== null);
  if (looked.length === 0) return;
  const own = visibilityIndex(looked.map((r) => ({ volume: r.volume, result: rankResultOf(r.status === null ? undefined : { status: r.status, position: r.position, reason: r.reason }) })), project.device);
  const values = [{ domain: project.domain, value: own }];
  for (const competitor of project.competitors) {
    const inputs = looked.map((r) => {
      if (r.status === 'failed') return { volume: r.volume, result: { status: 'failed', reason: r.reason ?? '' } as const };
      const p = r.competitors?.[competitor] ?? null;
      return { volume: r.volume, result: p === null ? ({ status: 'not_found' } as const) : ({ status: 'ranked', position: p } as const) };
    });
    values.push({ domain: competitor, value: visibilityIndex(inputs, project.device) });
  }
  await db
    .insertInto('monitoring_visibility')
    .values(values.map((v) => ({ project_id: project.id, day, ...v })))
    .onConflict((oc) => oc.columns(['project_id', 'day', 'domain']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/** Visibility rows of the project from `fromDay` on, oldest first. */
export async function visibilitySince(db: Db, projectIds: readonly number[], fromDay: string) {
  if (projectIds.length === 0) return [];
  return db.selectFrom('monitoring_visibility').select(['project_id', 'day', 'domain', 'value']).where('project_id', 'in', projectIds).where('day', '>=', fromDay).orderBy('day').execute();
}

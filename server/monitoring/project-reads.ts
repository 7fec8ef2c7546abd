/** The read models of the monitoring screens: project cards, rankings, overview, competitors, history, export. */
import type { Kysely } from 'kysely';
import type { CompetitorData, CompetitorPositionsResponse, Distribution, ExportResponse, KeywordHistoryResponse, OverviewResponse, ProjectCard, RankingRow } from '../../src/domain/contracts/monitoring.ts';
import { MOVERS_LIMIT } from '../../src/domain/contracts/monitoring.ts';
import { averagePosition } from '../../src/domain/position-change.ts';
import { positionDistribution } from '../../src/domain/position-distribution.ts';
import { rankMovers } from '../../src/domain/rank-movers.ts';
import { addDays, berlinDay } from '../../src/domain/update-schedule.ts';
import type { Database } from '../db/schema.ts';
import { keywordCounts, projectTags, tagsByKeyword, trackedKeywords } from './keyword-store.ts';
import { latestDay, positionsOnDays, rankResultOf, visibilitySince } from './position-store.ts';
import { projectSettings, type ProjectRecord } from './project-store.ts';
import { comparisonDays, rankingRows } from './ranking-rows.ts';

type Db = Kysely<Database>;

const SPARKLINE_DAYS = 30;

function updateState(jobStatus: string | undefined, hasData: boolean): ProjectCard['update_state'] {
  if (jobStatus === 'queued' || jobStatus === 'running') return 'running';
  if (jobStatus === 'failed' || jobStatus === 'interrupted') return 'failed';
  if (jobStatus === 'done' || hasData) return 'done';
  return 'never';
}

export async function projectCards(db: Db, projects: readonly ProjectRecord[], now: Date): Promise<ProjectCard[]> {
  const ids = projects.map((p) => p.id);
  const counts = await keywordCounts(db, ids);
  const visibility = await visibilitySince(db, ids, addDays(berlinDay(now), -(SPARKLINE_DAYS + 40)));
  const jobIds = (await db.selectFrom('monitoring_projects').select(['id', 'last_job_id']).where('id', 'in', ids.length > 0 ? ids : [0]).execute()).filter((r) => r.last_job_id !== null);
  const jobs = jobIds.length === 0 ? [] : await db.selectFrom('jobs').select(['id', 'status']).where('id', 'in', jobIds.map((r) => r.last_job_id ?? '')).execute();
  const cards: ProjectCard[] = [];
  for (const p of projects) {
    const series = visibility.filter((v) => v.project_id === p.id && v.domain === p.domain);
    const valueOn = new Map(series.map((v) => [v.day, v.value]));
    const last = series[series.length - 1];
    const lastDay = last?.day ?? null;
    const change = (days: number) => {
      if (!last) return null;
      const then = valueOn.get(addDays(last.day, -days));
      return then === undefined ? null : Math.round((last.value - then) * 100) / 100;
    };
    const today = lastDay === null ? new Map() : ((await positionsOnDays(db, p.id, [lastDay])).get(lastDay) ?? new Map());
    const rows = [...today.values()];
    const checked = rows.reduce<Date | null>((max, r) => (max === null || r.checked_at > max ? r.checked_at : max), null);
    const jobId = jobIds.find((j) => j.id === p.id)?.last_job_id;
    cards.push({
      ...projectSettings(p, counts.get(p.id) ?? 0, []),
      visibility_today: last?.value ?? null,
      visibility_change_7: change(7),
      visibility_change_30: change(30),
      average_position: averagePosition(rows.map((r) => rankResultOf(r))),
      last_update: checked?.toISOString() ?? null,
      update_state: updateState(jobs.find((j) => j.id === jobId)?.status, last !== undefined),
      sparkline: series.slice(-SPARKLINE_DAYS).map((v) => ({ date: v.day, value: v.value })),
    });
  }
  return cards;
}

/** The day a read shows: the one asked for, else the newest with data. */
export async function dayOf(db: Db, projectId: number, asked: string | undefined): Promise<string | null> {
  return asked ?? (await latestDay(db, projectId));
}

export async function projectRankings(db: Db, project: ProjectRecord, day: string | null): Promise<RankingRow[]> {
  const keywords = await trackedKeywords(db, project.id);
  const byDay = day === null ? new Map() : await positionsOnDays(db, project.id, comparisonDays(day));
  return rankingRows(keywords, await tagsByKeyword(db, project.id), byDay, day, project.device);
}

export async function settingsOf(db: Db, project: ProjectRecord) {
  const counts = await keywordCounts(db, [project.id]);
  return projectSettings(project, counts.get(project.id) ?? 0, await projectTags(db, project.id));
}

/** SPEC §3 competitorData: the project's domain first, then each competitor, from `fromDay` on. */
export async function competitorData(db: Db, project: ProjectRecord, days: number, until: string): Promise<CompetitorData[]> {
  const rows = await visibilitySince(db, [project.id], addDays(until, -(days - 1)));
  return [project.domain, ...project.competitors].map((domain, index) => ({
    domain,
    own: index === 0,
    visibility: rows.filter((r) => r.domain === domain).map((r) => ({ date: r.day, value: r.value })),
  }));
}

export async function distributionOn(db: Db, projectId: number, day: string | null): Promise<Distribution> {
  const rows = day === null ? [] : [...((await positionsOnDays(db, projectId, [day])).get(day)?.values() ?? [])];
  return positionDistribution(rows.map((r) => rankResultOf(r)));
}

export async function overview(db: Db, project: ProjectRecord, day: string | null, compareDays: number): Promise<OverviewResponse> {
  if (day === null) return { day: null, compared_with: null, distribution: positionDistribution([]), winners: [], losers: [] };
  const before = addDays(day, -compareDays);
  const byDay = await positionsOnDays(db, project.id, [day, before]);
  const keywords = await trackedKeywords(db, project.id);
  const today = byDay.get(day) ?? new Map();
  const then = byDay.get(before) ?? new Map();
  const movers = rankMovers(keywords.map((k) => ({ keyword_id: k.id, keyword: k.keyword, today: rankResultOf(today.get(k.id)), before: rankResultOf(then.get(k.id)) })), MOVERS_LIMIT);
  return { day, compared_with: before, distribution: positionDistribution([...today.values()].map((r) => rankResultOf(r))), ...movers };
}

export async function competitorPositions(db: Db, project: ProjectRecord, day: string | null): Promise<CompetitorPositionsResponse> {
  const keywords = await trackedKeywords(db, project.id);
  const rows = day === null ? new Map() : ((await positionsOnDays(db, project.id, [day])).get(day) ?? new Map());
  return {
    day,
    rows: keywords.map((k) => {
      const r = rows.get(k.id);
      const known = r !== undefined && r.status !== 'failed';
      return {
        keyword_id: k.id,
        keyword: k.keyword,
        positions: [
          { domain: project.domain, position: known ? r.position : null },
          ...project.competitors.map((domain) => ({ domain, position: known ? (r.competitors[domain] ?? null) : null })),
        ],
      };
    }),
  };
}

export async function keywordHistory(db: Db, project: ProjectRecord, keywordId: number, days: number, until: string): Promise<KeywordHistoryResponse | undefined> {
  const keyword = (await trackedKeywords(db, project.id, [keywordId]))[0];
  if (!keyword) return undefined;
  const rows = await db.selectFrom('monitoring_positions').selectAll().where('keyword_id', '=', keywordId).where('day', '>=', addDays(until, -(days - 1))).orderBy('day').execute();
  return {
    keyword: keyword.keyword,
    points: rows.map((r) => ({ date: r.day, status: r.status, position: r.position, url: r.url, failure_reason: r.reason })),
    competitors: project.competitors.map((domain) => ({
      domain,
      points: rows.filter((r) => r.status !== 'failed').map((r) => ({ date: r.day, position: r.competitors[domain] ?? null })),
    })),
  };
}

/** The whole history in `days`, one row per keyword with one cell per day (decision 0031: the client writes the file). */
export async function exportHistory(db: Db, project: ProjectRecord, days: number, until: string): Promise<Omit<ExportResponse, 'project'>> {
  const from = addDays(until, -(days - 1));
  const keywords = await trackedKeywords(db, project.id);
  const tags = await tagsByKeyword(db, project.id);
  const rows = await db
    .selectFrom('monitoring_positions as p')
    .innerJoin('monitoring_keywords as k', 'k.id', 'p.keyword_id')
    .select(['p.keyword_id', 'p.day', 'p.status', 'p.position', 'p.url'])
    .where('k.project_id', '=', project.id)
    .where('p.day', '>=', from)
    .where('p.day', '<=', until)
    .orderBy('p.day')
    .execute();
  const dates = [...new Set(rows.map((r) => r.day))].sort();
  const column = new Map(dates.map((d, i) => [d, i]));
  const cells = new Map<number, ExportResponse['rows'][number]['positions']>(keywords.map((k) => [k.id, dates.map(() => null)]));
  const lastUrl = new Map<number, string | null>();
  for (const r of rows) {
    const line = cells.get(r.keyword_id);
    const i = column.get(r.day);
    if (!line || i === undefined) continue;
    line[i] = r.status === 'ranked' ? r.position : r.status;
    if (r.status !== 'failed') lastUrl.set(r.keyword_id, r.url);
  }
  return {
    dates,
    rows: keywords.map((k) => ({ keyword: k.keyword, tags: tags.get(k.id) ?? [], volume: k.volume, url: lastUrl.get(k.id) ?? null, positions: cells.get(k.id) ?? [] })),
  };
}

/** Content projects and their competitor pages: every query about them, nothing about HTTP. */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { competitorRelevance } from '../../src/domain/competitor-relevance.ts';
import type { CompetitorPage, ContentDevice, ContentProject, ContentProjectStatus } from '../../src/domain/contracts/content.ts';
import type { Database } from '../db/schema.ts';
import type { FetchedPage, PageSpeedMetrics } from '../providers/ports.ts';

type Db = Kysely<Database>;

/** 128 random bits in base64url (22 characters), as the other share links. */
export function newContentShareId(): string {
  return randomBytes(16).toString('base64url');
}

export type ProjectRecord = {
  id: number;
  company_id: number;
  main_keyword: string;
  secondary_keywords: string[];
  location: number;
  language: string;
  device: ContentDevice;
  status: ContentProjectStatus;
  last_job_id: string | null;
  share_id: string | null;
  created_at: Date;
};

const PROJECT_COLUMNS = ['id', 'company_id', 'main_keyword', 'secondary_keywords', 'location', 'language', 'device', 'status', 'last_job_id', 'share_id', 'created_at'] as const;

export type NewProject = { companyId: number; userId: number; mainKeyword: string; secondaryKeywords: readonly string[]; location: number; language: string; device: ContentDevice };

export async function createProject(db: Db, project: NewProject): Promise<ProjectRecord> {
  return db
    .insertInto('content_projects')
    .values({
      company_id: project.companyId,
      main_keyword: project.mainKeyword,
      secondary_keywords: JSON.stringify(project.secondaryKeywords),
      location: project.location,
      language: project.language,
      device: project.device,
      created_by: project.userId,
    })
    .returning(PROJECT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A company's project; another company's id answers undefined, as if it did not exist. */
export async function findProject(db: Db, companyId: number, projectId: number): Promise<ProjectRecord | undefined> {
  return db.selectFrom('content_projects').select(PROJECT_COLUMNS).where('company_id', '=', companyId).where('id', '=', projectId).executeTakeFirst();
}

/** The project behind a share link: the id and the share id must both match; a revoked link finds nothing. */
export async function findSharedProject(db: Db, projectId: number, shareId: string): Promise<ProjectRecord | undefined> {
  return db.selectFrom('content_projects').select(PROJECT_COLUMNS).where('id', '=', projectId).where('share_id', '=', shareId).executeTakeFirst();
}

export async function listProjects(db: Db, companyId: number): Promise<ProjectRecord[]> {
  return db.selectFrom('content_projects').select(PROJECT_COLUMNS).where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function setProjectJob(db: Db, projectId: number, jobId: string): Promise<void> {
  await db.updateTable('content_projects').set({ last_job_id: jobId, status: 'fetching' }).where('id', '=', projectId).execute();
}

export async function setProjectStatus(db: Db, projectId: number, status: ContentProjectStatus): Promise<void> {
  await db.updateTable('content_projects').set({ status }).where('id', '=', projectId).execute();
}

export async function setProjectShareId(db: Db, projectId: number, shareId: string | null): Promise<void> {
  await db.updateTable('content_projects').set({ share_id: shareId }).where('id', '=', projectId).execute();
}

export type CompetitorRecord = { id: number; position: number; url: string; fetched_at: Date | null };

export async function competitorAt(db: Db, projectId: number, position: number): Promise<CompetitorRecord | undefined> {
  return db.selectFrom('content_competitors').select(['id', 'position', 'url', 'fetched_at']).where('project_id', '=', projectId).where('position', '=', position).executeTakeFirst();
}

export async function saveFetchedPage(db: Db, competitorId: number, page: FetchedPage, speed: PageSpeedMetrics | null): Promise<void> {
  await db
    .updateTable('content_competitors')
    .set({
      title: page.title === '' ? sql<string>`title` : page.title,
      meta_description: page.meta_description,
      headings: JSON.stringify(page.headings),
      main_text: page.main_text,
      word_count: page.word_count,
      page_speed: speed === null ? null : JSON.stringify(speed),
      fetched_at: new Date(),
      fetch_error: null,
    })
    .where('id', '=', competitorId)
    .execute();
}

export async function saveFetchError(db: Db, competitorId: number, reason: string): Promise<void> {
  await db.updateTable('content_competitors').set({ fetch_error: reason, fetched_at: new Date() }).where('id', '=', competitorId).execute();
}

const COMPETITOR_COLUMNS = ['id', 'position', 'url', 'domain', 'title', 'meta_description', 'headings', 'word_count', 'page_speed', 'selected', 'fetch_error', 'fetched_at'] as const;

type CompetitorRow = Awaited<ReturnType<typeof competitorRows>>[number];

function competitorRows(db: Db, projectId: number) {
  return db.selectFrom('content_competitors').select(COMPETITOR_COLUMNS).where('project_id', '=', projectId).orderBy('position').execute();
}

function competitorView(row: CompetitorRow): CompetitorPage {
  return {
    id: row.id,
    position: row.position,
    url: row.url,
    domain: row.domain,
    title: row.title,
    meta_description: row.meta_description,
    headings: row.headings,
    word_count: row.word_count,
    relevance: Math.round(competitorRelevance([row.position]) * 100) / 100,
    page_speed: row.page_speed,
    selected: row.selected,
    fetch_error: row.fetch_error,
    fetched: row.fetched_at !== null && row.fetch_error === null,
  };
}

export async function listCompetitors(db: Db, projectId: number): Promise<CompetitorPage[]> {
  return (await competitorRows(db, projectId)).map(competitorView);
}

/** Selects or deselects one competitor of the project; undefined when the project has no such competitor. */
export async function selectCompetitor(db: Db, projectId: number, competitorId: number, selected: boolean): Promise<CompetitorPage | undefined> {
  const updated = await db.updateTable('content_competitors').set({ selected }).where('project_id', '=', projectId).where('id', '=', competitorId).returning(COMPETITOR_COLUMNS).executeTakeFirst();
  return updated ? competitorView(updated) : undefined;
}

/** The main texts of the selected, fetched competitors, best position first: what the term analysis reads. */
export async function selectedTexts(db: Db, projectId: number): Promise<{ position: number; url: string; main_text: string }[]> {
  const rows = await db.selectFrom('content_competitors').select(['position', 'url', 'main_text']).where('project_id', '=', projectId).where('selected', '=', true).where('main_text', 'is not', null).orderBy('position').execute();
  return rows.map((row) => ({ position: row.position, url: row.url, main_text: row.main_text ?? '' }));
}

type Counts = { competitor_count: number; selected_count: number; word_count: number | null; content_score: number | null };

async function countsOf(db: Db, projectIds: readonly number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>(projectIds.map((id) => [id, { competitor_count: 0, selected_count: 0, word_count: null, content_score: null }]));
  if (projectIds.length === 0) return counts;
  const competitors = await db
    .selectFrom('content_competitors')
    .select((eb) => ['project_id', eb.fn.countAll<string>().as('total'), eb.fn.count<string>(eb.case().when('selected', '=', true).then(1).end()).as('chosen')])
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute();
  for (const row of competitors) {
    const entry = counts.get(row.project_id);
    if (entry) Object.assign(entry, { competitor_count: Number(row.total), selected_count: Number(row.chosen) });
  }
  const drafts = await db.selectFrom('content_drafts').select(['project_id', 'word_count', 'content_score']).where('project_id', 'in', projectIds).execute();
  for (const row of drafts) {
    const entry = counts.get(row.project_id);
    if (entry) Object.assign(entry, { word_count: row.word_count, content_score: row.content_score });
  }
  return counts;
}

/** A fetch whose job stopped (failed, or cut by a restart) leaves its project failed until a refresh. */
async function stoppedJobs(db: Db, projects: readonly ProjectRecord[]): Promise<Set<string>> {
  const ids = projects.flatMap((p) => (p.status === 'fetching' && p.last_job_id !== null ? [p.last_job_id] : []));
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('jobs').select('id').where('id', 'in', ids).where('status', 'in', ['failed', 'interrupted']).execute();
  return new Set(rows.map((row) => row.id));
}

/** The answer's view of projects; `withShareId` false for a shared view. */
export async function projectViews(db: Db, projects: readonly ProjectRecord[], withShareId = true): Promise<ContentProject[]> {
  const counts = await countsOf(db, projects.map((p) => p.id));
  const stopped = await stoppedJobs(db, projects);
  return projects.map((p) => {
    const c = counts.get(p.id);
    return {
      id: p.id,
      main_keyword: p.main_keyword,
      secondary_keywords: p.secondary_keywords,
      location: p.location,
      language: p.language,
      device: p.device,
      status: p.last_job_id !== null && stopped.has(p.last_job_id) ? 'failed' : p.status,
      job_id: withShareId ? p.last_job_id : null,
      created_at: p.created_at.toISOString(),
      competitor_count: c?.competitor_count ?? 0,
      selected_count: c?.selected_count ?? 0,
      editor: { content_score: c?.content_score ?? null, word_count: c?.word_count ?? null },
      share_id: withShareId ? p.share_id : null,
    };
  });
}

/** Every query about AI projects and their keywords (issue 20); nothing about HTTP. */
import { sql, type Kysely } from 'kysely';
import type { AiTask } from '../../src/domain/ai-writing-tasks.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export type ProjectRow = {
  id: number;
  company_id: number;
  name: string;
  source: 'keyword' | 'collection' | 'content';
  source_name: string;
  collection_id: number | null;
  content_project_id: number | null;
  location: number;
  language: string;
  created_at: Date;
  keyword_count: number;
};

function projectQuery(db: Db, companyId: number) {
  return db
    .selectFrom('ai_projects as p')
    .select(['p.id', 'p.company_id', 'p.name', 'p.source', 'p.source_name', 'p.collection_id', 'p.content_project_id', 'p.location', 'p.language', 'p.created_at'])
    .select((eb) => eb.selectFrom('ai_project_keywords as k').select(sql<number>`count(*)::int`.as('n')).whereRef('k.project_id', '=', 'p.id').as('keyword_count'))
    .where('p.company_id', '=', companyId)
    .where('p.deleted_at', 'is', null);
}

const toProject = (row: Omit<ProjectRow, 'keyword_count'> & { keyword_count: number | null }): ProjectRow => ({ ...row, keyword_count: row.keyword_count ?? 0 });

export async function listProjects(db: Db, companyId: number): Promise<ProjectRow[]> {
  return (await projectQuery(db, companyId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute()).map(toProject);
}

/** One live project of the company; another company's id finds nothing, exactly like an unknown one. */
export async function findProject(db: Db, companyId: number, id: number): Promise<ProjectRow | undefined> {
  const row = await projectQuery(db, companyId).where('p.id', '=', id).executeTakeFirst();
  return row ? toProject(row) : undefined;
}

export type NewProject = Omit<ProjectRow, 'id' | 'created_at' | 'keyword_count' | 'content_project_id'> & { content_project_id?: number | null; created_by: number | null; seed_key?: string };

const INSERT_CHUNK = 500;

/** Stores the project with its keyword rows in the order given. */
export async function createProject(db: Db, project: NewProject, rows: readonly KeywordRow[]): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const { id } = await tx.insertInto('ai_projects').values(project).returning('id').executeTakeFirstOrThrow();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const values = rows.slice(start, start + INSERT_CHUNK).map((row, i) => ({ project_id: id, keyword: row.keyword, position: start + i, row }));
      await tx.insertInto('ai_project_keywords').values(values).onConflict((oc) => oc.columns(['project_id', 'keyword']).doNothing()).execute();
    }
    return id;
  });
}

/** Marks the project deleted (its texts stay, so an undo brings everything back); answers when. */
export async function deleteProject(db: Db, companyId: number, id: number): Promise<Date> {
  const deletedAt = new Date();
  await db.updateTable('ai_projects').set({ deleted_at: deletedAt }).where('company_id', '=', companyId).where('id', '=', id).execute();
  return deletedAt;
}

/** Undoes a delete of the last `undoSeconds`; false when there was none to undo. */
export async function restoreProject(db: Db, companyId: number, id: number, undoSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('ai_projects')
    .set({ deleted_at: null })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('deleted_at', '>=', sql<Date>`now() - make_interval(secs => ${undoSeconds})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The project's keyword rows in their order; `keywords` narrows them to those. */
export async function projectRows(db: Db, projectId: number, keywords?: readonly string[]): Promise<{ keyword: string; position: number; row: KeywordRow }[]> {
  let query = db.selectFrom('ai_project_keywords').select(['keyword', 'position', 'row']).where('project_id', '=', projectId);
  if (keywords !== undefined) {
    if (keywords.length === 0) return [];
    query = query.where('keyword', 'in', [...keywords]);
  }
  return query.orderBy('position').execute();
}

/** The name a project's texts carry as the brand: the company's. */
export async function companyName(db: Db, companyId: number): Promise<string | null> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? null;
}

export async function latestRuns(db: Db, projectIds: readonly number[]): Promise<{ project_id: number; task: AiTask; job_id: string }[]> {
  if (projectIds.length === 0) return [];
  return db.selectFrom('ai_task_runs').select(['project_id', 'task', 'job_id']).where('project_id', 'in', [...projectIds]).execute();
}

export async function recordRun(db: Db, projectId: number, task: AiTask, jobId: string): Promise<void> {
  await db
    .insertInto('ai_task_runs')
    .values({ project_id: projectId, task, job_id: jobId })
    .onConflict((oc) => oc.columns(['project_id', 'task']).doUpdateSet({ job_id: jobId, started_at: new Date() }))
    .execute();
}

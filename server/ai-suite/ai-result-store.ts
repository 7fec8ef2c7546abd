/** Every query about the results of AI tasks (issue 20): written by the job, edited by the user. */
import { sql, type Kysely } from 'kysely';
import type { AiTask } from '../../src/domain/ai-writing-tasks.ts';
import type { AiResultStatus, AiSetField, AiWriter } from '../../src/domain/contracts/ai-suite.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export type NewResult = { keyword: string; position: number; row: KeywordRow; variants: string[]; writer: AiWriter };

/**
 * Stores written results. A row the user accepted keeps its text and status: running a task again
 * rewrites only what is open or rejected (and a rejected row is open again with its new text).
 */
export async function saveResults(db: Db, projectId: number, task: AiTask, results: readonly NewResult[]): Promise<void> {
  if (results.length === 0) return;
  await db
    .insertInto('ai_results')
    .values(results.map((r) => ({ project_id: projectId, task, keyword: r.keyword, position: r.position, row: r.row, variants: JSON.stringify(r.variants), text: r.variants[0] ?? null, writer: r.writer })))
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'task', 'keyword'])
        .doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          row: eb.ref('excluded.row'),
          variants: eb.ref('excluded.variants'),
          text: eb.ref('excluded.text'),
          writer: eb.ref('excluded.writer'),
          status: 'open',
          updated_at: sql<Date>`now()`,
        }))
        .where('ai_results.status', '<>', 'accepted'),
    )
    .execute();
}

/** Drops the task's results for keywords no longer asked for (an FAQ's changed questions), accepted ones kept. */
export async function dropOtherResults(db: Db, projectId: number, task: AiTask, keep: readonly string[]): Promise<void> {
  let query = db.deleteFrom('ai_results').where('project_id', '=', projectId).where('task', '=', task).where('status', '<>', 'accepted');
  if (keep.length > 0) query = query.where('keyword', 'not in', [...keep]);
  await query.execute();
}

export async function taskResults(db: Db, projectId: number, task: AiTask) {
  return db.selectFrom('ai_results').select(['keyword', 'row', 'variants', 'text', 'status', 'writer']).where('project_id', '=', projectId).where('task', '=', task).orderBy('position').orderBy('keyword').execute();
}

export type TaskCounts = { project_id: number; task: AiTask; rows: number; accepted: number; rejected: number };

export async function taskCounts(db: Db, projectIds: readonly number[]): Promise<TaskCounts[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('ai_results')
    .select(['project_id', 'task'])
    .select(sql<number>`count(*)::int`.as('rows'))
    .select(sql<number>`count(*) filter (where status = 'accepted')::int`.as('accepted'))
    .select(sql<number>`count(*) filter (where status = 'rejected')::int`.as('rejected'))
    .where('project_id', 'in', [...projectIds])
    .groupBy(['project_id', 'task'])
    .execute();
}

/**
 * Sets the text or the status of the named rows; answers the values they had (the undo) for those
 * that exist. An edited text keeps the row's status; the user accepts it separately.
 */
export async function setResults(
  db: Db,
  projectId: number,
  task: AiTask,
  field: AiSetField,
  changes: readonly { keyword: string; value: string | null }[],
): Promise<{ keyword: string; value: string | null }[]> {
  return db.transaction().execute(async (tx) => {
    const keywords = [...new Set(changes.map((c) => c.keyword))];
    const before = await tx.selectFrom('ai_results').select(['keyword', 'text', 'status']).where('project_id', '=', projectId).where('task', '=', task).where('keyword', 'in', keywords).execute();
    const known = new Set(before.map((b) => b.keyword));
    // One update per distinct value: setting 500 rows to "accepted" is one statement.
    const byValue = new Map<string | null, string[]>();
    for (const change of changes) if (known.has(change.keyword)) byValue.set(change.value, [...(byValue.get(change.value) ?? []), change.keyword]);
    for (const [value, rows] of byValue) {
      const update = field === 'text' ? { text: value } : { status: (value ?? 'open') as AiResultStatus };
      await tx.updateTable('ai_results').set({ ...update, updated_at: new Date() }).where('project_id', '=', projectId).where('task', '=', task).where('keyword', 'in', rows).execute();
    }
    return before.map((b) => ({ keyword: b.keyword, value: field === 'text' ? b.text : b.status }));
  });
}

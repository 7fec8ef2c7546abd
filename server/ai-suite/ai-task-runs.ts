/**
 * Starting an AI Suite task (issue 20): the items it writes (every project keyword, or an FAQ's
 * questions from the questions source), then the background job, or the run already under way.
 */
import type { Kysely } from 'kysely';
import { writingLanguage } from '../../src/domain/ai-keyword-facts.ts';
import { AI_TASK_RULES, type AiTask } from '../../src/domain/ai-writing-tasks.ts';
import { AI_TEXTS_JOB_KIND, type AiJobState, type AiRunResponse } from '../../src/domain/contracts/ai-suite.ts';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { JobPort } from '../jobs/job-port.ts';
import { AI_TEXTS_BATCH } from '../jobs/kinds/ai-texts/ai-texts-payload.ts';
import type { SuggestionListsPort } from '../providers/cache/cached-suggestion-lists.ts';
import { suggestGroups } from '../sources/suggest-lookup.ts';
import { companyName, latestRuns, projectRows, recordRun, type ProjectRow } from './ai-project-store.ts';
import { dropOtherResults } from './ai-result-store.ts';

/** An FAQ answers at most this many questions, the most searched first. */
export const MAX_FAQ_QUESTIONS = 10;

export type RunDeps = { db: Kysely<Database>; jobs: JobPort; suggestions: SuggestionListsPort; usesModel: boolean };

export async function jobState(jobs: JobPort, jobId: string | undefined): Promise<AiJobState | null> {
  if (jobId === undefined) return null;
  const job = await jobs.get(jobId);
  return job ? { job_id: job.id, status: job.status, done_batches: job.doneBatches, total_batches: job.totalBatches } : null;
}

async function questionsOf(suggestions: SuggestionListsPort, project: ProjectRow, mainKeyword: string, signal: AbortSignal): Promise<string[]> {
  const groups = await suggestGroups(mainKeyword, ['questions'], { location: project.location, language: project.language }, suggestions, signal);
  return [...new Set(groups.flatMap((g) => g.phrases))].slice(0, MAX_FAQ_QUESTIONS);
}

export async function startTask(deps: RunDeps, project: ProjectRow, task: AiTask, userId: number, signal: AbortSignal): Promise<AiRunResponse> {
  const { db, jobs } = deps;
  const current = (await latestRuns(db, [project.id])).find((r) => r.task === task);
  const state = await jobState(jobs, current?.job_id);
  if (state && (state.status === 'queued' || state.status === 'running')) {
    return { job_id: state.job_id, total_batches: state.total_batches, items: 0, already_running: true };
  }
  const rows = await projectRows(db, project.id);
  // The main keyword: the project's most searched one.
  const main = [...rows].sort((a, b) => (b.row.avgsv ?? -1) - (a.row.avgsv ?? -1))[0]?.keyword ?? null;
  let items = rows.map((r) => r.keyword);
  if (AI_TASK_RULES[task].over === 'questions') {
    items = main === null ? [] : await questionsOf(deps.suggestions, project, main, signal);
    await dropOtherResults(db, project.id, task, items);
  }
  if (items.length === 0) {
    const what = task === 'faq' ? `the questions source found no questions about ${main ?? 'the project keyword'}` : 'the project has no keywords';
    throw new HttpError(400, { error: 'bad_request', field: 'task', message: `task: ${what}.` });
  }
  const payload = {
    project_id: project.id,
    name: project.name,
    task,
    language: writingLanguage(project.language),
    brand: await companyName(db, project.company_id),
    item_count: items.length,
    uses_model: deps.usesModel,
    main_keyword: main,
  };
  const batches = splitIntoBatches(items, AI_TEXTS_BATCH);
  const jobId = await jobs.enqueue({ kind: AI_TEXTS_JOB_KIND, companyId: project.company_id, userId, payload, batches });
  await recordRun(db, project.id, task, jobId);
  return { job_id: jobId, total_batches: batches.length, items: items.length, already_running: false };
}

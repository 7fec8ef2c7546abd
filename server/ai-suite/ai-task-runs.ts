/**
 * Starting an AI Suite task (issue 20): the items it writes (every project keyword, an FAQ's
 * questions from the questions source, or an outline's sections from the content project's
 * briefing), then the background job, or the run already under way.
 */
import type { Kysely } from 'kysely';
import { outlineSections, type OutlineBrief } from '../../src/domain/ai-outline.ts';
import { writingLanguage } from '../../src/domain/ai-keyword-facts.ts';
import { AI_TASK_RULES, type AiTask } from '../../src/domain/ai-writing-tasks.ts';
import { AI_TEXTS_JOB_KIND, type AiJobState, type AiRunResponse } from '../../src/domain/contracts/ai-suite.ts';
import { splitIntoBatches } from '../../src/domain/batches.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { JobPort } from '../jobs/job-port.ts';
import { AI_TEXTS_BATCH, type AiTextsPayload } from '../jobs/kinds/ai-texts/ai-texts-payload.ts';
import type { SuggestionListsPort } from '../providers/cache/cached-suggestion-lists.ts';
import { suggestGroups } from '../sources/suggest-lookup.ts';
import { companyName, latestRuns, projectRows, recordRun, type ProjectRow } from './ai-project-store.ts';
import { dropOtherResults } from './ai-result-store.ts';

/** An FAQ answers at most this many questions, the most searched first. */
export const MAX_FAQ_QUESTIONS = 10;

/** The AI project's content project briefing for the outline; null when it is gone. */
type Briefing = (companyId: number, contentProjectId: number, signal: AbortSignal) => Promise<OutlineBrief | null>;

export type RunDeps = { db: Kysely<Database>; jobs: JobPort; suggestions: SuggestionListsPort; usesModel: boolean; briefing: Briefing };

const refused = (message: string) => new HttpError(400, { error: 'bad_request', field: 'task', message: `task: ${message}` });

/** The outline's sections from the content project's briefing, or a 400 saying why there is none. */
async function outlineOf(deps: RunDeps, project: ProjectRow, signal: AbortSignal): Promise<NonNullable<AiTextsPayload['outline']>> {
  if (project.content_project_id === null) {
    throw refused(
      project.source === 'content'
        ? 'the content project this AI project started from was deleted, so there is no briefing to outline.'
        : 'an outline is written from a content project\'s briefing; start an AI project from a content project for it.',
    );
  }
  const brief = await deps.briefing(project.company_id, project.content_project_id, signal);
  if (brief === null) throw refused('the content project this AI project started from was deleted, so there is no briefing to outline.');
  return { intent: brief.intent, sections: outlineSections(brief, writingLanguage(project.language)).map((s) => ({ ...s, terms: [...s.terms] })) };
}

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
  const over = AI_TASK_RULES[task].over;
  let items = rows.map((r) => r.keyword);
  const outline = over === 'briefing' ? await outlineOf(deps, project, signal) : undefined;
  if (outline) items = outline.sections.map((s) => s.key);
  if (over === 'questions') items = main === null ? [] : await questionsOf(deps.suggestions, project, main, signal);
  if (over !== 'keywords') await dropOtherResults(db, project.id, task, items);
  if (items.length === 0) {
    const what = task === 'faq' ? `the questions source found no questions about ${main ?? 'the project keyword'}` : 'the project has no keywords';
    throw refused(`${what}.`);
  }
  const payload: AiTextsPayload = {
    project_id: project.id,
    name: project.name,
    task,
    language: writingLanguage(project.language),
    brand: await companyName(db, project.company_id),
    item_count: items.length,
    uses_model: deps.usesModel,
    // The outline's page is about the content project's main keyword, the project's first row.
    main_keyword: outline ? (rows[0]?.keyword ?? main) : main,
    ...(outline ? { outline } : {}),
  };
  // An outline is written in one call, so the model sees the whole page.
  const batches = splitIntoBatches(items, outline ? items.length : AI_TEXTS_BATCH);
  const jobId = await jobs.enqueue({ kind: AI_TEXTS_JOB_KIND, companyId: project.company_id, userId, payload, batches });
  await recordRun(db, project.id, task, jobId);
  return { job_id: jobId, total_batches: batches.length, items: items.length, already_running: false };
}

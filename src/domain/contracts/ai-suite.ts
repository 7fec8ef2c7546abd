/**
 * The AI Suite (issue 20): AI projects over a keyword, a collection or a content project, and writing tasks over them
 * whose results are edited, accepted or rejected per keyword in the workbench. Every route is a
 * POST with the Bearer token; the body always carries `company_id`; access is the `/ai-suite`
 * screen rule (SPEC §6: AI suite or admin, status active, testing or free).
 *
 *   POST /api/ai-suite/list     aiCompanyRequest  → aiProjectListResponse    projects, newest first
 *   POST /api/ai-suite/sources  aiCompanyRequest  → aiSourcesResponse        the company's collections and content projects to start from
 *   POST /api/ai-suite/create   aiCreateRequest   → aiProjectResponse
 *   POST /api/ai-suite/get      aiProjectRequest  → aiProjectResponse
 *   POST /api/ai-suite/delete   aiProjectRequest  → aiDeleteResponse
 *   POST /api/ai-suite/run      aiTaskRequest     → aiRunResponse            starts the task's background job
 *   POST /api/ai-suite/results  aiTaskRequest     → aiResultsResponse        the task's rows, in the project's order
 *   POST /api/ai-suite/set      aiSetRequest      → aiSetResponse            text or status of rows; the answer holds the undo
 *
 * Another company's project or collection is a 404, as if it did not exist.
 */
import { z } from 'zod';
import { AI_TASKS } from '../ai-writing-tasks.ts';
import { phraseError } from '../phrase-validation.ts';
import { idSchema } from './ids.ts';
import { marketLanguageSchema, marketLocationSchema } from './keyword-data.ts';
import { keywordRowSchema } from './keyword-row.ts';

/** The kind the job runner knows AI Suite writing runs by. */
export const AI_TEXTS_JOB_KIND = 'ai-texts';
/** The most keywords a project holds: a collection's first 1.000, most searched first. */
export const MAX_PROJECT_KEYWORDS = 1000;
export const MAX_PROJECT_NAME = 120;
/** Whatever the task writes, at most this many characters are stored (the longest task limit is 200). */
export const MAX_RESULT_TEXT = 200;

export const aiProjectLink = (id: number) => `/ai-suite/project/${id}`;

export const aiTaskSchema = z.enum(AI_TASKS);
export const aiResultStatusSchema = z.enum(['open', 'accepted', 'rejected']);
export type AiResultStatus = z.infer<typeof aiResultStatusSchema>;
/** Who wrote a text: a language model, or the offline composer's rules ("generated without a model"). */
export const aiWriterSchema = z.enum(['model', 'rules']);
export type AiWriter = z.infer<typeof aiWriterSchema>;

const projectNameSchema = z.string().trim().min(1, 'Enter a name for the project.').max(MAX_PROJECT_NAME, `Use at most ${MAX_PROJECT_NAME} characters.`);
const keywordSchema = z.string().trim().min(1, 'Enter a keyword.').max(1000).superRefine((keyword, ctx) => {
  const error = phraseError(keyword);
  if (error !== null) ctx.addIssue({ code: 'custom', message: error });
});

export const aiCompanyRequestSchema = z.strictObject({ company_id: idSchema });
export const aiProjectRequestSchema = z.strictObject({ company_id: idSchema, project_id: idSchema });
export type AiProjectRequest = z.infer<typeof aiProjectRequestSchema>;
export const aiTaskRequestSchema = z.strictObject({ company_id: idSchema, project_id: idSchema, task: aiTaskSchema });
export type AiTaskRequest = z.infer<typeof aiTaskRequestSchema>;

/**
 * A project starts from one keyword (its market given), from one of the company's collections (its
 * market is the collection's) or from one of its content projects (its main keyword and market;
 * the outline task reads its briefing).
 */
export const aiSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('keyword'), keyword: keywordSchema, location: marketLocationSchema, language: marketLanguageSchema }),
  z.strictObject({ kind: z.literal('collection'), collection_id: idSchema }),
  z.strictObject({ kind: z.literal('content'), content_project_id: idSchema }),
]);
export type AiSource = z.infer<typeof aiSourceSchema>;
export const AI_SOURCES = ['keyword', 'collection', 'content'] as const;
export const aiCreateRequestSchema = z.strictObject({ company_id: idSchema, name: projectNameSchema, source: aiSourceSchema });
export type AiCreateRequest = z.input<typeof aiCreateRequestSchema>;

const jobStateSchema = z.object({
  job_id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed', 'interrupted']),
  done_batches: z.number().int().min(0),
  total_batches: z.number().int().min(0),
});
export type AiJobState = z.infer<typeof jobStateSchema>;

export const aiTaskSummarySchema = z.object({
  task: aiTaskSchema,
  rows: z.number().int().min(0),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  job: jobStateSchema.nullable(),
});
export type AiTaskSummary = z.infer<typeof aiTaskSummarySchema>;

export const aiProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(AI_SOURCES),
  /** The keyword, the collection's name when the project was created, or the content project's main keyword. */
  source_name: z.string(),
  /** The collection it came from, null once that is deleted or for another source. */
  collection_id: z.number().int().nullable(),
  /** The content project it came from, null once that is deleted or for another source. */
  content_project_id: z.number().int().nullable(),
  keyword_count: z.number().int().min(0),
  location: z.number().int(),
  language: z.string(),
  created_at: z.string(),
  tasks: z.array(aiTaskSummarySchema),
});
export type AiProject = z.infer<typeof aiProjectSchema>;

export const aiProjectListResponseSchema = z.object({ projects: z.array(aiProjectSchema) });
export type AiProjectListResponse = z.infer<typeof aiProjectListResponseSchema>;
export const aiProjectResponseSchema = z.object({ project: aiProjectSchema, uses_model: z.boolean() });
export type AiProjectResponse = z.infer<typeof aiProjectResponseSchema>;
/** How long a deleted AI project can be restored (the list's Undo). */
export const AI_PROJECT_UNDO_SECONDS = 30;
export const aiDeleteResponseSchema = z.object({ project_id: z.number().int(), deleted: z.literal(true), undo_until: z.string() });
export type AiDeleteResponse = z.infer<typeof aiDeleteResponseSchema>;

export const aiSourcesResponseSchema = z.object({
  collections: z.array(z.object({ id: z.number().int(), name: z.string(), keyword_count: z.number().int(), location: z.number().int(), language: z.string() })),
  content_projects: z.array(z.object({ id: z.number().int(), main_keyword: z.string(), location: z.number().int(), language: z.string() })),
});
export type AiSourcesResponse = z.infer<typeof aiSourcesResponseSchema>;

export const aiRunResponseSchema = z.object({ job_id: z.string(), total_batches: z.number().int().min(0), items: z.number().int().min(0), already_running: z.boolean() });
export type AiRunResponse = z.infer<typeof aiRunResponseSchema>;

export const aiResultRowSchema = z.object({
  keyword: z.string(),
  row: keywordRowSchema,
  variants: z.array(z.string()),
  /** The chosen or edited text; null while none is written (an FAQ answer without a model). */
  text: z.string().nullable(),
  status: aiResultStatusSchema,
  writer: aiWriterSchema,
});
export type AiResultRow = z.infer<typeof aiResultRowSchema>;

export const aiResultsResponseSchema = z.object({ task: aiTaskSchema, rows: z.array(aiResultRowSchema), job: jobStateSchema.nullable() });
export type AiResultsResponse = z.infer<typeof aiResultsResponseSchema>;

export const aiSetFieldSchema = z.enum(['text', 'status']);
export type AiSetField = z.infer<typeof aiSetFieldSchema>;
/** One row's new value: a text (null clears it) or a status. */
const changeSchema = z.strictObject({ keyword: z.string().min(1).max(1000), value: z.string().max(MAX_RESULT_TEXT, `Use at most ${MAX_RESULT_TEXT} characters.`).nullable() });
export const aiSetRequestSchema = z
  .strictObject({ company_id: idSchema, project_id: idSchema, task: aiTaskSchema, field: aiSetFieldSchema, changes: z.array(changeSchema).min(1).max(MAX_PROJECT_KEYWORDS) })
  .superRefine((body, ctx) => {
    if (body.field !== 'status') return;
    body.changes.forEach((change, i) => {
      if (!aiResultStatusSchema.safeParse(change.value).success) ctx.addIssue({ code: 'custom', path: ['changes', i, 'value'], message: 'Use open, accepted or rejected.' });
    });
  });
export type AiSetRequest = z.input<typeof aiSetRequestSchema>;
export const aiSetResponseSchema = z.object({
  updated: z.number().int().min(0),
  /** The values before the change, to send back as the undo. */
  previous: z.array(z.object({ keyword: z.string(), value: z.string().nullable() })),
});
export type AiSetResponse = z.infer<typeof aiSetResponseSchema>;

/**
 * Bulk search volume lookups as background jobs (issue 7, SPEC §5): every route is a POST with the
 * Bearer token and needs right 10 (/searchvolume) in the company.
 */
import { z } from 'zod';
import { compactRowSchema, rowFormSchema } from './compact-rows.ts';
import { idSchema } from './ids.ts';
import { keywordRowSchema } from './keyword-row.ts';

/** The most lines one job takes; the client splits larger uploads. */
export const MAX_VOLUME_JOB_KEYWORDS = 10_000;
/** The most rows one results page carries, so a 10,000-row result is fetched in a few small answers. */
export const MAX_VOLUME_RESULTS_PAGE = 5000;
/** How many of a person's newest jobs `recent` lists. */
export const RECENT_VOLUME_JOBS = 10;

/** The kind the job runner knows these jobs by. */
export const BULK_VOLUME_JOB_KIND = 'bulk-volume';

/** Where a job's screen lives: notifications link here, and the screen reads the id from `job`. */
export const volumeJobLink = (jobId: string) => `/searchvolume?job=${encodeURIComponent(jobId)}`;

const jobIdSchema = z.string().min(1).max(100);

export const volumeJobStatusSchema = z.enum(['queued', 'running', 'done', 'failed', 'interrupted']);
export type VolumeJobStatus = z.infer<typeof volumeJobStatusSchema>;

/** POST /api/research/volume-jobs/start. Lines that break a rule are answered in `rejected` and not looked up. */
export const volumeJobStartRequestSchema = z.strictObject({
  company_id: idSchema,
  keywords: z.array(z.string().max(10_000)).min(1).max(MAX_VOLUME_JOB_KEYWORDS),
  /** DataForSEO / Google Ads location code, 2276 = Germany. */
  location: z.number().int().positive().max(99_999_999),
  /** ISO 639-1 code, e.g. `de`. */
  language: z.string().trim().min(2).max(10),
});
export type VolumeJobStartRequest = z.infer<typeof volumeJobStartRequestSchema>;

export const rejectedLineSchema = z.object({
  /** 1-based position in `keywords`. */
  line: z.number().int().positive(),
  phrase: z.string(),
  message: z.string(),
});

export const volumeJobStartResponseSchema = z.object({
  job_id: jobIdSchema,
  total_batches: z.number().int().positive(),
  /** Distinct valid keywords that will be looked up. */
  accepted: z.number().int().positive(),
  rejected: z.array(rejectedLineSchema),
});
export type VolumeJobStartResponse = z.infer<typeof volumeJobStartResponseSchema>;

export const volumeJobSchema = z.object({
  id: jobIdSchema,
  status: volumeJobStatusSchema,
  done_batches: z.number().int().min(0),
  total_batches: z.number().int().min(0),
  /** Whole percent of finished batches. */
  progress: z.number().int().min(0).max(100),
  keyword_count: z.number().int().min(0),
  /** Keywords of batches that failed for good, with the reason; keywords the provider knows nothing about are no failures. */
  failed: z.array(z.object({ keyword: z.string(), reason: z.string() })),
  error: z.string().nullable(),
  location: z.number().int(),
  language: z.string(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});
export type VolumeJob = z.infer<typeof volumeJobSchema>;

/** POST /api/research/volume-jobs/get → { job }; another company's job is a 404, as if it did not exist. */
export const volumeJobGetRequestSchema = z.strictObject({ company_id: idSchema, job_id: jobIdSchema });
export const volumeJobResponseSchema = z.object({ job: volumeJobSchema });
export type VolumeJobResponse = z.infer<typeof volumeJobResponseSchema>;

/** POST /api/research/volume-jobs/results: rows of finished batches in input order, one page at a time. */
export const volumeJobResultsRequestSchema = z.strictObject({
  company_id: idSchema,
  job_id: jobIdSchema,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(MAX_VOLUME_RESULTS_PAGE).default(MAX_VOLUME_RESULTS_PAGE),
  /** Whole rows (the default) or compact rows the client builds (./compact-rows.ts). */
  row_form: rowFormSchema.optional(),
});
export type VolumeJobResultsRequest = z.input<typeof volumeJobResultsRequestSchema>;
/** Rows are SPEC §3 keyword rows; their shape is the domain's type, not re-validated on the wire. */
export const volumeJobResultsResponseSchema = z.object({ rows: z.array(keywordRowSchema), total: z.number().int() });
export type VolumeJobResultsResponse = z.infer<typeof volumeJobResultsResponseSchema>;
/** The answer to `row_form: 'compact'`: the same rows, each as its compact metrics (`{ m }`). */
export const volumeJobCompactResultsResponseSchema = z.object({ compact_rows: z.array(compactRowSchema), total: z.number().int() });
export type VolumeJobCompactResultsResponse = z.infer<typeof volumeJobCompactResultsResponseSchema>;
export const volumeJobResultsAnswerSchema = z.union([volumeJobResultsResponseSchema, volumeJobCompactResultsResponseSchema]);

/** POST /api/research/volume-jobs/resume → { job }: continues an interrupted or failed job at its first unfinished batch. */
export const volumeJobResumeRequestSchema = volumeJobGetRequestSchema;

/** POST /api/research/volume-jobs/recent → { jobs }: this person's newest jobs in the company, newest first. */
export const volumeJobRecentRequestSchema = z.strictObject({ company_id: idSchema });
export const volumeJobRecentResponseSchema = z.object({ jobs: z.array(volumeJobSchema).max(RECENT_VOLUME_JOBS) });
export type VolumeJobRecentResponse = z.infer<typeof volumeJobRecentResponseSchema>;

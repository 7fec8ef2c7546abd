/**
 * The background jobs of a company as Home lists them (issue 21): every kind (bulk volume lookups,
 * brand index runs, monitoring updates) in one list, newest first, each with its title and screen
 * as its notifications name them. POST /api/jobs/recent, access `member`; a job whose screen the
 * person may not open is left out, as the bell's link would bounce.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

/** How many jobs Home lists: enough for a day's work, few enough to read at a glance. */
export const RECENT_JOBS = 8;

export const jobStatusSchema = z.enum(['queued', 'running', 'done', 'failed', 'interrupted']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobSummarySchema = z.object({
  id: z.string().min(1).max(100),
  kind: z.string(),
  /** The title of the job's notifications ("Search volume of 213 keywords"). */
  title: z.string(),
  /** The job's screen, where its result or its resume button is. */
  link: z.string(),
  status: jobStatusSchema,
  /** Whole percent of finished batches. */
  progress: z.number().int().min(0).max(100),
  done_batches: z.number().int().min(0),
  total_batches: z.number().int().min(0),
  /** Set when the job stopped with an error; the screen behind `link` says what to do. */
  error: z.string().nullable(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const recentJobsRequestSchema = z.strictObject({ company_id: idSchema });
export const recentJobsResponseSchema = z.object({ jobs: z.array(jobSummarySchema).max(RECENT_JOBS) });
export type RecentJobsResponse = z.infer<typeof recentJobsResponseSchema>;

import type { JobStatus } from '../db/schema.ts';
import type { JobSchedule } from './schedule/job-schedule.ts';

export type { JobStatus };

/** A keyword (or any batch item) the handler could not process, and the reason a person can read. */
export type FailedItem = { item: unknown; reason: string };

/** What a handler gives back for one batch: results, and items it had to give up on while others worked. */
export type BatchResult = { items: unknown[]; failed?: FailedItem[] };

export type BatchContext = {
  jobId: string;
  /** 0-based position of the batch in the job. */
  index: number;
  /** Aborted when the runner stops; a handler should pass it on to its HTTP calls. */
  signal: AbortSignal;
  payload: Record<string, unknown>;
  companyId: number;
  userId: number;
};

/**
 * Processes ONE batch. Throwing counts as a failed attempt; the runner retries with backoff, except
 * for an error whose `retryable` is false (a ProviderError without credits or access): no later try can help.
 */
export type BatchHandler = (batch: unknown[], ctx: BatchContext) => Promise<BatchResult>;

export type NewJob = {
  kind: string;
  companyId: number;
  userId: number;
  payload: Record<string, unknown>;
  batches: unknown[][];
  /**
   * Each batch's result items when they are already in hand (a lookup the cache answered whole):
   * the job is stored done in one transaction, reported done, and never dispatched, so it skips
   * the runner's per-batch reads, writes and reports (decision 0061).
   */
  results?: unknown[][];
};

export type JobView = {
  id: string;
  kind: string;
  companyId: number;
  userId: number;
  status: JobStatus;
  doneBatches: number;
  totalBatches: number;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Items of failed batches and items the handler gave up on in finished ones, in batch order. */
  failed: FailedItem[];
};

export type JobProgress = {
  jobId: string;
  companyId: number;
  userId: number;
  status: JobStatus;
  doneBatches: number;
  totalBatches: number;
  failed: FailedItem[];
  /** With status 'failed': why, and the code of a typed error (a ProviderError's), so listeners need not parse text. */
  error?: { message: string; code: string | null };
};

export type ProgressListener = (progress: JobProgress) => void;

/** At each tick of a schedule: the jobs to enqueue (none is fine). */
export type SchedulePlan = (tickAt: Date) => Promise<NewJob[]>;

export type RetryPolicy = {
  /** Tries per batch, the first one included. */
  attempts: number;
  /** Wait before the 2nd try; each further try waits `factor` times longer, up to maxDelayMs. */
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, factor: 2, maxDelayMs: 30_000 };

/**
 * Runs long, batched work in the background. Routes enqueue and read; the runner underneath
 * (in-process or BullMQ) decides where the batches run. The database holds every batch's state.
 */
export interface JobPort {
  readonly runner: 'in-process' | 'bullmq';
  register(kind: string, handler: BatchHandler): void;
  enqueue(job: NewJob): Promise<string>;
  /** Continues an interrupted (or failed) job from its first unfinished batch. */
  resume(jobId: string): Promise<void>;
  get(jobId: string): Promise<JobView | undefined>;
  /** The results of finished batches, in input order. */
  results(jobId: string): Promise<unknown[]>;
  onProgress(listener: ProgressListener): () => void;
  /**
   * Enqueues the jobs `plan` gives at every tick of `schedule`. BullMQ keeps the schedule in Redis
   * (one tick for all instances); the in-process runner keeps a timer.
   */
  schedule(kind: string, schedule: JobSchedule, plan: SchedulePlan): Promise<void>;
  close(): Promise<void>;
}

export type JobLog = { warn(message: string): void; error(message: string): void };

export class JobNotFoundError extends Error {
  constructor(id: string) {
    super(`no job ${id}`);
  }
}

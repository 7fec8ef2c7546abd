import type { JobStatus } from '../db/schema.ts';

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
  close(): Promise<void>;
}

export type JobLog = { warn(message: string): void; error(message: string): void };

export class JobNotFoundError extends Error {
  constructor(id: string) {
    super(`no job ${id}`);
  }
}

/** Handlers and progress listeners, the part both runners share. */
export class JobRegistry {
  private readonly handlers = new Map<string, BatchHandler>();
  private readonly listeners = new Set<ProgressListener>();
  private readonly waiters = new Set<{ kind: string; wake: () => void }>();

  register(kind: string, handler: BatchHandler): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler);
    for (const waiter of [...this.waiters]) if (waiter.kind === kind) waiter.wake();
  }

  /**
   * Resolves once a handler for `kind` is registered, or after `timeoutMs` or an abort, whichever
   * comes first. A runner is started before the app registers its handlers, and a queue may hand
   * it a job left over from the last run in that moment; the job waits instead of failing.
   */
  async whenRegistered(kind: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.handlers.has(kind) || signal.aborted) return;
    await new Promise<void>((resolve) => {
      const waiter = { kind, wake: () => done() };
      const timer = setTimeout(() => done(), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(waiter);
        resolve();
      };
      signal.addEventListener('abort', done, { once: true });
      this.waiters.add(waiter);
    });
  }

  handler(kind: string): BatchHandler | undefined {
    return this.handlers.get(kind);
  }

  onProgress(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(progress: JobProgress): void {
    for (const listener of this.listeners) {
      try {
        listener(progress);
      } catch {
        // A faulty listener (a closed socket) must not stop the job or the other listeners.
      }
    }
  }
}

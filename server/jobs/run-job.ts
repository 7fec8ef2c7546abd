import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldTurn } from '../db/take-turns.ts';
import type { BatchResult, FailedItem, JobProgress, RetryPolicy } from './job-port.ts';
import type { JobRegistry } from './job-registry.ts';
import { failedItemsOfDoneBatches, jobRow, saveBatchDone, saveBatchFailed, setJobStatus, unfinishedBatches } from './job-store.ts';

export type RunDeps = {
  db: Kysely<Database>;
  registry: JobRegistry;
  retry: RetryPolicy;
  /** Aborted when the runner drains before a stop: the batch in hand is finished and saved, no further one is started. */
  stopping?: AbortSignal;
};

/** 'aborted': the runner stopped mid-job; the job row keeps its batches for a later resume. */
export type RunOutcome = 'done' | 'failed' | 'aborted' | 'missing';

export function backoffDelay(policy: RetryPolicy, failedAttempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** (failedAttempts - 1));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A typed error's machine-readable code (ProviderError has one), else null. */
export function errorCode(error: unknown): string | null {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

function isPermanent(error: unknown): boolean {
  return error instanceof Error && 'retryable' in error && error.retryable === false;
}

/** Settles with the handler, or rejects as soon as the signal aborts: a stuck provider call must not hold a shutdown. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function checkResult(value: unknown): { items: unknown[]; failed: FailedItem[] } {
  const result = value as Partial<BatchResult> | null | undefined;
  if (!result || !Array.isArray(result.items)) throw new Error('the batch handler returned no items array');
  return { items: result.items, failed: Array.isArray(result.failed) ? result.failed : [] };
}

/**
 * Runs a job's unfinished batches in order, each with retries and exponential backoff, and saves
 * every finished batch at once so a later failure or a restart loses nothing that was done.
 */
export async function runJob(deps: RunDeps, jobId: string, signal: AbortSignal, emit: (progress: JobProgress) => void): Promise<RunOutcome> {
  const { db, registry, retry } = deps;
  const job = await jobRow(db, jobId);
  if (!job) return 'missing';
  const progress = (status: JobProgress['status'], doneBatches: number, failed: FailedItem[]): JobProgress => ({
    jobId, companyId: job.company_id, userId: job.user_id, status, doneBatches, totalBatches: job.total_batches, failed,
  });
  if (job.status === 'done') return 'done';
  const handler = registry.handler(job.kind);
  if (!handler) {
    const message = `no handler is registered for job kind "${job.kind}"`;
    await setJobStatus(db, jobId, 'failed', message);
    emit({ ...progress('failed', job.done_batches, []), error: { message, code: null } });
    return 'failed';
  }
  await setJobStatus(db, jobId, 'running');
  const failed = await failedItemsOfDoneBatches(db, jobId);
  let doneBatches = job.done_batches;
  emit(progress('running', doneBatches, [...failed]));

  for (const batch of await unfinishedBatches(db, jobId)) {
    let attempts = 0;
    let saved = false;
    while (!saved) {
      if (signal.aborted || deps.stopping?.aborted) return 'aborted';
      attempts += 1;
      try {
        const ctx = { jobId, index: batch.index, signal, payload: job.payload, companyId: job.company_id, userId: job.user_id };
        const result = checkResult(await untilAborted(handler(batch.items, ctx), signal));
        // A result that arrives after the stop belongs to a process that is going away.
        if (signal.aborted) return 'aborted';
        doneBatches = await saveBatchDone(db, jobId, batch.index, result, attempts);
        failed.push(...result.failed);
        saved = true;
      } catch (error) {
        if (signal.aborted) return 'aborted';
        const reason = errorMessage(error);
        if (attempts >= retry.attempts || isPermanent(error)) {
          const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
          const jobError = `batch ${batch.index + 1} of ${job.total_batches} failed after ${tries}: ${reason}`;
          await saveBatchFailed(db, jobId, batch.index, reason, attempts, jobError);
          emit({
            ...progress('failed', doneBatches, [...failed, ...batch.items.map((item) => ({ item, reason }))]),
            error: { message: jobError, code: errorCode(error) },
          });
          return 'failed';
        }
        try {
          await sleep(backoffDelay(retry, attempts), undefined, { signal });
        } catch {
          return 'aborted';
        }
      }
    }
    emit(progress('running', doneBatches, [...failed]));
    // The batches of a long job follow each other on the server's one thread: between two, every
    // request that came in meanwhile is answered first.
    await yieldTurn();
  }
  await setJobStatus(db, jobId, 'done');
  emit(progress('done', doneBatches, [...failed]));
  return 'done';
}

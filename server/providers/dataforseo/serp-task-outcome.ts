/**
 * One SERP task's status and result → a rank check outcome. A task-level error is that keyword's
 * failure; an error that concerns the whole account (login refused, no money left) is thrown, as
 * every other DataForSEO adapter does, because no other keyword of the batch could succeed either.
 */
import type { ProviderError } from '../errors.ts';
import type { RankCheckOutcome } from '../ports.ts';
import type { EnvelopeTask } from './envelope.ts';
import { readSerpResult } from './serp.ts';
import { errorForStatus, STATUS_OK } from './status-codes.ts';

/** task_post answers "Task Created." for every task it queued. */
export const STATUS_TASK_CREATED = 20100;
/** task_get on a task not done yet: "Task Handed." (being worked on) and "Task in Queue.". */
export const STATUS_TASK_HANDED = 40601;
export const STATUS_TASK_IN_QUEUE = 40602;

export function stillQueued(task: EnvelopeTask): boolean {
  return task.status_code === STATUS_TASK_HANDED || task.status_code === STATUS_TASK_IN_QUEUE;
}

function accountLevel(error: ProviderError): boolean {
  return error.code === 'unauthorized' || error.code === 'no_credits_left';
}

/** The failure outcome of a task's error status; throws the mapped error when it concerns the account. */
export function taskFailure(keyword: string, task: Pick<EnvelopeTask, 'status_code' | 'status_message'>): RankCheckOutcome {
  const error = errorForStatus(task.status_code, task.status_message, [keyword]);
  if (accountLevel(error)) throw error;
  return { keyword, ok: false, reason: error.message, retryable: error.retryable };
}

/** The `datetime` of an advanced result, "2026-11-25 06:12:41 +00:00", as an ISO timestamp. */
function checkedAtOf(result: unknown, fallback: Date): string {
  const datetime = typeof result === 'object' && result !== null && 'datetime' in result ? result.datetime : undefined;
  if (typeof datetime !== 'string') return fallback.toISOString();
  const parsed = Date.parse(datetime.replace(' ', 'T').replace(' ', ''));
  return Number.isNaN(parsed) ? fallback.toISOString() : new Date(parsed).toISOString();
}

/**
 * A finished task (task_get/advanced or live/advanced) → the keyword's outcome. A task without a
 * readable result is a failure, never an empty page: an empty page would read as "not ranking".
 */
export function taskOutcome(keyword: string, task: EnvelopeTask, now: Date): RankCheckOutcome {
  if (task.status_code !== STATUS_OK) return taskFailure(keyword, task);
  const first = task.result?.[0];
  const serp = readSerpResult(keyword, first);
  if (serp === null) {
    return { keyword, ok: false, reason: 'DataForSEO finished the lookup without a readable result page.', retryable: true };
  }
  return { keyword, ok: true, organic: serp.organic, features: serp.features, checkedAt: checkedAtOf(first, now) };
}

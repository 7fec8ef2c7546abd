/**
 * DataForSEO's standard SERP queue: `task_post` sets up to 100 tasks a call, `tasks_ready` lists the
 * finished tasks nobody has collected yet, `task_get/advanced/{id}` collects one. Normal priority
 * takes about five minutes, so the wait polls with doubling pauses and ends at a time budget; the
 * caller's signal ends it at once; an outage while waiting only costs a round.
 */
import { mapBounded } from '../cache/bounded-calls.ts';
import { isProviderError } from '../errors.ts';
import type { RankCheckOutcome, RankCheckRequest } from '../ports.ts';
import type { Clock, RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';
import type { EnvelopeTask } from './envelope.ts';
import { dataForSeoDevice, RANKINGS_DEPTH } from './serp.ts';
import { STATUS_TASK_CREATED, stillQueued, taskFailure, taskOutcome } from './serp-task-outcome.ts';
import { STATUS_OK } from './status-codes.ts';

export const TASK_POST_PATH = '/v3/serp/google/organic/task_post';
export const TASKS_READY_PATH = '/v3/serp/google/organic/tasks_ready';
export const TASK_GET_PATH = '/v3/serp/google/organic/task_get/advanced';
/** Documented: more than 100 tasks in one task_post call fail with 40006. */
export const TASKS_PER_POST = 100;
/** Documented: tasks_ready lists at most 1,000 ids; a full list may leave ours out. */
const READY_LIST_LIMIT = 1000;
/** task_get calls in flight at once: well inside 2,000 calls a minute, quick for 1,000 keywords. */
const COLLECT_CONCURRENCY = 8;

export interface SerpQueueTiming {
  /** The first pause before asking what is ready; each later pause doubles up to `maxPollMs`. */
  firstPollMs: number;
  maxPollMs: number;
  /** How long a batch may wait for its tasks; still queued then is a retryable failure. */
  waitBudgetMs: number;
}

export const SERP_QUEUE_DEFAULTS: SerpQueueTiming = { firstPollMs: 15_000, maxPollMs: 60_000, waitBudgetMs: 30 * 60_000 };

export interface SerpQueueContext {
  client: DataForSeoClient;
  limiter: RateLimiter;
  clock: Clock;
  timing: SerpQueueTiming;
  now: () => Date;
}

/** The task as the SERP endpoints take it; tablet asks for the mobile page (DataForSEO has no tablet). */
export function serpTask(request: RankCheckRequest): Record<string, unknown> {
  return {
    keyword: request.keyword,
    location_code: request.location,
    language_code: request.language,
    device: dataForSeoDevice(request.device),
    depth: RANKINGS_DEPTH,
  };
}

function tagOf(task: EnvelopeTask): number | null {
  const tag = task.data?.['tag'];
  return typeof tag === 'string' && /^\d+$/u.test(tag) ? Number(tag) : null;
}

/** Sets every request as a task tagged with its index; answers the queued ids and the failures of setting. */
export async function postTasks(requests: readonly RankCheckRequest[], context: SerpQueueContext, signal: AbortSignal): Promise<{ pending: Map<string, number>; failed: Map<number, RankCheckOutcome> }> {
  const pending = new Map<string, number>();
  const failed = new Map<number, RankCheckOutcome>();
  for (let start = 0; start < requests.length; start += TASKS_PER_POST) {
    const chunk = requests.slice(start, start + TASKS_PER_POST);
    const tasks = chunk.map((request, offset) => ({ ...serpTask(request), tag: String(start + offset) }));
    const answered = await context.client.postTasks(TASK_POST_PATH, tasks, { limiter: context.limiter, signal, keywords: chunk.map((r) => r.keyword) });
    const seen = new Set<number>();
    answered.forEach((task, order) => {
      // The tag names the request; the answer's order is the fallback when a task comes back without its data.
      const index = tagOf(task) ?? start + order;
      const request = requests[index];
      if (!request || index < start || index >= start + chunk.length || seen.has(index)) return;
      seen.add(index);
      if (task.status_code === STATUS_TASK_CREATED && task.id) pending.set(task.id, index);
      else failed.set(index, taskFailure(request.keyword, task));
    });
    chunk.forEach((request, offset) => {
      if (!seen.has(start + offset)) failed.set(start + offset, { keyword: request.keyword, ok: false, reason: 'DataForSEO did not confirm the task for this keyword.', retryable: true });
    });
  }
  return { pending, failed };
}

async function readyIds(context: SerpQueueContext, signal: AbortSignal): Promise<{ ids: Set<string>; full: boolean }> {
  const tasks = await context.client.get(TASKS_READY_PATH, { limiter: context.limiter, signal, keywords: [] });
  const ids = new Set<string>();
  let listed = 0;
  for (const task of tasks) {
    if (task.status_code !== STATUS_OK) continue;
    for (const entry of task.result ?? []) {
      listed += 1;
      const id = typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : undefined;
      if (typeof id === 'string') ids.add(id);
    }
  }
  return { ids, full: listed >= READY_LIST_LIMIT };
}

async function collect(id: string, request: RankCheckRequest, context: SerpQueueContext, signal: AbortSignal): Promise<RankCheckOutcome | null> {
  const [task] = await context.client.get(`${TASK_GET_PATH}/${encodeURIComponent(id)}`, { limiter: context.limiter, signal, keywords: [request.keyword] });
  if (!task) return { keyword: request.keyword, ok: false, reason: 'DataForSEO answered without the task.', retryable: true };
  if (stillQueued(task)) return null;
  return taskOutcome(request.keyword, task, context.now());
}

function minutes(ms: number): string {
  const value = ms / 60_000;
  return value >= 1 ? `${Math.round(value)} min` : `${Math.max(1, Math.round(ms / 1000))} s`;
}

/**
 * Waits for the queued tasks and collects each once it is listed as ready. The last round before the
 * budget ends, or a full ready list, asks for every task still waiting directly, so a task another
 * client already listed is not missed.
 */
export async function collectTasks(requests: readonly RankCheckRequest[], pending: Map<string, number>, context: SerpQueueContext, signal: AbortSignal): Promise<Map<number, RankCheckOutcome>> {
  const done = new Map<number, RankCheckOutcome>();
  const { clock, timing } = context;
  const deadline = clock.now() + timing.waitBudgetMs;
  let pause = timing.firstPollMs;
  let askDirectly = false;
  let lastRound = false;
  // Always ends with a last round, even when a slow round used up the budget before it came.
  while (pending.size > 0 && !lastRound) {
    const remaining = deadline - clock.now();
    lastRound = remaining <= pause;
    if (remaining > 0) await clock.sleep(Math.min(pause, remaining), signal);
    pause = Math.min(pause * 2, timing.maxPollMs);
    try {
      const ready = lastRound || askDirectly ? null : await readyIds(context, signal);
      askDirectly = false;
      const ids = [...pending.keys()].filter((id) => ready === null || ready.full || ready.ids.has(id));
      const outcomes = await mapBounded(ids, COLLECT_CONCURRENCY, async (id) => {
        const index = pending.get(id) ?? -1;
        const request = requests[index];
        return request ? { id, index, outcome: await collect(id, request, context, signal) } : { id, index, outcome: null };
      });
      for (const { id, index, outcome } of outcomes) {
        if (outcome === null) continue;
        done.set(index, outcome);
        pending.delete(id);
      }
    } catch (error) {
      // The tasks are paid for: a passing outage keeps waiting. A task collected in the lost round has
      // left the ready list, so the next round asks for every waiting task directly.
      if (!isProviderError(error) || !error.retryable) throw error;
      askDirectly = true;
    }
  }
  for (const index of pending.values()) {
    const request = requests[index];
    if (request) {
      done.set(index, { keyword: request.keyword, ok: false, reason: `DataForSEO had not finished the lookup after ${minutes(timing.waitBudgetMs)}.`, retryable: true });
    }
  }
  return done;
}

/**
 * Daily rank tracking on DataForSEO (RankTrackingPort). A batch goes through the standard queue
 * (task_post, then tasks_ready and task_get/advanced; $0.0006 a result page instead of $0.002 live);
 * a single keyword asked for now goes to `live/advanced`, answered in seconds. Depth 100: the rank
 * colour bands of SPEC §9 end at position 100.
 */
import { throwIfAborted } from '../errors.ts';
import type { RankCheckOutcome, RankCheckRequest, RankTrackingPort } from '../ports.ts';
import type { Clock, RateLimiter } from '../rate-limiter.ts';
import type { DataForSeoClient } from './client.ts';
import { SERP_PATH } from './serp.ts';
import { taskOutcome } from './serp-task-outcome.ts';
import { collectTasks, postTasks, serpTask, type SerpQueueContext, type SerpQueueTiming } from './serp-task-queue.ts';

export interface RankTrackingOptions {
  client: DataForSeoClient;
  limiter: RateLimiter;
  clock: Clock;
  timing: SerpQueueTiming;
  now?: () => Date;
}

async function liveCheck(request: RankCheckRequest, context: SerpQueueContext, signal: AbortSignal): Promise<RankCheckOutcome> {
  const tasks = await context.client.postTasks(SERP_PATH, [serpTask(request)], { limiter: context.limiter, signal, keywords: [request.keyword] });
  const [task] = tasks;
  if (!task) return { keyword: request.keyword, ok: false, reason: 'DataForSEO answered without a task.', retryable: true };
  return taskOutcome(request.keyword, task, context.now());
}

export function dataForSeoRankTracking(options: RankTrackingOptions): RankTrackingPort {
  const context: SerpQueueContext = { ...options, now: options.now ?? (() => new Date()) };
  return {
    async rankCheck(requests, signal) {
      throwIfAborted(signal, requests.map((r) => r.keyword));
      if (requests.length === 0) return [];
      const [only] = requests;
      if (requests.length === 1 && only) return [await liveCheck(only, context, signal)];
      const { pending, failed } = await postTasks(requests, context, signal);
      const collected = await collectTasks(requests, pending, context, signal);
      return requests.map((request, index) => {
        const outcome = failed.get(index) ?? collected.get(index);
        // Every index is either failed at posting, collected, or timed out; this guards the invariant.
        return outcome ?? { keyword: request.keyword, ok: false, reason: 'DataForSEO lost the task for this keyword.', retryable: true };
      });
    },
  };
}

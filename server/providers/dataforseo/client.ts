/**
 * The HTTP side of DataForSEO v3: basic auth, the rate limit, bounded retries on HTTP 429 with
 * Retry-After, a time-out, and every failure turned into a ProviderError. `post` sends one task, so
 * the first task's status decides its outcome; `postTasks` and `get` hand back every task with its own
 * status, for the queued SERP endpoints where one failed task must not fail the others.
 */
import { abortedError, ProviderError } from '../errors.ts';
import { realClock, type Clock, type RateLimiter } from '../rate-limiter.ts';
import { envelopeSchema, type EnvelopeTask } from './envelope.ts';
import { errorForHttp, errorForStatus, STATUS_OK } from './status-codes.ts';

export interface DataForSeoClientOptions {
  baseUrl: string;
  login: string;
  password: string;
  /** How often an answer of HTTP 429 is retried before giving up. */
  maxRetries: number;
  /** The longest Retry-After honoured; a longer one fails at once rather than stalling a job. */
  maxRetryAfterMs: number;
  timeoutMs: number;
  clock?: Clock;
  fetch?: typeof fetch;
}

export interface PostOptions {
  limiter: RateLimiter;
  signal: AbortSignal;
  /** The keywords the call concerns, carried into any error. */
  keywords: readonly string[];
}

const DEFAULT_RETRY_AFTER_MS = 1000;

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

export class DataForSeoClient {
  private readonly clock: Clock;
  private readonly fetchImpl: typeof fetch;
  private readonly authorization: string;

  constructor(private readonly options: DataForSeoClientOptions) {
    this.clock = options.clock ?? realClock;
    this.fetchImpl = options.fetch ?? fetch;
    this.authorization = `Basic ${Buffer.from(`${options.login}:${options.password}`, 'utf8').toString('base64')}`;
  }

  /** Posts one task and returns its `result` array (empty when the provider sent none). */
  async post(path: string, task: Record<string, unknown>, options: PostOptions): Promise<unknown[]> {
    const tasks = await this.call(path, [task], options);
    const first = tasks[0];
    if (!first) throw new ProviderError('task_failed', 'DataForSEO answered without a task.', { keywords: options.keywords });
    if (first.status_code !== STATUS_OK) throw errorForStatus(first.status_code, first.status_message, options.keywords);
    return first.result ?? [];
  }

  /** Posts several tasks in one call; every task comes back with its own status, none is judged here. */
  postTasks(path: string, tasks: readonly Record<string, unknown>[], options: PostOptions): Promise<EnvelopeTask[]> {
    return this.call(path, tasks, options);
  }

  /** A GET endpoint (tasks_ready, task_get): its tasks, each with its own status. */
  get(path: string, options: PostOptions): Promise<EnvelopeTask[]> {
    return this.call(path, null, options);
  }

  /** One call with its 429 retries; a top-level error status throws, task statuses are the caller's. */
  private async call(path: string, tasks: readonly Record<string, unknown>[] | null, { limiter, signal, keywords }: PostOptions): Promise<EnvelopeTask[]> {
    const url = `${this.options.baseUrl.replace(/\/+$/u, '')}${path}`;
    for (let attempt = 0; ; attempt++) {
      await limiter.acquire(signal);
      const response = await this.send(url, tasks, signal, keywords);
      if (response.status === 429 && attempt < this.options.maxRetries) {
        const wait = retryAfterMs(response.headers.get('retry-after'), this.clock.now());
        await response.body?.cancel();
        if (wait > this.options.maxRetryAfterMs) throw errorForHttp(429, keywords);
        await this.clock.sleep(wait, signal);
        continue;
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw errorForHttp(response.status, keywords);
      }
      return this.readResult(response, signal, keywords);
    }
  }

  private async send(url: string, tasks: readonly Record<string, unknown>[] | null, signal: AbortSignal, keywords: readonly string[]): Promise<Response> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const headers = { authorization: this.authorization, accept: 'application/json' };
    try {
      return await this.fetchImpl(url, {
        signal: AbortSignal.any([signal, timeout]),
        ...(tasks === null
          ? { method: 'GET', headers }
          : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(tasks) }),
      });
    } catch (error) {
      throw this.transportError(error, signal, timeout, keywords);
    }
  }

  private transportError(error: unknown, signal: AbortSignal, timeout: AbortSignal, keywords: readonly string[]): ProviderError {
    if (signal.aborted) return abortedError(signal, keywords);
    if (timeout.aborted) {
      return new ProviderError('unavailable', `DataForSEO did not answer within ${Math.round(this.options.timeoutMs / 1000)} s.`, { keywords, cause: error });
    }
    return new ProviderError('unavailable', 'DataForSEO could not be reached.', { keywords, cause: error });
  }

  private async readResult(response: Response, signal: AbortSignal, keywords: readonly string[]): Promise<EnvelopeTask[]> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw abortedError(signal, keywords);
      throw new ProviderError('unavailable', 'DataForSEO broke off its answer.', { keywords, cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ProviderError('unavailable', 'DataForSEO sent an answer that is not valid JSON.', { keywords, cause: error });
    }
    const parsed = envelopeSchema.safeParse(json);
    if (!parsed.success) {
      throw new ProviderError('unavailable', 'DataForSEO sent an answer in an unexpected format.', { keywords, cause: parsed.error });
    }
    const envelope = parsed.data;
    if (envelope.status_code !== STATUS_OK) throw errorForStatus(envelope.status_code, envelope.status_message, keywords);
    return envelope.tasks ?? [];
  }
}

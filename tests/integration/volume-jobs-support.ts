import { setTimeout as sleep } from 'node:timers/promises';
import { abortedError, ProviderError } from '../../server/providers/errors.ts';
import type { KeywordMetrics, KeywordMetricsPort, KeywordMetricsRequest, Providers } from '../../server/providers/ports.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import type { VolumeJob } from '../../src/domain/contracts/volume-jobs.ts';
import type { TestApp } from './harness.ts';

export const quietLog = { warn: () => {}, error: () => {} };
export const GERMANY = { location: 2276, language: 'de' };

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/** Distinct keywords, unique per call so the provider cache of one test never answers another's. */
let run = 0;
export function keywordList(count: number, stem = 'sonnencreme'): string[] {
  run += 1;
  return Array.from({ length: count }, (_, i) => `${stem} r${run} ${i}`);
}

type Failure = { code: ProviderError['code']; times: number };

/**
 * The sample provider with a script: a keyword can make its call fail (a number of times, with a
 * ProviderError code), hold until released, or come back with no metrics at all.
 */
export class ScriptedMetrics implements KeywordMetricsPort {
  readonly calls: Array<{ keywords: string[]; at: number }> = [];
  private readonly failures = new Map<string, Failure>();
  private readonly gates = new Map<string, { opened: Promise<void>; open: () => void }>();
  private readonly unknown = new Set<string>();
  private readonly inner = selectProviders({}).metrics;

  failOn(keyword: string, code: ProviderError['code'], times = Number.POSITIVE_INFINITY): void {
    this.failures.set(keyword, { code, times });
  }

  recover(keyword: string): void {
    this.failures.delete(keyword);
  }

  /** Calls with this keyword wait until release(keyword) (or their abort). */
  hold(keyword: string): void {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.gates.set(keyword, { opened, open });
  }

  release(keyword: string): void {
    this.gates.get(keyword)?.open();
    this.gates.delete(keyword);
  }

  knowsNothingOf(keyword: string): void {
    this.unknown.add(keyword);
  }

  callsWith(keyword: string): number {
    return this.calls.filter((call) => call.keywords.includes(keyword)).length;
  }

  async metrics(request: KeywordMetricsRequest): Promise<KeywordMetrics[]> {
    this.calls.push({ keywords: [...request.keywords], at: Date.now() });
    for (const keyword of request.keywords) {
      const gate = this.gates.get(keyword);
      if (gate) {
        await new Promise<void>((resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(abortedError(request.signal, request.keywords)), { once: true });
          void gate.opened.then(resolve);
        });
      }
      const failure = this.failures.get(keyword);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        throw new ProviderError(failure.code, `the provider refused the batch (${failure.code})`, { keywords: request.keywords });
      }
    }
    const answers = await this.inner.metrics(request);
    return answers.map((answer) =>
      this.unknown.has(answer.keyword)
        ? { keyword: answer.keyword, search_volumes: [], cpc_low: null, cpc_high: null, competition: null, categories: [], difficulty: null, serp_items: null }
        : answer,
    );
  }
}

export function scriptedProviders(metrics: ScriptedMetrics): Providers {
  return { ...selectProviders({}), metrics };
}

export async function getJob(app: TestApp, token: string, companyId: number, jobId: string): Promise<VolumeJob> {
  const response = await app.post('/api/research/volume-jobs/get', { company_id: companyId, job_id: jobId }, { token });
  if (response.statusCode !== 200) throw new Error(`get answered ${response.statusCode} ${response.body}`);
  return response.json<{ job: VolumeJob }>().job;
}

export async function settled(app: TestApp, token: string, companyId: number, jobId: string): Promise<VolumeJob> {
  let job: VolumeJob | undefined;
  await waitFor(async () => {
    job = await getJob(app, token, companyId, jobId);
    return job.status === 'done' || job.status === 'failed';
  });
  if (!job) throw new Error('no job');
  return job;
}

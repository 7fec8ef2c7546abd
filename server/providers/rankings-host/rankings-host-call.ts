/**
 * One call to a white-label partner's own rankings host: the monitoring service's SPEC §7 path
 * (`/project/get/rankings-for-keywords/frontend`, as server/routes/rankings.ts calls it for the
 * keyword tables). The user's session token is never sent: it is a credential for this server only.
 * Every way the call can go wrong comes back as a `HostFailure` with a reason a person can read and
 * whether trying again later may help; only the caller's own abort throws.
 */
import { z } from 'zod';
import { abortedError } from '../errors.ts';
import type { Device } from '../ports.ts';

export const RANKINGS_HOST_PATH = '/project/get/rankings-for-keywords/frontend';

export interface HostRequest {
  company_id: number;
  location_code: number;
  keywords_array: string[];
  domain: string;
  device: Device;
}

const answerSchema = z.object({
  rankings: z.array(
    z.object({
      keyword: z.string(),
      /** Best organic position of the domain, null when it does not rank. */
      ranking: z.number().int().positive().nullable(),
      datetime: z.string(),
    }),
  ),
});

export type HostRanking = z.infer<typeof answerSchema>['rankings'][number];
export type HostFailure = { reason: string; retryable: boolean };
export type HostAnswer = { ok: true; rankings: HostRanking[] } | ({ ok: false } & HostFailure);

/** The URL of the host's rankings path, or null when the setting is not an http(s) URL. */
export function rankingsHostUrl(host: string): string | null {
  try {
    const url = new URL(`${host.trim().replace(/\/+$/u, '')}${RANKINGS_HOST_PATH}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

/** A refusal the host may lift by itself (too many requests, time-out, its own outage) is worth a retry. */
function retryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export async function callRankingsHost(url: string, host: string, body: HostRequest, options: { timeoutMs: number; signal: AbortSignal; fetch: typeof fetch }): Promise<HostAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([options.signal, timeout]),
    });
  } catch (error) {
    if (options.signal.aborted) throw abortedError(options.signal, body.keywords_array);
    if (timeout.aborted) return { ok: false, reason: `The rankings host ${host} did not answer within ${duration(options.timeoutMs)}.`, retryable: true };
    return { ok: false, reason: `The rankings host ${host} could not be reached${error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''}.`, retryable: true };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, reason: `The rankings host ${host} answered HTTP ${response.status}.`, retryable: retryableStatus(response.status) };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    if (options.signal.aborted) throw abortedError(options.signal, body.keywords_array);
    return { ok: false, reason: `The rankings host ${host} answered with a body that is not JSON.`, retryable: true };
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, reason: `The rankings host ${host} answered an unexpected body${where}: ${issue?.message ?? 'invalid'}.`, retryable: true };
  }
  return { ok: true, rankings: parsed.data.rankings };
}

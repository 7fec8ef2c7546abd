/**
 * Rank tracking through a white-label company's own rankings host (settings `rankings_host`): the
 * host knows positions only, so an outcome carries at most one organic result, the project's domain
 * at its position, with no URL, title or SERP features. A keyword the host leaves out of its answer,
 * and every host error, is a failure with its reason, never "not ranking" (SerpBear #272); only
 * `ranking: null` in the host's own answer means the domain does not rank.
 */
import { MAX_RANKING_KEYWORDS } from '../../../src/domain/contracts/keyword-data.ts';
import { throwIfAborted } from '../errors.ts';
import type { Device, RankCheckOutcome, RankCheckRequest, RankTrackingPort } from '../ports.ts';
import { callRankingsHost, rankingsHostUrl, type HostFailure, type HostRanking } from './rankings-host-call.ts';

export interface RankingsHostTrackingOptions {
  /** The company's `rankings_host` setting, e.g. `https://rankings.partner.example.com`. */
  host: string;
  companyId: number;
  /** The project's domain, normalised with src/domain/rankings-domain.ts (`www.example.de`). */
  domain: string;
  /** Time-out of one call (up to 1,000 keywords); default 60 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** Hosts answer the spelling they were sent, some lower-cased or trimmed: match on both. */
const matchKey = (keyword: string) => keyword.trim().toLocaleLowerCase('de-DE');

function outcomeOf(keyword: string, domain: string, answer: HostRanking, now: Date): RankCheckOutcome {
  const parsed = Date.parse(answer.datetime);
  const checkedAt = Number.isNaN(parsed) ? now.toISOString() : new Date(parsed).toISOString();
  const organic = answer.ranking === null ? [] : [{ position: answer.ranking, url: '', domain, title: '', description: null }];
  return { keyword, ok: true, organic, features: [], checkedAt };
}

/** Requests grouped by what the host's call takes once per call: location and device. */
function groups(requests: readonly RankCheckRequest[]): Map<string, { location: number; device: Device; indexes: number[] }> {
  const byCall = new Map<string, { location: number; device: Device; indexes: number[] }>();
  requests.forEach((request, index) => {
    const key = `${request.location}|${request.device}`;
    const group = byCall.get(key) ?? { location: request.location, device: request.device, indexes: [] };
    group.indexes.push(index);
    byCall.set(key, group);
  });
  return byCall;
}

export function rankingsHostRankTracking(options: RankingsHostTrackingOptions): RankTrackingPort {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const url = rankingsHostUrl(options.host);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async rankCheck(requests, signal) {
      throwIfAborted(signal, requests.map((r) => r.keyword));
      const outcomes: RankCheckOutcome[] = new Array<RankCheckOutcome>(requests.length);
      const fail = (indexes: readonly number[], failure: HostFailure) => {
        for (const index of indexes) outcomes[index] = { keyword: requests[index]?.keyword ?? '', ok: false, ...failure };
      };
      if (url === null) {
        fail(requests.map((_, i) => i), { reason: `The rankings host '${options.host}' is not an http(s) URL: correct it in the company settings.`, retryable: false });
        return outcomes;
      }
      for (const group of groups(requests).values()) {
        const keywords = [...new Set(group.indexes.map((i) => requests[i]?.keyword ?? ''))];
        for (let start = 0; start < keywords.length; start += MAX_RANKING_KEYWORDS) {
          const chunk = keywords.slice(start, start + MAX_RANKING_KEYWORDS);
          const inChunk = new Set(chunk);
          const indexes = group.indexes.filter((i) => inChunk.has(requests[i]?.keyword ?? ''));
          const body = { company_id: options.companyId, location_code: group.location, keywords_array: chunk, domain: options.domain, device: group.device };
          const answer = await callRankingsHost(url, options.host, body, { timeoutMs, signal, fetch: fetchImpl });
          if (!answer.ok) {
            fail(indexes, answer);
            continue;
          }
          const exact = new Map(answer.rankings.map((r) => [r.keyword, r]));
          const loose = new Map(answer.rankings.map((r) => [matchKey(r.keyword), r]));
          for (const index of indexes) {
            const keyword = requests[index]?.keyword ?? '';
            const found = exact.get(keyword) ?? loose.get(matchKey(keyword));
            outcomes[index] = found
              ? outcomeOf(keyword, options.domain, found, now())
              : { keyword, ok: false, reason: `The rankings host ${options.host} did not answer for this keyword.`, retryable: true };
          }
        }
      }
      return outcomes;
    },
  };
}

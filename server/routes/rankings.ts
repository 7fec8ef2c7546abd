import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { companySettingsSchema } from '../../src/domain/contracts/company-settings.ts';
import { rankingsRequestSchema, rankingsResponseSchema, type KeywordRankingEntry, type RankingsResponse } from '../../src/domain/contracts/keyword-data.ts';
import { mainLanguageOf } from '../../src/domain/location-language.ts';
import { normaliseRankingDomain } from '../../src/domain/rankings-domain.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import type { KeywordRanking, Providers } from '../providers/ports.ts';
import { callRankingsHost, rankingsHostUrl, type HostRequest } from '../providers/rankings-host/rankings-host-call.ts';

type Deps = { providers: Providers };

const REMOTE_TIMEOUT_MS = 15_000;

/** Rankings fill a column of every keyword table; a user who may open any of those screens may ask. */
const KEYWORD_TABLE_ACCESS = {
  screen: { anyOf: ['/collections', '/ideas', '/suggests', '/searchvolume', '/questions'], refusal: 'Rankings need access to a keyword table' },
} as const;

/**
 * A company whose settings name a rankings host runs its own monitoring service (white-label
 * partners): the same body goes to that host's SPEC §7 path, through the call the daily monitoring
 * update uses too (rankings-host-call.ts). The host is company data set by an admin, so it is trusted
 * like the rest of the settings.
 */
async function remoteRankings(host: string, body: HostRequest, signal: AbortSignal): Promise<KeywordRanking[]> {
  const url = rankingsHostUrl(host);
  if (url === null) throw new Error(`The rankings host ${host} is not an http(s) URL.`);
  const answer = await callRankingsHost(url, host, body, { timeoutMs: REMOTE_TIMEOUT_MS, signal, fetch });
  if (!answer.ok) throw new Error(answer.reason);
  return answer.rankings.map((entry) => ({ keyword: entry.keyword, position: entry.ranking, datetime: entry.datetime }));
}

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function amazonVolumes(providers: Providers, keywords: readonly string[], location: number, signal: AbortSignal, log: FastifyBaseLogger): Promise<Map<string, number | null> | string> {
  try {
    const answers = await providers.amazon.amazonVolume({ keywords, location, language: mainLanguageOf(location), signal });
    return new Map(answers.map((entry) => [entry.keyword, entry.volume]));
  } catch (error) {
    log.warn({ err: error }, 'amazon volume lookup failed');
    return `Amazon volumes are missing: ${failureMessage(error)}`;
  }
}

export async function rankingsRoutes(app: FastifyInstance, { providers }: Deps): Promise<void> {
  const spec = { access: KEYWORD_TABLE_ACCESS, usage: 'research', body: rankingsRequestSchema } as const;
  apiPost(app, '/project/get/rankings-for-keywords/frontend', { ...spec, response: rankingsResponseSchema }, async ({ body, company, request, reply }): Promise<RankingsResponse> => {
    const domain = normaliseRankingDomain(body.domain);
    if (!domain.ok) throw new HttpError(400, { error: 'bad_request', field: 'domain', message: `domain: ${domain.message}` });

    const settings = companySettingsSchema.parse(company.settings);
    const signal = requestSignal(reply);
    const keywords = body.keywords_array;

    let rankings: KeywordRanking[];
    try {
      rankings = settings.rankings_host
        ? await remoteRankings(settings.rankings_host, { ...body, domain: domain.domain }, signal)
        : await providers.rankings.rankings({ domain: domain.domain, keywords, device: body.device, location: body.location_code, language: mainLanguageOf(body.location_code), signal });
    } catch (error) {
      // SPEC §8: rankings fail silently on the client; the reason stays in the log and the warning.
      request.log.warn({ err: error, company: body.company_id }, 'rankings lookup failed');
      return { rankings: [], warning: `Rankings are not available right now: ${failureMessage(error)}` };
    }

    const amazon = settings.amazon_column ? await amazonVolumes(providers, keywords, body.location_code, signal, request.log) : new Map<string, number | null>();
    const entries: KeywordRankingEntry[] = rankings.map((entry) => ({
      keyword: entry.keyword,
      ranking: entry.position,
      datetime: entry.datetime,
      amazon_search_volume: typeof amazon === 'string' ? null : (amazon.get(entry.keyword) ?? null),
    }));
    return typeof amazon === 'string' ? { rankings: entries, warning: amazon } : { rankings: entries };
  });
}

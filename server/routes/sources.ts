import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  historicalVolumeAnswerSchema,
  historicalVolumeRequestSchema,
  sourceAnswerSchema,
  sourceRequestSchema,
  type HistoricalVolumeEntries,
  type KeywordSourceResponse,
  type ProviderFailure,
  type SerpSourceResponse,
  type SourceRequestType,
} from '../../src/domain/contracts/keyword-data.ts';
import { googleInputCheck, serpKeywordError, validatePhrases } from '../../src/domain/phrase-validation.ts';
import { cleanSerpKeyword } from '../../src/domain/serp-cleaning.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { providerFailure } from '../http/provider-failure.ts';
import { requestSignal } from '../http/request-signal.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import { cachedDomainKeywords } from '../providers/cache/cached-domain-keywords.ts';
import { cachedIdeas } from '../providers/cache/cached-ideas.ts';
import { cachedSuggestionLists } from '../providers/cache/cached-suggestion-lists.ts';
import type { Providers } from '../providers/ports.ts';
import { keywordSource, type KeywordSourcePorts } from '../sources/keyword-sources.ts';
import { badOption } from '../sources/source-input.ts';
import { SUGGEST_CONCURRENCY } from '../sources/suggest-lookup.ts';

type Deps = { db: Kysely<Database>; providers: Providers; keywordRows: KeywordRowsLookup };

/**
 * These calls name the company and user as `company` and `user` (SPEC §7); the access hook checks
 * both against the session. The screen is the one whose guard the call passes (SPEC §2, §6); SERP
 * data is shown on the Ideas screen.
 */
const SOURCE_SCREENS = { ideas: '/ideas', suggests: '/suggests', questions: '/questions', serp: '/ideas' } as const satisfies Record<SourceRequestType, string>;
const SOURCE_ACCESS = { screen: { by: 'request_type', screens: SOURCE_SCREENS } } as const;

/** SPEC §6 right 11 is "Questions / Historical Search Volume": the volume history serves both screens. */
const HISTORICAL_ACCESS = {
  screen: { anyOf: ['/searchvolume', '/questions'], refusal: 'Historical search volume needs Google Search Volume or Questions' },
} as const;

export async function sourcesRoutes(app: FastifyInstance, { db, providers, keywordRows }: Deps): Promise<void> {
  const ports: KeywordSourcePorts = {
    suggestions: cachedSuggestionLists(db, providers.suggestions, providers.names.suggestions, SUGGEST_CONCURRENCY),
    ideas: cachedIdeas(db, providers.ideas, providers.names.ideas),
    domainKeywords: cachedDomainKeywords(db, providers.domainKeywords, providers.names.domainKeywords),
    keywordRows,
  };

  const historical = { access: HISTORICAL_ACCESS, usage: 'searchvolume', body: historicalVolumeRequestSchema, response: historicalVolumeAnswerSchema } as const;
  apiPost(app, '/v2/sources/dataforseo/historicalsv', historical, async ({ body, request, reply }): Promise<HistoricalVolumeEntries | ProviderFailure> => {
    const validation = validatePhrases(body.keywords);
    // validatePhrases already applies the SPEC §5 limits; the Google input check is the provider's own gate.
    const keywords = googleInputCheck(validation.accepted);
    if (keywords.length === 0) return { entries: [], rejected: validation.rejected };
    try {
      const entries = await keywordRows({ keywords, location: body.location, language: body.language, signal: requestSignal(reply) });
      return { entries, rejected: validation.rejected };
    } catch (error) {
      return providerFailure(error, request.log);
    }
  });

  const source = { access: SOURCE_ACCESS, usage: 'research', body: sourceRequestSchema, response: sourceAnswerSchema } as const;
  apiPost(app, '/v2/sources/', source, async ({ body, request, reply }): Promise<KeywordSourceResponse | SerpSourceResponse | ProviderFailure> => {
    const signal = requestSignal(reply);

    if (body.request_type === 'serp') {
      const { location, language, device, depth } = body.options;
      const keyword = cleanSerpKeyword(body.options.keyword);
      if (keyword === '') throw badOption('keyword', 'nothing is left to search once the search operators are removed');
      const message = serpKeywordError(keyword);
      if (message !== null) throw badOption('keyword', message);
      try {
        const serp = await providers.serp.serp({ keyword, location, language, device, depth, signal });
        return { request_type: 'serp', keyword, device, organic: serp.organic, features: serp.features };
      } catch (error) {
        return providerFailure(error, request.log);
      }
    }

    try {
      return await keywordSource(body, ports, signal);
    } catch (error) {
      // Only a ProviderError becomes `{error}`; a refused seed (HttpError) goes on as its 400.
      return providerFailure(error, request.log);
    }
  });
}

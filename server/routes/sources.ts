import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  historicalVolumeRequestSchema,
  sourceRequestSchema,
  type HistoricalVolumeEntries,
  type KeywordSourceResponse,
  type ProviderFailure,
  type SerpSourceResponse,
  type SourceRequest,
  type SourceRequestType,
} from '../../src/domain/contracts/keyword-data.ts';
import { mergePhraseLists } from '../../src/domain/phrase-merge.ts';
import { googleInputCheck, phraseError, serpKeywordError, tidyPhrase, validatePhrases } from '../../src/domain/phrase-validation.ts';
import { isQuestionPhrase, questionSeeds } from '../../src/domain/question-words.ts';
import { cleanSerpKeyword } from '../../src/domain/serp-cleaning.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { providerFailure } from '../http/provider-failure.ts';
import { requestSignal } from '../http/request-signal.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import { cachedSuggestions } from '../providers/cache/cached-suggestions.ts';
import type { Providers, SuggestionsPort } from '../providers/ports.ts';

type Deps = { db: Kysely<Database>; providers: Providers; keywordRows: KeywordRowsLookup };

/**
 * These calls name the company and user as `company` and `user` (SPEC §7); the access hook checks
 * both against the session. The screen is the one whose guard the call passes (SPEC §2, §6); SERP
 * data is shown on the Ideas screen.
 */
const SOURCE_SCREENS = { ideas: '/ideas', suggests: '/suggests', questions: '/questions', serp: '/ideas' } as const satisfies Record<SourceRequestType, string>;
const SOURCE_ACCESS = { screen: { by: 'request_type', screens: SOURCE_SCREENS } } as const;

/** Suggestions of the first suggestions widen the ideas; five keeps a lookup to six autocomplete calls. */
const IDEAS_EXPANSIONS = 5;
/** Most phrases an ideas or questions answer carries: one provider batch, well under the 700 of a job. */
const MAX_SOURCE_PHRASES = 200;

function badOption(field: string, message: string): HttpError {
  return new HttpError(400, { error: 'bad_request', field: `options.${field}`, message: `options.${field}: ${message}` });
}

/** The phrase the keyword sources start from; a phrase the domain refuses is a bad request, named. */
function seedPhrase(keyword: string): string {
  const phrase = tidyPhrase(keyword);
  const message = phraseError(phrase);
  if (message !== null) throw badOption('keyword', message);
  return phrase;
}

async function phrasesFor(request: Exclude<SourceRequest, { request_type: 'serp' }>, suggestions: SuggestionsPort, signal: AbortSignal): Promise<string[]> {
  const { location, language } = request.options;
  const keyword = seedPhrase(request.options.keyword);
  const suggest = (phrase: string) => suggestions.suggestions({ keyword: phrase, location, language, signal });
  switch (request.request_type) {
    case 'suggests':
      return mergePhraseLists([await suggest(keyword)], MAX_SOURCE_PHRASES);
    case 'ideas': {
      const first = await suggest(keyword);
      const second = await Promise.all(first.slice(0, IDEAS_EXPANSIONS).map(suggest));
      return mergePhraseLists([[keyword], first, ...second], MAX_SOURCE_PHRASES);
    }
    case 'questions': {
      const answers = await Promise.all(questionSeeds(keyword, language).map(suggest));
      return mergePhraseLists(answers.map((list) => list.filter((phrase) => isQuestionPhrase(phrase, language))), MAX_SOURCE_PHRASES);
    }
  }
}

export async function sourcesRoutes(app: FastifyInstance, { db, providers, keywordRows }: Deps): Promise<void> {
  const suggestions = cachedSuggestions(db, providers.suggestions, providers.names.suggestions);

  const historical = { access: { screen: '/searchvolume' }, body: historicalVolumeRequestSchema } as const;
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

  const source = { access: SOURCE_ACCESS, body: sourceRequestSchema };
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

    const keyword = seedPhrase(body.options.keyword);
    try {
      const phrases = await phrasesFor(body, suggestions, signal);
      const entries = phrases.length === 0 ? [] : await keywordRows({ keywords: phrases, location: body.options.location, language: body.options.language, signal });
      return { request_type: body.request_type, keyword, seed_kind: 'keyword', view: body.request_type === 'ideas' ? body.options.view : null, entries, groups: [], rankings: [], total: entries.length, next_offset: null };
    } catch (error) {
      return providerFailure(error, request.log);
    }
  });
}

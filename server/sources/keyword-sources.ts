/**
 * The keyword answers of `POST /api/v2/sources/` (ideas, suggests, questions): which provider port
 * finds the phrases, how they are paged and grouped, and the keyword rows of the page.
 */
import { MAX_SOURCE_PAGE, SUGGEST_PATTERNS, type KeywordSourceResponse, type PhraseGroup, type SourceRequest } from '../../src/domain/contracts/keyword-data.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { mergePhraseLists } from '../../src/domain/phrase-merge.ts';
import { phraseError, phraseIdentity, tidyPhrase } from '../../src/domain/phrase-validation.ts';
import { phrasesWanted, providerMayHaveMore, sourcePage } from '../../src/domain/source-page.ts';
import { sourceSeed } from '../../src/domain/source-seed.ts';
import { groupedPhrases, groupsWithin } from '../../src/domain/suggest-expansion.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import type { SuggestionListsPort } from '../providers/cache/cached-suggestion-lists.ts';
import type { DomainKeywordsPort, KeywordIdeasPort, Market } from '../providers/ports.ts';
import { checkedSeed } from './source-input.ts';
import { suggestGroups } from './suggest-lookup.ts';

export type KeywordSourceRequest = Exclude<SourceRequest, { request_type: 'serp' }>;

/** The ports the answers use, each already behind its cache. */
export type KeywordSourcePorts = {
  suggestions: SuggestionListsPort;
  ideas: KeywordIdeasPort;
  domainKeywords: DomainKeywordsPort;
  keywordRows: KeywordRowsLookup;
};

type Lookup = { market: Market; ports: KeywordSourcePorts; signal: AbortSignal };
type Answer = Omit<KeywordSourceResponse, 'request_type' | 'keyword' | 'seed_kind' | 'view'>;

/** Rows only for the page's phrases, so a later page costs its own metrics and nothing more. */
async function rowsOf(phrases: readonly string[], { market, ports, signal }: Lookup): Promise<KeywordRow[]> {
  return phrases.length === 0 ? [] : ports.keywordRows({ keywords: phrases, location: market.location, language: market.language, signal });
}

/** Grouped phrases, paged; the groups are cut to the page so each grouped phrase has its row. */
async function groupedAnswer(groups: readonly PhraseGroup[], offset: number, limit: number, lookup: Lookup): Promise<Answer> {
  const page = sourcePage(groupedPhrases(groups), offset, limit);
  return { entries: await rowsOf(page.items, lookup), groups: groupsWithin(groups, page.items), rankings: [], total: page.total, next_offset: page.nextOffset };
}

async function questionsAnswer(seed: string, offset: number, limit: number, lookup: Lookup): Promise<Answer> {
  const groups = await suggestGroups(seed, ['questions'], lookup.market, lookup.ports.suggestions, lookup.signal);
  return groupedAnswer(groups, offset, limit, lookup);
}

export async function keywordSource(request: KeywordSourceRequest, ports: KeywordSourcePorts, signal: AbortSignal): Promise<KeywordSourceResponse> {
  const seed = checkedSeed(request.options.keyword);
  const market = { location: request.options.location, language: request.options.language };
  const lookup: Lookup = { market, ports, signal };

  switch (request.request_type) {
    case 'suggests': {
      const groups = await suggestGroups(seed, request.options.patterns ?? SUGGEST_PATTERNS, market, ports.suggestions, signal);
      // Suggests has no paging options: one answer of at most a full page, no next page to ask for.
      const answer = await groupedAnswer(groups, 0, MAX_SOURCE_PAGE, lookup);
      return { request_type: 'suggests', keyword: seed, seed_kind: 'keyword', view: null, ...answer, next_offset: null };
    }
    case 'questions': {
      const answer = await questionsAnswer(seed, request.options.offset, request.options.limit, lookup);
      return { request_type: 'questions', keyword: seed, seed_kind: 'keyword', view: null, ...answer };
    }
    case 'ideas': {
      const { offset, limit, view } = request.options;
      const asked = phrasesWanted(offset, limit);
      const kind = sourceSeed(seed);
      if (kind.kind === 'domain') {
        const answered = await ports.domainKeywords.domainKeywords({ domain: kind.domain, ...market, limit: asked, signal });
        const found = answered.filter((ranked) => tidyPhrase(ranked.keyword) !== '' && phraseError(ranked.keyword) === null);
        const page = sourcePage(found, offset, limit, providerMayHaveMore(answered.length, asked));
        const entries = await rowsOf(page.items.map((ranked) => ranked.keyword), lookup);
        return { request_type: 'ideas', keyword: kind.domain, seed_kind: 'domain', view: null, entries, groups: [], rankings: page.items, total: page.total, next_offset: page.nextOffset };
      }
      if (view === 'questions') {
        return { request_type: 'ideas', keyword: seed, seed_kind: 'keyword', view, ...(await questionsAnswer(seed, offset, limit, lookup)) };
      }
      const answered = await ports.ideas.ideas({ keyword: seed, view, ...market, limit: asked, signal });
      // Kept as the provider ranked them, each once and never the seed, and only phrases a row may hold.
      const found = mergePhraseLists([answered]).filter((phrase) => phraseIdentity(phrase) !== phraseIdentity(seed));
      const page = sourcePage(found, offset, limit, providerMayHaveMore(answered.length, asked));
      const entries = await rowsOf(page.items, lookup);
      return { request_type: 'ideas', keyword: seed, seed_kind: 'keyword', view, entries, groups: [], rankings: [], total: page.total, next_offset: page.nextOffset };
    }
  }
}

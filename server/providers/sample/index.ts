/** The offline sample adapter of every port: no network, deterministic, realistic in shape. */
import { chunksInTurns } from '../../db/take-turns.ts';
import { throwIfAborted } from '../errors.ts';
import type {
  AmazonVolumePort,
  DomainKeywordsPort,
  KeywordIdeasPort,
  KeywordMetrics,
  KeywordMetricsPort,
  RankingsPort,
  SerpPort,
  SuggestionsPort,
} from '../ports.ts';
import { unit } from './hash.ts';
import { sampleDomainKeywords } from './domain-keywords.ts';
import { sampleIdeas } from './ideas.ts';
import { commercialness, sampleKeywordMetrics } from './metrics.ts';
import { sampleOrganicResults, sampleRanking } from './search-results.ts';
import { sampleSerpFeatures } from './serp-features.ts';
import { sampleSuggestions } from './suggestions.ts';
import { baseVolume, sampleIdentity } from './volumes.ts';

const DEFAULT_SERP_DEPTH = 10;

/**
 * Keywords computed between two turns of the event loop. A real provider's answer is network time,
 * during which the server answers others; the sample's is computing time on the server's thread,
 * so a 10,000-keyword lookup gives others a turn every slice instead of holding them for all of it.
 */
const METRICS_SLICE = 500;

export const sampleMetrics: KeywordMetricsPort = {
  async metrics({ keywords, location, language, lastMonth, signal }) {
    throwIfAborted(signal, keywords);
    const answers: KeywordMetrics[] = [];
    for await (const slice of chunksInTurns(keywords, METRICS_SLICE)) {
      throwIfAborted(signal, keywords);
      for (const keyword of slice) answers.push(sampleKeywordMetrics(keyword, location, language, lastMonth));
    }
    return answers;
  },
};

export const sampleSuggestionsPort: SuggestionsPort = {
  async suggestions({ keyword, location, language, signal }) {
    throwIfAborted(signal, [keyword]);
    return sampleSuggestions(keyword, location, language);
  },
};

export const sampleIdeasPort: KeywordIdeasPort = {
  async ideas({ keyword, view, location, language, limit, signal }) {
    throwIfAborted(signal, [keyword]);
    return sampleIdeas(keyword, view, location, language, limit);
  },
};

export const sampleDomainKeywordsPort: DomainKeywordsPort = {
  async domainKeywords({ domain, location, language, limit, signal }) {
    throwIfAborted(signal, [domain]);
    return sampleDomainKeywords(domain, location, language, limit);
  },
};

export const sampleSerp: SerpPort = {
  async serp({ keyword, location, language, depth, signal }) {
    throwIfAborted(signal, [keyword]);
    const id = sampleIdentity(keyword);
    return {
      keyword,
      organic: sampleOrganicResults(keyword, location, language, depth ?? DEFAULT_SERP_DEPTH),
      features: sampleSerpFeatures(id, location, language, commercialness(id)),
    };
  },
};

export function sampleRankingsPort(now: () => Date = () => new Date()): RankingsPort {
  return {
    async rankings({ domain, keywords, location, device, signal }) {
      throwIfAborted(signal, keywords);
      const datetime = now().toISOString();
      return keywords.map((keyword) => ({ keyword, position: sampleRanking(domain, keyword, location, device), datetime }));
    },
  };
}

/** Amazon demand is a product-search slice of web demand: a seeded 2–30 % of the yearly average. */
export const sampleAmazon: AmazonVolumePort = {
  async amazonVolume({ keywords, location, language, signal }) {
    throwIfAborted(signal, keywords);
    return keywords.map((keyword) => {
      const id = sampleIdentity(keyword);
      const share = 0.02 + 0.28 * unit(id, location, 'amazon');
      return { keyword, volume: Math.round(baseVolume(id, location, language) * share) };
    });
  },
};

/** Which SERP features the sample provider puts on a keyword's result page. */
import { SERP_FEATURES, serpFeatureByValue, type SerpFeatureValue } from '../../../src/domain/serp-features.ts';
import { hashPrefix, unitAfter } from './hash.ts';
import { sampleIdentity } from './volumes.ts';

const QUESTION = /^(wie|was|warum|wann|wo|wer|welche[rsmn]?|kann|ist)\b/u;

// Rough shares of German result pages showing each feature; anything unlisted is rare.
const BASE: Partial<Record<SerpFeatureValue, number>> = {
  organic: 1,
  related_searches: 0.85,
  people_also_ask: 0.55,
  images: 0.4,
  video: 0.3,
  ai_overview: 0.3,
  knowledge_graph: 0.15,
  top_stories: 0.1,
  local_pack: 0.1,
  short_videos: 0.15,
};
const RARE = 0.03;

function probability(value: SerpFeatureValue, keyword: string, question: boolean, commercial: number): number {
  switch (value) {
    case 'paid':
    case 'shopping':
    case 'popular_products':
    case 'commercial_units':
      return 0.05 + 0.75 * commercial;
    case 'people_also_ask':
    case 'featured_snippet':
      return question ? 0.9 : (BASE[value] ?? RARE);
    case 'recipes':
      return keyword.includes('rezept') ? 0.95 : RARE;
    default:
      return BASE[value] ?? RARE;
  }
}

/** Catalogue ids in ascending order; `organic` is always present. */
export function sampleSerpFeatures(keyword: string, location: number, language: string, commercial: number): number[] {
  const id = sampleIdentity(keyword);
  const organic = serpFeatureByValue('organic')?.id ?? 1;
  const question = QUESTION.test(id);
  // unitAfter(prefix, id) is unit(id, location, language, 'serp', id) without hashing the keyword
  // again for each of the catalogue's 41 features: most of a bulk lookup's time in this function.
  const prefix = hashPrefix(id, location, language, 'serp');
  return SERP_FEATURES.filter(
    (feature) => feature.id === organic || unitAfter(prefix, feature.id) < probability(feature.value, id, question, commercial),
  ).map((feature) => feature.id);
}

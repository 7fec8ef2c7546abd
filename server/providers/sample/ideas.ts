/**
 * Keyword ideas of the sample provider from its topic graph: `matching` are the phrases that contain
 * the seed, `related` the phrases on its topics that do not. Best first: by the sample base volume
 * (the yearly level the metrics are built from) times the phrase's weight in the graph.
 */
import { tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import type { IdeasView } from '../ports.ts';
import { graphLanguage } from './topic-graph.ts';
import { distinctPhrases, matchingPhrases, relatedPhrases, type WeightedPhrase } from './topic-phrases.ts';
import { baseVolume } from './volumes.ts';

const collator = new Intl.Collator('de');

/**
 * Ranks by closeness to the seed first and searches second: the weight times the square root of the
 * sample base volume, so a phrase of the seed's own topic needs a far smaller volume than a generic
 * one to stand before it (the base volume scatters by a factor of three). Ties alphabetically, so
 * equal scores keep one order everywhere.
 */
export function rankPhrases(candidates: readonly WeightedPhrase[], location: number, language: string): string[] {
  return candidates
    .map(({ phrase, weight }) => ({ phrase, score: Math.sqrt(baseVolume(phrase, location, language)) * weight }))
    .sort((a, b) => b.score - a.score || collator.compare(a.phrase, b.phrase))
    .map(({ phrase }) => phrase);
}

export function sampleIdeas(keyword: string, view: IdeasView, location: number, language: string, limit: number): string[] {
  const seed = tidyPhrase(keyword);
  if (seed === '' || limit <= 0) return [];
  const graph = graphLanguage(language);
  const candidates = view === 'matching' ? matchingPhrases(seed, graph) : relatedPhrases(seed, graph);
  return rankPhrases(distinctPhrases(candidates, seed), location, language).slice(0, limit);
}

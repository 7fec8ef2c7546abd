/**
 * Autocomplete of the sample provider, shaped like Google's: up to ten completions of the query as
 * typed, most searched first. The query is read as a seed and a started next word (`glühwein k`,
 * `glühwein für`, `glühwein 1`), or as a question word before a seed (`wie glühwein`); the
 * completions are the topic graph's phrases of that seed that start with the query, and for a
 * question also the seed's questions that start with the question word (`wie lange hält glühwein`).
 */
import { tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import { sampleIdentity } from './identity.ts';
import { rankPhrases } from './ideas.ts';
import { genericTerms, graphLanguage, type GraphLanguage } from './topic-graph.ts';
import { distinctPhrases, matchingPhrases, type WeightedPhrase } from './topic-phrases.ts';

export const SUGGESTION_COUNT = 10;
/** A completion that only shares the question word is shown less often than one that extends the query. */
const REORDERED_WEIGHT = 0.5;
/** A last word this short is still being typed, not a seed word. */
const SHORTEST_SEED_WORD = 3;

const JOINING_WORDS: Record<GraphLanguage, readonly string[]> = {
  de: ['für', 'mit', 'ohne', 'bei', 'in', 'im', 'nach', 'von', 'vom', 'zu', 'zum', 'zur', 'aus', 'gegen', 'auf', 'am', 'an', 'unter', 'über', 'vor'],
  en: ['for', 'with', 'without', 'near', 'in', 'to', 'from', 'at', 'on', 'under', 'by', 'like', 'of'],
};

/** Whether the query's last word can end a seed, or is a word that waits for the next one. */
function endsSeed(word: string, language: GraphLanguage): boolean {
  const generic = genericTerms(language);
  const lower = sampleIdentity(word);
  return (
    [...lower].length >= SHORTEST_SEED_WORD &&
    !JOINING_WORDS[language].includes(lower) &&
    !generic.comparisons.includes(lower) &&
    !generic.questionWords.includes(lower)
  );
}

function completionsOf(seed: string, query: string, language: GraphLanguage): WeightedPhrase[] {
  return matchingPhrases(seed, language).filter((candidate) => sampleIdentity(candidate.phrase).startsWith(query));
}

export function sampleSuggestions(keyword: string, location: number, language: string): string[] {
  const query = tidyPhrase(keyword);
  if (query === '') return [];
  const graph = graphLanguage(language);
  const lower = sampleIdentity(query);
  const words = query.split(' ');
  const first = sampleIdentity(words[0] ?? '');
  const candidates: WeightedPhrase[] = [];
  if (words.length > 1 && genericTerms(graph).questionWords.includes(first)) {
    // `wie glühwein s`: the seed is what comes before the word being typed.
    const rest = words.slice(1);
    const typing = rest.length > 1 && !endsSeed(rest.at(-1) ?? '', graph);
    const seed = (typing ? rest.slice(0, -1) : rest).join(' ');
    const padded = ` ${sampleIdentity(seed)} `;
    for (const candidate of matchingPhrases(seed, graph)) {
      const identity = sampleIdentity(candidate.phrase);
      if (identity.startsWith(lower)) candidates.push(candidate);
      else if (!typing && identity.startsWith(`${first} `) && ` ${identity} `.includes(padded)) {
        candidates.push({ phrase: candidate.phrase, weight: candidate.weight * REORDERED_WEIGHT });
      }
    }
  } else {
    for (let length = words.length; length >= 1; length--) {
      const seed = words.slice(0, length).join(' ');
      if (length === words.length && !endsSeed(words[length - 1] ?? '', graph)) continue;
      candidates.push(...completionsOf(seed, lower, graph));
    }
  }
  return rankPhrases(distinctPhrases(candidates, query), location, language).slice(0, SUGGESTION_COUNT);
}

/** Autocomplete-like phrases: the keyword followed by common German modifiers, in a seeded order. */
import { tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import { unit } from './hash.ts';
import { sampleIdentity } from './volumes.ts';

// One modifier per initial letter where German has a common one, as Google's a–z suggestions would.
export const MODIFIERS = [
  'angebot', 'bestellen', 'bio', 'dm', 'erfahrungen', 'für kinder', 'günstig', 'hersteller', 'in der nähe',
  'kaufen', 'kosten', 'liste', 'mit', 'nachhaltig', 'online', 'preis', 'rezept', 'selber machen', 'test',
  'testsieger', 'vergleich', 'was ist', 'wie', 'zubehör', 'ohne', 'rossmann',
] as const;

const QUESTION_WORDS = new Set(['was ist', 'wie']);
const SUGGESTION_COUNT = 10;

export function sampleSuggestions(keyword: string, location: number, language: string): string[] {
  const base = tidyPhrase(keyword);
  if (base === '') return [];
  const id = sampleIdentity(base);
  return [...MODIFIERS]
    .map((modifier) => ({ modifier, rank: unit(id, location, language, 'suggest', modifier) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SUGGESTION_COUNT)
    .map(({ modifier }) => (QUESTION_WORDS.has(modifier) ? `${modifier} ${base}` : `${base} ${modifier}`));
}

/** German Snowball stemming for the content suite's terms (decision 0050). */
import { newStemmer } from 'snowball-stemmers';

const stemmer = newStemmer('german');

/**
 * Known stems, so a word is stemmed once however often it occurs. Choice: the cache is emptied
 * when it holds this many words, which bounds the memory of a long editing session.
 */
const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

/**
 * The Snowball stem of a lower-case German word (`glühweins` and `glühwein` → `gluhwein`). A
 * hyphenated word is stemmed as a whole, so `e-bikes` and `e-bike` meet; an empty word stays empty.
 */
export function germanStem(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const stem = word === '' ? '' : stemmer.stem(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, stem);
  return stem;
}

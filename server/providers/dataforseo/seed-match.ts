/**
 * Which provider phrases a view keeps. "Contains the seed" is read word by word: every word of the
 * seed occurs in the phrase, in any order and also inside a compound (`glühweinmarkt` contains
 * `glühwein`), because DataForSEO's suggestions reorder the seed's words and German glues them.
 */
import { phraseIdentity, tidyPhrase } from '../../../src/domain/phrase-validation.ts';

function seedWords(seed: string): string[] {
  return phraseIdentity(seed).split(' ').filter((word) => word !== '');
}

export function containsSeed(phrase: string, seed: string): boolean {
  const words = seedWords(seed);
  const own = phraseIdentity(phrase);
  return words.length > 0 && words.every((word) => own.includes(word));
}

/** Tidied phrases in the given order, each identity once, never the seed itself, at most `limit`. */
export function distinctPhrases(phrases: Iterable<string>, seed: string, limit: number): string[] {
  const seen = new Set([phraseIdentity(seed)]);
  const out: string[] = [];
  for (const raw of phrases) {
    if (out.length >= limit) break;
    const phrase = tidyPhrase(raw);
    const id = phraseIdentity(phrase);
    if (phrase === '' || seen.has(id)) continue;
    seen.add(id);
    out.push(phrase);
  }
  return out;
}

/** German tokenisation for the content scores (SPEC §9). */
import { deu } from 'stopword/dist/stopword.esm.mjs';

export const GERMAN_STOP_WORDS: ReadonlySet<string> = new Set(deu);

const WORD = /[\p{L}\p{M}\p{Nd}]+(?:-[\p{L}\p{M}\p{Nd}]+)*/gu;
const NOTHING_KEPT: ReadonlySet<string> = new Set();

const wordsOf = (text: string): string[] => text.normalize('NFC').toLocaleLowerCase('de-DE').match(WORD) ?? [];

/**
 * Lower-cased German words with umlauts and ß kept, stop words removed, except the words in `keep`.
 * Choices: a word is a run of letters, marks and digits, inner hyphens kept (`e-bike`); pure
 * numbers are dropped; text is NFC-normalised first so `ä` is one character. `keep` holds the
 * project's keyword words (`keywordWords`): `machen` is a stop word, but in `glühwein selber machen`
 * it is what the writer is asked to use, so it must be counted like any term.
 */
export function tokenize(text: string, keep: ReadonlySet<string> = NOTHING_KEPT): string[] {
  return wordsOf(text).filter((w) => (keep.has(w) || !GERMAN_STOP_WORDS.has(w)) && !/^[\d-]+$/u.test(w));
}

/** The words of the keywords as `tokenize` sees them (lower-case, NFC), stop words included: the set to keep. */
export function keywordWords(keywords: readonly string[]): ReadonlySet<string> {
  return new Set(keywords.flatMap(wordsOf));
}

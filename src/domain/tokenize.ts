/** German tokenisation for the content scores (SPEC §9). */
import { deu } from 'stopword/dist/stopword.esm.mjs';

export const GERMAN_STOP_WORDS: ReadonlySet<string> = new Set(deu);

/**
 * Lower-cased German words with umlauts and ß kept, stop words removed.
 * Choices: a word is a run of letters, marks and digits, inner hyphens kept (`e-bike`); pure
 * numbers are dropped; text is NFC-normalised first so `ä` is one character.
 */
export function tokenize(text: string): string[] {
  const words = text.normalize('NFC').toLocaleLowerCase('de-DE').match(/[\p{L}\p{M}\p{Nd}]+(?:-[\p{L}\p{M}\p{Nd}]+)*/gu) ?? [];
  return words.filter((w) => !GERMAN_STOP_WORDS.has(w) && !/^[\d-]+$/u.test(w));
}

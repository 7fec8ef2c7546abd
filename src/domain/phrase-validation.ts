/** Keyword input checks of SPEC §5 with the limits of SPEC §9. */

export const MAX_PHRASE_CHARACTERS = 80;
export const MAX_PHRASE_WORDS = 10;
export const MAX_SERP_KEYWORD_CHARACTERS = 680;

export const TOO_MANY_CHARACTERS = 'not more than 80 characters per phrase';
export const TOO_MANY_WORDS = 'not more than 10 words per phrase';
export const SERP_KEYWORD_TOO_LONG = 'not more than 680 characters per keyword';

export interface RejectedPhrase {
  /** 1-based line of the input. */
  line: number;
  phrase: string;
  message: string;
}

export interface DuplicatePhrase {
  /** 1-based line of the first repetition. */
  line: number;
  phrase: string;
}

export interface PhraseValidation {
  accepted: string[];
  rejected: RejectedPhrase[];
  duplicates: DuplicatePhrase[];
}

/** Trimmed with every run of white space reduced to one space; the case is kept. */
export function tidyPhrase(phrase: string): string {
  return phrase.trim().replace(/\s+/gu, ' ');
}

/**
 * The identity of a phrase for duplicate detection: tidied and lower-cased as German is. German has
 * no locale-specific lower-casing (only Turkish, Azeri and Lithuanian do), so the plain lower-casing
 * gives the same string; the locale lookup of toLocaleLowerCase made it about 25 times slower, and a
 * 10,000-keyword collection computes it tens of thousands of times (the property test checks both agree).
 */
export function phraseIdentity(phrase: string): string {
  return tidyPhrase(phrase).toLowerCase();
}

/** Choice: characters are Unicode code points of the tidied phrase, so an emoji counts once. */
export function characterCount(phrase: string): number {
  return [...tidyPhrase(phrase)].length;
}

export function wordCount(phrase: string): number {
  const tidy = tidyPhrase(phrase);
  return tidy === '' ? 0 : tidy.split(' ').length;
}

/** The message for one phrase, or null when it is fine. Choice: the character limit is checked first. */
export function phraseError(phrase: string): string | null {
  if (characterCount(phrase) > MAX_PHRASE_CHARACTERS) return TOO_MANY_CHARACTERS;
  if (wordCount(phrase) > MAX_PHRASE_WORDS) return TOO_MANY_WORDS;
  return null;
}

/**
 * Validates one phrase per line.
 * Choices: blank lines are skipped silently; accepted phrases are tidied, keep the case of their
 * first occurrence, and appear once; each repeated phrase is reported once, at its first repetition;
 * every rejected line is reported, even when the same phrase was rejected before.
 */
export function validatePhrases(input: string | readonly string[]): PhraseValidation {
  const lines = typeof input === 'string' ? input.split(/\r?\n/u) : input;
  const result: PhraseValidation = { accepted: [], rejected: [], duplicates: [] };
  const seen = new Set<string>();
  const reported = new Set<string>();
  lines.forEach((raw, index) => {
    const phrase = tidyPhrase(raw);
    if (phrase === '') return;
    const line = index + 1;
    const message = phraseError(phrase);
    if (message !== null) {
      result.rejected.push({ line, phrase, message });
      return;
    }
    const identity = phraseIdentity(phrase);
    if (!seen.has(identity)) {
      seen.add(identity);
      result.accepted.push(phrase);
    } else if (!reported.has(identity)) {
      reported.add(identity);
      result.duplicates.push({ line, phrase });
    }
  });
  return result;
}

/** The Google input check: keeps only phrases under 81 characters and under 11 words, in order. */
export function googleInputCheck(phrases: readonly string[]): string[] {
  return phrases.filter(
    (p) => characterCount(p) < MAX_PHRASE_CHARACTERS + 1 && wordCount(p) < MAX_PHRASE_WORDS + 1,
  );
}

/** The SERP keyword check; null when the keyword is fine. Choice: counted like phrases, in code points. */
export function serpKeywordError(keyword: string): string | null {
  return characterCount(keyword) > MAX_SERP_KEYWORD_CHARACTERS ? SERP_KEYWORD_TOO_LONG : null;
}

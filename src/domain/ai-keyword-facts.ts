/** What the AI Suite's writers know about a keyword: read from its row and the project's other keywords (issue 20). */
import type { KeywordFacts } from './ai-text-composer.ts';
import type { KeywordRow } from './keyword-row.ts';
import { phraseIdentity } from './phrase-validation.ts';
import { searchIntentOf } from './search-intent.ts';

export const MAX_RELATED = 3;

const wordsOf = (phrase: string) => new Set(phraseIdentity(phrase).split(' ').filter((w) => [...w].length >= 3));

/**
 * The facts of `row`: its intent, peak and season, and up to three other keywords of the project
 * that share a word of three or more letters with it, most searched first (ties by keyword).
 */
export function keywordFacts(row: KeywordRow, project: readonly Pick<KeywordRow, 'keyword' | 'avgsv'>[]): KeywordFacts {
  const words = wordsOf(row.keyword);
  const self = phraseIdentity(row.keyword);
  const related = project
    .filter((other) => phraseIdentity(other.keyword) !== self && [...wordsOf(other.keyword)].some((w) => words.has(w)))
    .sort((a, b) => (b.avgsv ?? -1) - (a.avgsv ?? -1) || a.keyword.localeCompare(b.keyword))
    .slice(0, MAX_RELATED)
    .map((other) => other.keyword);
  return { keyword: row.keyword, intent: searchIntentOf(row.keyword, row.search_intent), peak: row.peak, season: row.season, related };
}

/** The writers speak German or English: German for a German market, English otherwise. */
export function writingLanguage(language: string): 'de' | 'en' {
  return language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

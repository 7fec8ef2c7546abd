/**
 * How Suggests widens a seed into autocomplete queries (AnswerThePublic's wheel) and how the answers
 * become groups: one query per pattern and term, one group per query that found something.
 */
import type { PhraseGroup, SuggestPattern } from './contracts/keyword-data.ts';
import { phraseError, phraseIdentity, tidyPhrase } from './phrase-validation.ts';
import { isQuestionPhrase, questionWords } from './question-words.ts';

const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const GERMAN_LETTERS = ['ä', 'ö', 'ü', 'ß'];
const DIGITS = '0123456789'.split('');

const PREPOSITIONS: Readonly<Record<string, readonly string[]>> = {
  de: ['für', 'mit', 'ohne', 'bei', 'in', 'nach', 'von', 'zu', 'aus', 'gegen', 'auf', 'unter', 'über', 'vor', 'zwischen', 'neben', 'statt', 'trotz'],
  en: ['for', 'with', 'without', 'near', 'to', 'from', 'in', 'at', 'by', 'on', 'under', 'over', 'against', 'instead of'],
};

const COMPARISONS: Readonly<Record<string, readonly string[]>> = {
  de: ['vs', 'oder', 'wie', 'und', 'versus'],
  en: ['vs', 'or', 'and', 'like', 'versus'],
};

/** One autocomplete question of the expansion: `{ pattern: 'prepositions', term: 'für', query: 'glühwein für' }`. */
export type SuggestQuery = { pattern: SuggestPattern; term: string; query: string };

/** What autocomplete answered to one query. */
export type SuggestAnswer = { query: SuggestQuery; phrases: readonly string[] };

function languageOf(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
}

/** A word list of the language, else the English one (as the question words do), each word once. */
function wordsOf(lists: Readonly<Record<string, readonly string[]>>, language: string): readonly string[] {
  return [...new Set(lists[languageOf(language)] ?? lists['en'] ?? [])];
}

/**
 * The terms of a pattern in a language, in the order they are asked.
 * Choice: ä, ö, ü and ß belong to the German alphabet only; other languages ask a–z and 0–9.
 */
export function suggestTerms(pattern: SuggestPattern, language: string): readonly string[] {
  switch (pattern) {
    case 'alphabet':
      return languageOf(language) === 'de' ? [...LATIN_LETTERS, ...GERMAN_LETTERS, ...DIGITS] : [...LATIN_LETTERS, ...DIGITS];
    case 'prepositions':
      return wordsOf(PREPOSITIONS, language);
    case 'comparisons':
      return wordsOf(COMPARISONS, language);
    case 'questions':
      return questionWords(language);
  }
}

function queryText(pattern: SuggestPattern, term: string, seed: string): string {
  // A question word goes before the seed (`wie glühwein`), every other term after it (`glühwein für`).
  return pattern === 'questions' ? `${term} ${seed}` : `${seed} ${term}`;
}

/**
 * The queries for a seed, pattern by pattern in the order given, each once (by phrase identity).
 * A query that would break a phrase rule (a seed of ten words gains an eleventh) is not asked.
 */
export function suggestQueries(seed: string, patterns: readonly SuggestPattern[], language: string): SuggestQuery[] {
  const base = tidyPhrase(seed);
  if (base === '') return [];
  const seen = new Set<string>();
  const queries: SuggestQuery[] = [];
  for (const pattern of new Set(patterns)) {
    for (const term of suggestTerms(pattern, language)) {
      const query = queryText(pattern, term, base);
      const identity = phraseIdentity(query);
      if (seen.has(identity) || phraseError(query) !== null) continue;
      seen.add(identity);
      queries.push({ pattern, term, query });
    }
  }
  return queries;
}

/**
 * The groups of the answers, in the order of the answers, without the groups that kept nothing.
 * A phrase is kept when it is tidy-able to a non-blank phrase that passes the phrase rules, is
 * neither the seed nor the query itself (autocomplete echoing the input is no suggestion) and, for
 * the questions pattern, is a question of the language. Each group holds a phrase once; a phrase
 * may stand in several groups.
 */
export function groupSuggestAnswers(seed: string, answers: readonly SuggestAnswer[], language: string): PhraseGroup[] {
  const seedIdentity = phraseIdentity(seed);
  const groups: PhraseGroup[] = [];
  for (const { query, phrases } of answers) {
    const skip = new Set([seedIdentity, phraseIdentity(query.query)]);
    const kept: string[] = [];
    for (const raw of phrases) {
      const phrase = tidyPhrase(raw);
      const identity = phraseIdentity(phrase);
      if (phrase === '' || skip.has(identity) || phraseError(phrase) !== null) continue;
      if (query.pattern === 'questions' && !isQuestionPhrase(phrase, language)) continue;
      skip.add(identity);
      kept.push(phrase);
    }
    if (kept.length > 0) groups.push({ pattern: query.pattern, term: query.term, phrases: kept });
  }
  return groups;
}

/** Every phrase of the groups once (first spelling), in the order the groups hold them. */
export function groupedPhrases(groups: readonly PhraseGroup[]): string[] {
  const seen = new Set<string>();
  const phrases: string[] = [];
  for (const group of groups) {
    for (const phrase of group.phrases) {
      const identity = phraseIdentity(phrase);
      if (seen.has(identity)) continue;
      seen.add(identity);
      phrases.push(phrase);
    }
  }
  return phrases;
}

/**
 * The groups cut down to the phrases of one page, so every grouped phrase has its row in the
 * page's entries; a group left empty is dropped.
 */
export function groupsWithin(groups: readonly PhraseGroup[], page: readonly string[]): PhraseGroup[] {
  const onPage = new Set(page.map(phraseIdentity));
  return groups.flatMap((group) => {
    const phrases = group.phrases.filter((phrase) => onPage.has(phraseIdentity(phrase)));
    return phrases.length === 0 ? [] : [{ ...group, phrases }];
  });
}

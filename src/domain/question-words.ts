/** The W-questions of the Questions screen: which words make a phrase a question, per language. */
import { phraseIdentity, tidyPhrase } from './phrase-validation.ts';

const QUESTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  de: ['wer', 'wie', 'was', 'wo', 'wann', 'warum', 'welche'],
  en: ['who', 'how', 'what', 'where', 'when', 'why', 'which'],
  fr: ['qui', 'comment', 'quoi', 'où', 'quand', 'pourquoi', 'quel'],
  it: ['chi', 'come', 'cosa', 'dove', 'quando', 'perché', 'quale'],
  es: ['quién', 'cómo', 'qué', 'dónde', 'cuándo', 'por qué', 'cuál'],
};

/**
 * The question words of a language (`de`, `de-AT`, `DE` all mean German).
 * Choice: a language without a list gets the English words, because English questions are the
 * most common foreign-language searches.
 */
export function questionWords(language: string): readonly string[] {
  const base = language.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  return QUESTION_WORDS[base] ?? QUESTION_WORDS['en'] ?? [];
}

/**
 * What autocomplete is asked for: every question word before the keyword (`wie glühwein`) and
 * after it (`glühwein wie`), the prefixes first, in the order of the word list.
 */
export function questionSeeds(keyword: string, language: string): string[] {
  const base = tidyPhrase(keyword);
  if (base === '') return [];
  const words = questionWords(language);
  return [...words.map((w) => `${w} ${base}`), ...words.map((w) => `${base} ${w}`)];
}

/** A phrase is a question when one of the language's question words stands in it as whole words. */
export function isQuestionPhrase(phrase: string, language: string): boolean {
  const padded = ` ${phraseIdentity(phrase)} `;
  return questionWords(language).some((word) => padded.includes(` ${word} `));
}

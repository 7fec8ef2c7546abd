/** The question words of the Questions screen: which words make a phrase a question, per language. */
import { phraseIdentity } from './phrase-validation.ts';

/**
 * The W-words, then the words that only ask at the start of a phrase. Choice: new words are appended,
 * never inserted, because the Question parameter column numbers its dropdown entries by this order
 * (src/workbench/columns/parameter-columns.ts) and saved cells keep those numbers.
 */
const QUESTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  de: [
    'wer', 'wie', 'was', 'wo', 'wann', 'warum', 'welche',
    'wieso', 'weshalb', 'womit', 'woran', 'wofür', 'wozu', 'woher', 'wohin', 'welcher', 'welches', 'wem', 'wen', 'wessen',
    'kann', 'ist', 'sind', 'darf', 'muss', 'gibt es',
  ],
  en: [
    'who', 'how', 'what', 'where', 'when', 'why', 'which',
    'whose', 'whom',
    'are', 'can', 'is', 'will', 'do', 'does', 'should',
  ],
  fr: ['qui', 'comment', 'quoi', 'où', 'quand', 'pourquoi', 'quel'],
  it: ['chi', 'come', 'cosa', 'dove', 'quando', 'perché', 'quale'],
  es: ['quién', 'cómo', 'qué', 'dónde', 'cuándo', 'por qué', 'cuál'],
};

/**
 * Verbs that open a yes/no question (`kann man glühwein einfrieren`, `is coffee healthy`) but stand
 * in many plain phrases too (`glühwein ist alle`), so they count only as a phrase's first word.
 */
const LEADING_ONLY: ReadonlySet<string> = new Set(['kann', 'ist', 'sind', 'darf', 'muss', 'gibt es', 'are', 'can', 'is', 'will', 'do', 'does', 'should']);

function languageOf(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
}

/**
 * The question words of a language (`de`, `de-AT`, `DE` all mean German).
 * Choice: a language without a list gets the English words, because English questions are the
 * most common foreign-language searches.
 */
export function questionWords(language: string): readonly string[] {
  return QUESTION_WORDS[languageOf(language)] ?? QUESTION_WORDS['en'] ?? [];
}

/** Whether the word asks only when it opens the phrase (`ist`, `can`), not anywhere in it (`wie`). */
export function isLeadingOnlyQuestionWord(word: string): boolean {
  return LEADING_ONLY.has(phraseIdentity(word));
}

/**
 * The question word a phrase asks with, or null: a W-word standing anywhere as whole words, or a
 * leading-only word opening the phrase. The earliest one wins, so `warum und wie` asks with `warum`.
 */
export function questionWordOf(phrase: string, language: string): string | null {
  const padded = ` ${phraseIdentity(phrase)} `;
  let best: { word: string; at: number } | null = null;
  for (const word of questionWords(language)) {
    const at = padded.indexOf(` ${word} `);
    if (at < 0 || (isLeadingOnlyQuestionWord(word) && at !== 0)) continue;
    if (best === null || at < best.at) best = { word, at };
  }
  return best?.word ?? null;
}

/** A phrase is a question when it asks with one of the language's question words (see questionWordOf). */
export function isQuestionPhrase(phrase: string, language: string): boolean {
  return questionWordOf(phrase, language) !== null;
}

/** Words that make a keyword a comparison, for the comparison parameter column, per language. */
import { languageBase } from './language-base.ts';

const COMPARISONS: Readonly<Record<string, readonly string[]>> = {
  de: ['vs', 'oder', 'besser als', 'unterschied', 'vergleich', 'statt', 'alternative'],
  en: ['vs', 'or', 'better than', 'difference', 'comparison', 'instead of', 'alternative'],
};

/** Choice: a language without a list gets the English words, as the question words do. */
export function comparisonWords(language: string): readonly string[] {
  return COMPARISONS[languageBase(language)] ?? COMPARISONS['en'] ?? [];
}

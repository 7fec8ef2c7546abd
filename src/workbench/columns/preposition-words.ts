/** Prepositions for the preposition parameter column, per language. */
import { languageBase } from './language-base.ts';

const PREPOSITIONS: Readonly<Record<string, readonly string[]>> = {
  de: ['für', 'mit', 'ohne', 'bei', 'in', 'aus', 'nach', 'von', 'zu', 'gegen'],
  en: ['for', 'with', 'without', 'near', 'in', 'from', 'to', 'by', 'at', 'against'],
};

/** Choice: a language without a list gets the English words, as the question words do. */
export function prepositionWords(language: string): readonly string[] {
  return PREPOSITIONS[languageBase(language)] ?? PREPOSITIONS['en'] ?? [];
}

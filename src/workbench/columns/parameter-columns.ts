/**
 * The question, preposition and comparison dropdown columns of SPEC §3: custom dropdown columns
 * built from a word list, with a '-' entry of id 0 first. Entry `k` (from 1) is the k-th word of
 * the list, so `suggestParameterValue` can prefill a cell from the keyword itself.
 */
import { questionWords } from '../../domain/question-words.ts';
import type { ColumnDefinition, CustomEntry } from './column-definition.ts';
import { comparisonWords } from './comparison-words.ts';
import { customColumn } from './custom-columns.ts';
import { prepositionWords } from './preposition-words.ts';

export const PARAMETER_KINDS = ['question', 'preposition', 'comparison'] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

export const PARAMETER_TITLES: Readonly<Record<ParameterKind, string>> = {
  question: 'Question',
  preposition: 'Preposition',
  comparison: 'Comparison',
};

export const NO_PARAMETER_ID = 0;
export const NO_PARAMETER_TEXT = '-';
export const NO_PARAMETER_COLOUR = '#868e96';

// Ten colours that stay apart on light and dark backgrounds; longer lists repeat them.
export const ENTRY_PALETTE = [
  '#1c7ed6', '#2f9e44', '#e8590c', '#ae3ec9', '#f59f00',
  '#0c8599', '#d6336c', '#5c940d', '#7048e8', '#c92a2a',
] as const;

export function parameterWords(kind: ParameterKind, language: string): readonly string[] {
  switch (kind) {
    case 'question':
      return questionWords(language);
    case 'preposition':
      return prepositionWords(language);
    case 'comparison':
      return comparisonWords(language);
  }
}

export function paletteColour(index: number): string {
  return ENTRY_PALETTE[((index % ENTRY_PALETTE.length) + ENTRY_PALETTE.length) % ENTRY_PALETTE.length] ?? NO_PARAMETER_COLOUR;
}

export function parameterEntries(kind: ParameterKind, language: string): CustomEntry[] {
  return [
    { text: NO_PARAMETER_TEXT, color: NO_PARAMETER_COLOUR, id: NO_PARAMETER_ID },
    ...parameterWords(kind, language).map((text, index) => ({ text, color: paletteColour(index), id: index + 1 })),
  ];
}

/** The dropdown column of one parameter kind, named by its English title ('Question', …). */
export function parameterColumn(kind: ParameterKind, language: string): ColumnDefinition {
  return customColumn(PARAMETER_TITLES[kind], 'dropdown', parameterEntries(kind, language));
}

/** Lower case with every run of characters other than letters, marks and digits made one space. */
function words(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('de-DE').replace(/[^\p{L}\p{M}\p{Nd}]+/gu, ' ').trim();
}

/**
 * The entry id of the list word that stands in the keyword as whole words, 0 when none does.
 * Choices: punctuation separates words (`iphone vs. samsung` has `vs`); when several words
 * occur, the one starting earliest wins, a longer one on a tie (`besser als` over a shorter word).
 */
export function suggestParameterValue(kind: ParameterKind, keyword: string, language: string): number {
  const padded = ` ${words(keyword)} `;
  let best = { id: NO_PARAMETER_ID, at: Number.POSITIVE_INFINITY, length: 0 };
  parameterWords(kind, language).forEach((word, index) => {
    const needle = words(word);
    if (needle === '') return;
    const at = padded.indexOf(` ${needle} `);
    if (at < 0) return;
    if (at < best.at || (at === best.at && needle.length > best.length)) best = { id: index + 1, at, length: needle.length };
  });
  return best.id;
}

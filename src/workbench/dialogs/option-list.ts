/**
 * The editable option list of a new dropdown column. Options carry a `key` of their own for React
 * and focus, because their entry ids are only assigned when the column is created: 1..n in the
 * order shown, 0 being reserved for the '-' entry that clears a cell.
 */
import type { CustomEntry } from '../columns/column-definition.ts';
import { ENTRY_PALETTE, paletteColour } from '../columns/parameter-columns.ts';

export interface OptionDraft {
  readonly key: number;
  readonly text: string;
  readonly color: string;
}

function nextKey(options: readonly OptionDraft[]): number {
  return options.reduce((max, o) => Math.max(max, o.key), 0) + 1;
}

/**
 * The first colour of the column model's palette (the one parameter columns use) that no option
 * uses yet; when all are used, the palette repeats.
 */
export function nextColour(options: readonly OptionDraft[]): string {
  const used = new Set(options.map((o) => o.color.toLowerCase()));
  return ENTRY_PALETTE.find((c) => !used.has(c)) ?? paletteColour(options.length);
}

export function addOption(options: readonly OptionDraft[], text = ''): OptionDraft[] {
  return [...options, { key: nextKey(options), text, color: nextColour(options) }];
}

export function removeOption(options: readonly OptionDraft[], key: number): OptionDraft[] {
  return options.filter((o) => o.key !== key);
}

export function updateOption(options: readonly OptionDraft[], key: number, patch: Partial<Pick<OptionDraft, 'text' | 'color'>>): OptionDraft[] {
  return options.map((o) => (o.key === key ? { ...o, ...patch } : o));
}

/** A starting list: one empty option, so the dialog never shows a dropdown without any. */
export function initialOptions(): OptionDraft[] {
  return addOption([]);
}

/** Entries in the order shown, numbered 1..n, texts trimmed. */
export function toEntries(options: readonly OptionDraft[]): CustomEntry[] {
  return options.map((o, index) => ({ id: index + 1, text: o.text.trim(), color: o.color }));
}

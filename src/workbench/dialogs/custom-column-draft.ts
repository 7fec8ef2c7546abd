/** The "Add column" dialog's choices turned into a custom column, or the problem that stops it. */
import { foldText } from '../../domain/filters.ts';
import { MAX_ENTRY_TEXT, type ColumnDefinition, type CustomEntry } from '../columns/column-definition.ts';
import { customColumn, validateColumnName, validateCustomColumn, validateEntries } from '../columns/custom-columns.ts';
import { PARAMETER_KINDS, PARAMETER_TITLES, parameterEntries, type ParameterKind } from '../columns/parameter-columns.ts';
import { toEntries, type OptionDraft } from './option-list.ts';

export const CUSTOM_KINDS = ['dropdown', 'free', ...PARAMETER_KINDS] as const;
export type CustomKind = (typeof CUSTOM_KINDS)[number];

export const CUSTOM_KIND_LABELS: Readonly<Record<CustomKind, string>> = {
  dropdown: 'Dropdown',
  free: 'Free text',
  question: 'Question words',
  preposition: 'Prepositions',
  comparison: 'Comparisons',
};

export interface CustomColumnDraft {
  kind: CustomKind;
  name: string;
  options: readonly OptionDraft[];
}

export type CustomColumnResult =
  | { ok: true; column: ColumnDefinition }
  | { ok: false; problem: 'name' | 'options'; message: string };

export function isParameterKind(kind: CustomKind): kind is ParameterKind {
  return (PARAMETER_KINDS as readonly string[]).includes(kind);
}

/** The fixed entries a parameter kind brings ('-' first), or null for the kinds the user fills in. */
export function previewEntries(kind: CustomKind, language: string): CustomEntry[] | null {
  return isParameterKind(kind) ? parameterEntries(kind, language) : null;
}

/**
 * Choosing a kind. A parameter kind suggests its title as the name, but only over an empty name or
 * another kind's suggestion, so a name the user typed is never overwritten.
 */
export function withKind(draft: CustomColumnDraft, kind: CustomKind): CustomColumnDraft {
  const suggestions = Object.values(PARAMETER_TITLES);
  const replaceable = draft.name.trim() === '' || suggestions.includes(draft.name.trim());
  if (!replaceable) return { ...draft, kind };
  return { ...draft, kind, name: isParameterKind(kind) ? PARAMETER_TITLES[kind] : '' };
}

/** The problem of one option in the list (no text, too long, the same text as an earlier one), or null. */
export function optionProblem(options: readonly OptionDraft[], key: number): string | null {
  const index = options.findIndex((o) => o.key === key);
  const option = options[index];
  if (!option) return null;
  const text = option.text.trim();
  if (text === '') return `Option ${index + 1} has no text.`;
  if (text.length > MAX_ENTRY_TEXT) return `Option ${index + 1} is longer than ${MAX_ENTRY_TEXT} characters.`;
  const folded = foldText(text);
  const earlier = options.slice(0, index).some((o) => foldText(o.text.trim()) === folded);
  return earlier ? `Option ${index + 1} repeats "${text}".` : null;
}

/**
 * The column the dialog creates. Rules come from the column model (name clash, length, entries);
 * a parameter kind uses its word list under the name the user chose.
 */
export function buildCustomColumn(draft: CustomColumnDraft, existing: readonly ColumnDefinition[], language: string): CustomColumnResult {
  const nameError = validateColumnName(draft.name, existing);
  if (nameError) return { ok: false, problem: 'name', message: nameError };
  let column: ColumnDefinition;
  if (draft.kind === 'free') {
    column = customColumn(draft.name, 'free');
  } else if (isParameterKind(draft.kind)) {
    column = customColumn(draft.name, 'dropdown', parameterEntries(draft.kind, language));
  } else {
    const entries = toEntries(draft.options);
    const entriesError = validateEntries(entries);
    if (entriesError) return { ok: false, problem: 'options', message: entriesError.replace(/^Entry /u, 'Option ') };
    column = customColumn(draft.name, 'dropdown', entries);
  }
  // The model's whole-column check as a last guard, so the dialog can never hand over a column it rejects.
  const columnError = validateCustomColumn(column, existing);
  return columnError ? { ok: false, problem: 'name', message: columnError } : { ok: true, column };
}

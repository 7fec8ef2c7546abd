/** The filter builder's form row: what the user has chosen and typed, turned into a Filter or a message. */
import type { Filter } from '../../domain/filters.ts';
import { parseGermanNumber } from '../../domain/german-number-input.ts';
import { actionsFor, isTextAction, sameField, tidyTerms, type FilterAction, type FilterFieldOption } from './filter-labels.ts';

export interface FilterDraft {
  fieldKey: string;
  action: FilterAction;
  value: string;
}

export type DraftResult = { ok: true; filter: Filter } | { ok: false; message: string };

/** The form row of a fresh builder: the first field, its first action, nothing typed. */
export function initialDraft(fields: readonly FilterFieldOption[]): FilterDraft {
  const first = fields[0];
  return { fieldKey: first?.key ?? '', action: first ? (actionsFor(first.kind)[0] ?? 'includes') : 'includes', value: '' };
}

/**
 * Changing the field keeps the chosen action when it fits the new field's kind and falls back to
 * the kind's first action otherwise; the typed value stays so a slip of the field select loses nothing.
 */
export function withField(draft: FilterDraft, fields: readonly FilterFieldOption[], fieldKey: string): FilterDraft {
  const option = fields.find((f) => f.key === fieldKey);
  if (!option) return draft;
  const actions = actionsFor(option.kind);
  const action = actions.includes(draft.action) ? draft.action : (actions[0] ?? draft.action);
  return { ...draft, fieldKey, action };
}

/** Text: at least one non-empty term. Number: German notation; the message quotes what was typed. */
export function buildFilter(draft: FilterDraft, fields: readonly FilterFieldOption[]): DraftResult {
  const option = fields.find((f) => f.key === draft.fieldKey);
  if (!option) return { ok: false, message: 'Choose a field to filter.' };
  if (!actionsFor(option.kind).includes(draft.action)) {
    return { ok: false, message: `Choose a condition for ${option.title}.` };
  }
  if (isTextAction(draft.action)) {
    const terms = tidyTerms(draft.value);
    if (terms === '') return { ok: false, message: 'Enter at least one term; separate terms with commas.' };
    return { ok: true, filter: { field: option.field, action: draft.action, value: terms } };
  }
  const parsed = parseGermanNumber(draft.value);
  if (!parsed.ok) return parsed;
  return { ok: true, filter: { field: option.field, action: draft.action, value: parsed.value } };
}

/** Adding a filter equal to one already in the list would change nothing; the list keeps one. */
export function addFilter(filters: readonly Filter[], filter: Filter): Filter[] {
  const duplicate = filters.some((f) => f.action === filter.action && f.value === filter.value && sameField(f.field, filter.field));
  return duplicate ? [...filters] : [...filters, filter];
}

export function removeFilterAt(filters: readonly Filter[], index: number): Filter[] {
  return filters.filter((_, i) => i !== index);
}

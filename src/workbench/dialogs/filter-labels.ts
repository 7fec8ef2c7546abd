/** How filters read in the interface: action names, field titles and a sentence per filter. */
import { fieldById } from '../../domain/keyword-fields.ts';
import { NUMBER_ACTIONS, TEXT_ACTIONS, type Filter, type FilterField, type NumberAction, type TextAction } from '../../domain/filters.ts';
import { formatNumber } from '../../domain/number-format.ts';

export type FilterAction = TextAction | NumberAction;
export type FilterKind = 'text' | 'number';

/** A field the filter builder offers; `key` is unique and stable (it is the <option> value). */
export interface FilterFieldOption {
  key: string;
  title: string;
  field: FilterField;
  kind: FilterKind;
}

const ACTION_LABELS: Record<FilterAction, string> = {
  includes: 'includes',
  excludes: 'excludes',
  like: 'is like',
  not_like: 'is not like',
  less: 'less than',
  greater: 'greater than',
  equal: 'equal to',
};

export function actionLabel(action: FilterAction): string {
  return ACTION_LABELS[action];
}

/** SPEC §5: text fields get includes/excludes/like/not_like; numbers less/greater/equal. */
export function actionsFor(kind: FilterKind): readonly FilterAction[] {
  return kind === 'text' ? TEXT_ACTIONS : NUMBER_ACTIONS;
}

export function isTextAction(action: FilterAction): action is TextAction {
  return (TEXT_ACTIONS as readonly string[]).includes(action);
}

export function sameField(a: FilterField, b: FilterField): boolean {
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  return a.custom === b.custom;
}

/**
 * The title a filter's field is shown with. A filter on a field the builder no longer offers (a
 * removed custom column, a hidden one) still gets a name so its chip can be read and removed.
 */
export function fieldTitle(field: FilterField, fields: readonly FilterFieldOption[]): string {
  const option = fields.find((f) => sameField(f.field, field));
  if (option) return option.title;
  if (typeof field === 'object') return field.custom;
  return fieldById(field)?.name ?? `Field ${field}`;
}

/** Comma-separated terms as the user meant them: trimmed, empty ones dropped, `, ` between. */
export function tidyTerms(value: string): string {
  return value
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .join(', ');
}

/**
 * German style (`1.000`, `0,25`, `1.234,125`): every decimal the user entered is kept, because a
 * chip rounded to two places would claim a different filter than the one applied.
 */
export function formatFilterNumber(value: number): string {
  if (Number.isInteger(value)) return formatNumber(value, 0);
  const plain = String(value);
  const point = plain.indexOf('.');
  if (plain.includes('e') || point < 0) return formatNumber(value, 2);
  const sign = value < 0 ? '-' : '';
  return `${sign}${formatNumber(Math.trunc(Math.abs(value)), 0)},${plain.slice(point + 1)}`;
}

/** "Keyword includes glühwein, punsch", "Avg. volume greater than 1.000". */
export function describeFilter(filter: Filter, fields: readonly FilterFieldOption[]): string {
  const value = typeof filter.value === 'number' ? formatFilterNumber(filter.value) : tidyTerms(filter.value);
  return `${fieldTitle(filter.field, fields)} ${actionLabel(filter.action)} ${value}`;
}

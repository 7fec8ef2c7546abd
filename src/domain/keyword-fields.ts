/** The keyword fields that filters and sorting work on, with the filter field ids of SPEC §3. */
import type { KeywordRow } from './keyword-row';
import { searchIntentOf, SEARCH_INTENT_LABELS } from './search-intent';
import { serpFeatureById } from './serp-features';

export type FieldKind = 'text' | 'number';

export const FIELD_IDS = {
  keyword: 1,
  avgsv: 2,
  annualsv: 3,
  keyword_difficulty: 4,
  adwords_competition: 5,
  adwords_cpc_low: 6,
  adwords_cpc_high: 7,
  categories: 8,
  serp_items: 9,
  peak: 10,
  season: 11,
  search_intent: 12,
} as const;

export type FieldName = keyof typeof FIELD_IDS;
export type FieldId = (typeof FIELD_IDS)[FieldName];

export interface FieldDefinition {
  id: FieldId;
  name: FieldName;
  kind: FieldKind;
  text: (row: KeywordRow) => string | null;
  number: (row: KeywordRow) => number | null;
  /** False for a text field whose `number` is always null, so the engine need not build its number column up front. */
  hasNumbers: boolean;
  /**
   * The row key whose value, when a finite number, is the field's number (null otherwise): the engine
   * reads such a column straight from the rows' packed columns instead of building every row.
   */
  numberKey?: DirectNumberKey;
}

/** The keys whose values are a field's number as they are. */
export type DirectNumberKey = 'avgsv' | 'annualsv' | 'adwords_competition' | 'adwords_cpc_low' | 'adwords_cpc_high' | 'peak';

export const GERMAN_MONTHS = [
  'Januar', 'Februar', 'März', 'April', 'Mai', 'Juni',
  'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember',
] as const;

const finite = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : v;

function numberField(id: FieldId, name: FieldName, get: (row: KeywordRow) => number | null | undefined): FieldDefinition {
  return {
    id,
    name,
    kind: 'number',
    text: (row) => {
      const v = finite(get(row));
      return v === null ? null : String(v);
    },
    number: (row) => finite(get(row)),
    hasNumbers: true,
  };
}

/** A number field that is its row key's value. */
function directNumberField(id: FieldId, key: DirectNumberKey): FieldDefinition {
  return { ...numberField(id, key, (row) => row[key]), numberKey: key };
}

function textField(
  id: FieldId,
  name: FieldName,
  get: (row: KeywordRow) => string | null,
  number: ((row: KeywordRow) => number | null) | null,
): FieldDefinition {
  return { id, name, kind: 'text', text: get, number: number ?? (() => null), hasNumbers: number !== null };
}

/**
 * The field table. Choices: serp_items is text made of the catalogue values joined by spaces and
 * sorts by the number of features; season is text made of German month names joined by ', ' and
 * sorts by its first month; keyword difficulty is its numeric `difficulty`; search intent is the
 * intent's English label (`Commercial`), so a filter reads as the column does.
 */
export const FIELDS: readonly FieldDefinition[] = [
  textField(1, 'keyword', (r) => r.keyword, null),
  directNumberField(2, 'avgsv'),
  directNumberField(3, 'annualsv'),
  numberField(4, 'keyword_difficulty', (r) => r.keyword_difficulty?.difficulty),
  directNumberField(5, 'adwords_competition'),
  directNumberField(6, 'adwords_cpc_low'),
  directNumberField(7, 'adwords_cpc_high'),
  textField(8, 'categories', (r) => r.categories, null),
  textField(
    9,
    'serp_items',
    (r) => (r.serp_items ? r.serp_items.map((id) => serpFeatureById(id)?.value ?? String(id)).join(' ') : null),
    (r) => (r.serp_items ? r.serp_items.length : null),
  ),
  directNumberField(10, 'peak'),
  textField(
    11,
    'season',
    (r) => (r.season && r.season.length > 0 ? r.season.map((m) => GERMAN_MONTHS[m - 1] ?? String(m)).join(', ') : null),
    (r) => finite(r.season?.[0]),
  ),
  // Rows saved before the intent was kept are classified when read, so the column is never empty.
  textField(12, 'search_intent', (r) => SEARCH_INTENT_LABELS[searchIntentOf(r.keyword, r.search_intent)], null),
];

export function fieldById(id: number): FieldDefinition | null {
  return FIELDS.find((f) => f.id === id) ?? null;
}

export function fieldByName(name: string): FieldDefinition | null {
  return FIELDS.find((f) => f.name === name) ?? null;
}

/**
 * A read-only column a screen fills may show text but sort by a number: the number travels under
 * `custom_{name}#sort` (null: no number, sorted last in both directions). Decision 0040.
 */
export const SORT_KEY_SUFFIX = '#sort';

/** The sort number of a custom cell; undefined when the row carries none (the cell then sorts by its value). */
export function customSortKey(row: KeywordRow, name: string): number | null | undefined {
  const value = row[`custom_${name}${SORT_KEY_SUFFIX}`];
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A read-only column whose cell lists several values (a keyword's tags) groups under each of them:
 * the labels travel under `custom_{name}#groups`, joined by GROUP_SEPARATOR. Decision 0040.
 */
export const GROUP_LABELS_SUFFIX = '#groups';
export const GROUP_SEPARATOR = '\u001f';

/** The group labels of a custom cell, none for an empty list; undefined when the row carries none (it groups by its value). */
export function customGroupLabels(row: KeywordRow, name: string): string[] | undefined {
  const value = row[`custom_${name}${GROUP_LABELS_SUFFIX}`];
  if (value === undefined) return undefined;
  if (value === null || value === '') return [];
  return [...new Set(String(value).split(GROUP_SEPARATOR).filter((label) => label !== ''))];
}

/** A custom column's raw value, stored under `custom_{name}`. */
export function customValue(row: KeywordRow, name: string): string | number | null {
  const value = row[`custom_${name}`];
  return value === undefined ? null : value;
}

/** A monthly volume column keyed `YYYYMM`; falls back to the `search_volumes` list. */
export function monthlyValue(row: KeywordRow, key: string): number | null {
  const direct = row[key as `${number}`];
  if (typeof direct === 'number') return finite(direct);
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(4));
  return finite(row.search_volumes.find((v) => v.year === year && v.month === month)?.count);
}

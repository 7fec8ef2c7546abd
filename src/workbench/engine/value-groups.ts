/** Grouping by a value of each row (its category, or a custom column's value), or by each of a row's labels. */
import { customGroupLabels } from '../../domain/keyword-fields.ts';
import { customColumn, mapRows, memoised, textColumn, type ColumnStore } from './column-store.ts';

/** Each row's value as a code into `labels`; -1 where the row has no value. */
export interface ValueCodes {
  codes: Int32Array;
  labels: string[];
}

const isValueCodes = (value: unknown): value is ValueCodes =>
  typeof value === 'object' && value !== null && 'codes' in value && value.codes instanceof Int32Array;

function encode(values: readonly (string | number | null)[]): ValueCodes {
  const codeOf = new Map<string, number>();
  const labels: string[] = [];
  const codes = new Int32Array(values.length);
  values.forEach((value, i) => {
    // Choice: an empty text is no value, like a missing one, so it never makes a group of its own.
    const label = value === null ? '' : String(value);
    if (label === '') {
      codes[i] = -1;
      return;
    }
    let code = codeOf.get(label);
    if (code === undefined) {
      code = labels.length;
      codeOf.set(label, code);
      labels.push(label);
    }
    codes[i] = code;
  });
  return { codes, labels };
}

/** Categories group by the row's `categories` text, the chain as the keyword source delivers it. */
export function categoryCodes(store: ColumnStore): ValueCodes {
  return memoised(store, 'codes:category', () => encode(textColumn(store, 8)), isValueCodes);
}

/** Search intents group by their label, the text the intent column shows. */
export function intentCodes(store: ColumnStore): ValueCodes {
  return memoised(store, 'codes:intent', () => encode(textColumn(store, 12)), isValueCodes);
}

export function customCodes(store: ColumnStore, name: string): ValueCodes {
  return memoised(store, `codes:custom:${name}`, () => encode(customColumn(store, name)), isValueCodes);
}

export interface ValueGroup {
  /** null for the rows without a value. */
  label: string | null;
  ids: Uint32Array;
}

/**
 * Groups `order` by value. Choices: groups appear in the order their first row has in `order`, so the
 * current sort orders the groups too; rows keep their order inside a group; the rows without a value
 * form the last group.
 */
export function groupByValue(order: Uint32Array, { codes, labels }: ValueCodes): ValueGroup[] {
  const slotOf = new Int32Array(labels.length).fill(-1);
  const slotCode: number[] = [];
  const counts: number[] = [];
  let missing = 0;
  for (const id of order) {
    const code = codes[id] ?? -1;
    if (code < 0) {
      missing++;
      continue;
    }
    let slot = slotOf[code] ?? -1;
    if (slot < 0) {
      slot = slotCode.length;
      slotOf[code] = slot;
      slotCode.push(code);
      counts.push(0);
    }
    counts[slot] = (counts[slot] ?? 0) + 1;
  }
  const groups: ValueGroup[] = slotCode.map((code, slot) => ({ label: labels[code] ?? '', ids: new Uint32Array(counts[slot] ?? 0) }));
  const rest = new Uint32Array(missing);
  const filled = new Int32Array(groups.length);
  let restFilled = 0;
  for (const id of order) {
    const code = codes[id] ?? -1;
    const slot = code < 0 ? -1 : (slotOf[code] ?? -1);
    const group = groups[slot];
    if (!group) {
      rest[restFilled++] = id;
      continue;
    }
    group.ids[filled[slot] ?? 0] = id;
    filled[slot] = (filled[slot] ?? 0) + 1;
  }
  if (missing > 0) groups.push({ label: null, ids: rest });
  return groups;
}

/** Each row's group labels as codes into `labels` (customGroupLabels); an empty list where it has none. */
export interface LabelCodes {
  codes: readonly (readonly number[])[];
  labels: string[];
}

const isLabelCodes = (value: unknown): value is LabelCodes | null =>
  value === null || (typeof value === 'object' && 'codes' in value && Array.isArray(value.codes));

/** The label codes of a custom column whose rows list group labels; null when no row lists any. */
export function customLabelCodes(store: ColumnStore, name: string): LabelCodes | null {
  return memoised(
    store,
    `label-codes:custom:${name}`,
    () => {
      const listed = mapRows(store, (row) => customGroupLabels(row, name));
      if (listed.every((l) => l === undefined)) return null;
      const codeOf = new Map<string, number>();
      const labels: string[] = [];
      const codes = listed.map((list) => (list ?? []).map((label) => {
        let code = codeOf.get(label);
        if (code === undefined) {
          code = labels.length;
          codeOf.set(label, code);
          labels.push(label);
        }
        return code;
      }));
      return { codes, labels };
    },
    isLabelCodes,
  );
}

/**
 * Groups `order` under each of a row's labels: a row with two labels is in two groups (the table
 * shows it in both; it is one row, so selecting it there selects it here). The same choices as
 * `groupByValue`: groups in the order of their first row, rows in order, the rows without a label last.
 */
export function groupByLabels(order: Uint32Array, { codes, labels }: LabelCodes): ValueGroup[] {
  const slotOf = new Map<number, number>();
  const members: number[][] = [];
  const rest: number[] = [];
  for (const id of order) {
    const own = codes[id] ?? [];
    if (own.length === 0) rest.push(id);
    for (const code of own) {
      let slot = slotOf.get(code);
      if (slot === undefined) {
        slot = members.length;
        slotOf.set(code, slot);
        members.push([]);
      }
      members[slot]?.push(id);
    }
  }
  const groups: ValueGroup[] = [...slotOf.entries()].map(([code, slot]) => ({ label: labels[code] ?? '', ids: Uint32Array.from(members[slot] ?? []) }));
  if (rest.length > 0) groups.push({ label: null, ids: Uint32Array.from(rest) });
  return groups;
}

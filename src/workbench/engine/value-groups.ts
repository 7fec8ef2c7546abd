/** Grouping by a value of each row (its category, or a custom column's value). */
import { customColumn, memoised, textColumn, type ColumnStore } from './column-store.ts';

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

/**
 * Monthly lists packed into typed arrays for the trip to the worker (packed-rows.ts): a row of twelve
 * months is thirteen objects besides itself, and postMessage clones object by object.
 */
import type { MonthlyVolume } from '../../domain/keyword-row.ts';

export interface PackedVolumes {
  /** List i's entries are `starts[i]` to `starts[i + 1] - 1`. */
  starts: Uint32Array<ArrayBuffer>;
  counts: Float64Array<ArrayBuffer>;
  /** 1 where the count is null. */
  nulls: Uint8Array<ArrayBuffer>;
  /** Bytes while every month fits one (a million rows' months took 48 MB more as doubles), else doubles. */
  months: Uint8Array<ArrayBuffer> | Float64Array<ArrayBuffer>;
  /** Two bytes each while every year fits, else doubles. */
  years: Uint16Array<ArrayBuffer> | Float64Array<ArrayBuffer>;
}

/** Whether `value` survives a typed array of unsigned integers below `limit` unchanged (-0 does not). */
const fits = (value: number, limit: number): boolean => Number.isInteger(value) && value >= 0 && value < limit && !Object.is(value, -0);

/** Whether the entry is exactly `{ count, month, year }` in that order, as the row contract makes it. */
function packable(entry: unknown): entry is MonthlyVolume {
  if (typeof entry !== 'object' || entry === null || Object.getPrototypeOf(entry) !== Object.prototype) return false;
  let at = 0;
  for (const key in entry) {
    if (key !== (at === 0 ? 'count' : at === 1 ? 'month' : at === 2 ? 'year' : '')) return false;
    at++;
  }
  if (at !== 3 || !('count' in entry) || !('month' in entry) || !('year' in entry)) return false;
  return (typeof entry.count === 'number' || entry.count === null) && typeof entry.month === 'number' && typeof entry.year === 'number';
}

/** A plain array of such entries without holes; anything else travels as it is. */
export function listPackable(list: unknown): list is MonthlyVolume[] {
  if (!Array.isArray(list) || Object.getPrototypeOf(list) !== Array.prototype) return false;
  for (let i = 0; i < list.length; i++) if (!(i in list) || !packable(list[i])) return false;
  return true;
}

export function packVolumes(lists: readonly MonthlyVolume[][]): PackedVolumes {
  const starts = new Uint32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) starts[i + 1] = (starts[i] ?? 0) + (lists[i]?.length ?? 0);
  const total = starts[lists.length] ?? 0;
  const counts = new Float64Array(total);
  const nulls = new Uint8Array(total);
  let months: Uint8Array<ArrayBuffer> | Float64Array<ArrayBuffer> = new Uint8Array(total);
  let years: Uint16Array<ArrayBuffer> | Float64Array<ArrayBuffer> = new Uint16Array(total);
  let at = 0;
  // Indexed loops: for-of with destructuring took twice as long over six million entries.
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i] ?? [];
    for (let j = 0; j < list.length; j++) {
      const entry = list[j];
      if (entry === undefined) continue;
      const { count, month, year } = entry;
      if (count === null) nulls[at] = 1;
      else counts[at] = count;
      if (months instanceof Uint8Array && !fits(month, 256)) months = Float64Array.from(months);
      if (years instanceof Uint16Array && !fits(year, 65_536)) years = Float64Array.from(years);
      months[at] = month;
      years[at] = year;
      at++;
    }
  }
  return { starts, counts, nulls, months, years };
}

export function volumeBuffers({ starts, counts, nulls, months, years }: PackedVolumes): ArrayBuffer[] {
  return [starts.buffer, counts.buffer, nulls.buffer, months.buffer, years.buffer];
}

/** Whether the arrays fit `size` lists: a malformed message is an error, not a crash later. */
export function volumesFit({ starts, counts, nulls, months, years }: PackedVolumes, size: number): boolean {
  const total = counts.length;
  if (starts.length !== size + 1 || nulls.length !== total || months.length !== total || years.length !== total || starts[size] !== total) return false;
  for (let i = 0; i < size; i++) if ((starts[i] ?? 0) > (starts[i + 1] ?? 0)) return false;
  return true;
}

export function unpackVolumes({ starts, counts, nulls, months, years }: PackedVolumes, index: number): MonthlyVolume[] {
  const from = starts[index] ?? 0;
  const to = starts[index + 1] ?? 0;
  // Sized up front: a list grown by push keeps room for about three times its entries, a million times over.
  const list = new Array<MonthlyVolume>(Math.max(0, to - from));
  for (let at = from; at < to; at++) list[at - from] = { count: nulls[at] === 1 ? null : (counts[at] ?? 0), month: months[at] ?? 0, year: years[at] ?? 0 };
  return list;
}

/**
 * Numbers as the tools write them (decision 0046): `12.000` and `12,000`, `1,5` and `1.5`,
 * `"1.234,5"`, `45.61%`, `1,20 €`, `12K`, and the ranges of Keyword Planner (`10K – 100K`, `<10`).
 * A value is never invented: a range stays a range (its bounds as written), never a midpoint.
 */

export type DecimalMark = ',' | '.';

/** Counts (volume, clicks, impressions) are whole; the others may have decimals. */
export type NumberKind = 'count' | 'decimal';

export type ImportNumber =
  | { readonly kind: 'empty' }
  | { readonly kind: 'value'; readonly value: number }
  /** A range as the tool wrote it; a missing bound is open (`<10` has no low, `>1M` no high). */
  | { readonly kind: 'range'; readonly low: number | null; readonly high: number | null }
  | { readonly kind: 'invalid'; readonly reason: string };

/** Cells that mean "no value": tools write a dash or n/a where they have no data. */
const EMPTY_CELLS = new Set(['', '-', '–', '—', 'n/a', 'na', 'k. a.', 'k.a.', 'keine angabe', '--']);

const SUFFIXES: Record<string, number> = { k: 1_000, tsd: 1_000, 'tsd.': 1_000, m: 1_000_000, mio: 1_000_000, 'mio.': 1_000_000, mrd: 1_000_000_000, b: 1_000_000_000 };

/** Currency signs and codes around a CPC; stripped, the currency is the column's business. */
const CURRENCY = /^(?:€|\$|£|eur|usd|gbp|chf)\s*|\s*(?:€|\$|£|eur|usd|gbp|chf)$/giu;

function unsigned(raw: string, mark: DecimalMark): number | null {
  const grouping = mark === ',' ? '.' : ',';
  const other = raw.includes(grouping) && raw.includes(mark);
  let text = raw;
  if (other) {
    // Both marks: the grouping one must come before the decimal one, in groups of three.
    if (raw.lastIndexOf(grouping) > raw.indexOf(mark)) return null;
    const [whole = '', fraction = ''] = raw.split(mark);
    if (!/^\d{1,3}(?:[.,\u00a0 ']\d{3})+$/u.test(whole) || !/^\d+$/u.test(fraction)) return null;
    text = `${whole.replace(/\D/gu, '')}.${fraction}`;
  } else if (raw.includes(grouping)) {
    if (!/^\d{1,3}(?:[.,\u00a0 ']\d{3})+$/u.test(raw)) return null;
    text = raw.replace(/\D/gu, '');
  } else if (raw.includes(mark)) {
    if (raw.split(mark).length > 2 || !/^\d*[.,]\d+$/u.test(raw)) return null;
    text = raw.replace(mark, '.');
  } else {
    if (!/^\d{1,3}(?:[\u00a0 ']\d{3})+$|^\d+$/u.test(raw)) return null;
    text = raw.replace(/\D/gu, '');
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The decimal mark a single cell shows without doubt, or null. `1.234,5` and `1,5` show `,`;
 * `12.000` alone could be either and shows nothing.
 */
export function markOfCell(cell: string): DecimalMark | null {
  const text = cell.replace(/[^\d.,]/gu, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const single = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (single === null) return null;
  const parts = text.split(single);
  if (parts.length > 2) return single === '.' ? ',' : '.';
  const after = parts[1] ?? '';
  return after.length === 3 ? null : single;
}

function plain(text: string, kind: NumberKind, mark: DecimalMark): { value: number } | { reason: string } {
  const lowered = text.toLocaleLowerCase('de-DE').replace(CURRENCY, '').trim();
  const suffix = /^(.*?)\s*(k|tsd\.?|mio\.?|mrd|m|b)$/u.exec(lowered);
  const body = (suffix ? (suffix[1] ?? '') : lowered).replace(/\s*%$/u, '').trim();
  const factor = suffix ? (SUFFIXES[suffix[2] ?? ''] ?? 1) : 1;
  const negative = body.startsWith('-') || body.startsWith('−');
  const digits = negative ? body.slice(1).trim() : body;
  const both = digits.includes(',') && digits.includes('.');
  // With both marks the last one is the decimal mark, whatever the column says.
  const cellMark: DecimalMark = both ? (digits.lastIndexOf(',') > digits.lastIndexOf('.') ? ',' : '.') : mark;
  // "12,000" in a count is grouping whatever the column's mark: a count has no decimals.
  const grouped = kind === 'count' && factor === 1 && /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/u.test(digits);
  const magnitude = grouped ? Number(digits.replace(/[.,]/gu, '')) : unsigned(digits, cellMark);
  if (magnitude === null) return { reason: `“${text}” is not a number` };
  const value = Math.round((negative ? -magnitude : magnitude) * factor * 1e6) / 1e6;
  if (kind === 'count') {
    if (value < 0) return { reason: `“${text}” is below zero` };
    if (!Number.isInteger(value)) return { reason: `“${text}” is not a whole number` };
  }
  return { value };
}

/**
 * One cell read as a number. `mark` is the decimal mark of the column (see `columnDecimalMark`).
 * Rules: an empty cell, `-` or `n/a` is empty; `%` is dropped (percent points stay percent points);
 * currency signs and codes are dropped; `K`/`Tsd.` multiply by 1.000, `M`/`Mio.` by 1.000.000; a cell
 * with both marks uses the last as decimal mark; in a count, one mark followed by groups of three digits
 * is grouping (`12,000` and `12.000` are 12000); `<10` and `10K – 100K` are ranges.
 */
export function parseImportNumber(cell: string, kind: NumberKind, mark: DecimalMark): ImportNumber {
  const text = cell.replace(/\u00a0/gu, ' ').trim();
  if (EMPTY_CELLS.has(text.toLocaleLowerCase('de-DE'))) return { kind: 'empty' };
  const open = /^([<>]|≤|≥|unter|über|bis)\s*(.+)$/iu.exec(text);
  if (open) {
    const bound = plain(open[2] ?? '', kind, mark);
    if ('reason' in bound) return { kind: 'invalid', reason: bound.reason };
    const below = ['<', '≤', 'unter', 'bis'].includes((open[1] ?? '').toLocaleLowerCase('de-DE'));
    return below ? { kind: 'range', low: null, high: bound.value } : { kind: 'range', low: bound.value, high: null };
  }
  const range = /^(.+?)\s*(?:[–—]|\s-\s|-(?=\d))\s*(.+)$/u.exec(text);
  if (range && !/^[-−]/u.test(text)) {
    const low = plain(range[1] ?? '', kind, mark);
    const high = plain(range[2] ?? '', kind, mark);
    if ('reason' in low) return { kind: 'invalid', reason: low.reason };
    if ('reason' in high) return { kind: 'invalid', reason: high.reason };
    if (low.value > high.value) return { kind: 'invalid', reason: `“${text}” is a range from high to low` };
    return { kind: 'range', low: low.value, high: high.value };
  }
  const single = plain(text, kind, mark);
  return 'reason' in single ? { kind: 'invalid', reason: single.reason } : { kind: 'value', value: single.value };
}

/**
 * The decimal mark of a column: the one most of its cells show without doubt; when none does, the
 * file's fallback (`,` for `;`-separated files and German headers, `.` otherwise).
 */
export function columnDecimalMark(cells: readonly string[], fallback: DecimalMark): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    const mark = markOfCell(cell);
    if (mark === ',') comma++;
    else if (mark === '.') dot++;
  }
  if (comma === dot) return fallback;
  return comma > dot ? ',' : '.';
}

/** Reading a number the user typed in German notation (SPEC §9): `1.000`, `1.234,5`, `0,25`. */

export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

const EXAMPLE = 'write e.g. 1.000 or 0,25';

/**
 * Digits either plain (`1000`) or grouped by dots in threes (`1.000.000`), then an optional comma
 * with decimals. Choice: a dot that does not group three digits (`1.5`) is rejected rather than read
 * as an English decimal point, because silently turning 1.5 into 15 or 1,5 would change a filter.
 */
const GERMAN_NUMBER = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/u;

/** Every kind of space, including the no-break spaces Intl puts into some locales' numbers. */
const SPACES = /[\s\u00a0\u202f]/gu;

/**
 * Parses German notation; spaces anywhere are ignored and the minus sign may be `-` or `−`.
 * An empty input, letters, several commas or a misplaced dot give a message that quotes the input.
 */
export function parseGermanNumber(text: string): ParsedNumber {
  const compact = text.replace(SPACES, '').replace(/\u2212/gu, '-');
  if (compact === '') return { ok: false, message: `The value is empty; ${EXAMPLE}` };
  const match = GERMAN_NUMBER.exec(compact);
  if (!match) return { ok: false, message: `"${text.trim()}" is not a number; ${EXAMPLE}` };
  const [, sign = '', whole = '', decimals] = match;
  const value = Number(`${sign}${whole.replace(/\./gu, '')}${decimals === undefined ? '' : `.${decimals}`}`);
  if (!Number.isFinite(value)) return { ok: false, message: `"${text.trim()}" is too large a number` };
  // -0 would print as "-0" in a filter chip.
  return { ok: true, value: value === 0 ? 0 : value };
}

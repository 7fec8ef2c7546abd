/**
 * The currency of an imported CPC (issue 22, decision 0057): a tool's CPC is in the currency of its
 * account or database (Semrush and Ahrefs mostly US dollars, Keyword Planner the account's), so a bare
 * `0,45` beside our euro CPC would read as euros. The file says which: in the CPC header (`CPC (USD)`,
 * `Kosten pro Klick (EUR)`), in Keyword Planner's `Currency`/`Währung` column, or in the cell (`1,20 €`).
 * Nothing is guessed: a file that names no currency gives none.
 */

/** Signs as the tools write them, and the ISO codes we show. */
const SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };
const CODES = new Set(['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'SEK', 'NOK', 'DKK', 'CZK', 'HUF', 'AUD', 'CAD', 'JPY', 'INR', 'BRL', 'TRY']);

/** An ISO code or a sign as a code; null for anything else. */
export function currencyCode(text: string): string | null {
  const trimmed = text.trim();
  const sign = SIGNS[trimmed];
  if (sign) return sign;
  const upper = trimmed.toUpperCase();
  return CODES.has(upper) ? upper : null;
}

/** `CPC (USD)`, `Avg. CPC (in €)`, `Kosten pro Klick (EUR)`: the currency in a header's brackets. */
export function currencyOfHeader(cell: string): string | null {
  const match = /\((?:in\s+)?([^()\s]{1,3})\)\s*$/iu.exec(cell.trim());
  return match ? currencyCode(match[1] ?? '') : null;
}

/** `1,20 €`, `$0.45`, `0,45 EUR`: the currency a cell writes before or after its number. */
export function currencyOfCell(cell: string): string | null {
  const match = /^\s*([€$£]|[a-z]{3})\s*[\d.,]|[\d.,]\s*([€$£]|[a-z]{3})\s*$/iu.exec(cell);
  return match ? currencyCode(match[1] ?? match[2] ?? '') : null;
}

/** Keyword Planner's column naming the currency of each line's bids. */
export function isCurrencyHeader(cell: string): boolean {
  return ['currency', 'währung'].includes(cell.replace(/^\uFEFF/u, '').trim().toLocaleLowerCase('de-DE'));
}

/** What the values of one column share: one currency, several (a missing one counts as another), or none named. */
export type SharedCurrency = { readonly kind: 'one'; readonly code: string } | { readonly kind: 'several' } | { readonly kind: 'none' };

export function sharedCurrency(codes: readonly (string | null | undefined)[]): SharedCurrency {
  const distinct = new Set(codes.map((code) => code ?? null));
  if (distinct.size > 1) return { kind: 'several' };
  const [code] = [...distinct];
  return code ? { kind: 'one', code } : { kind: 'none' };
}

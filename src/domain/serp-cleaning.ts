/** Removal of search operators before the SERP call (SPEC §5). */

export const SERP_OPERATORS = [
  'allinanchor', 'allintext', 'allintitle', 'allinurl', 'define', 'filetype', 'id', 'inanchor',
  'info', 'intext', 'intitle', 'inurl', 'link', 'site', 'cache',
] as const;

// One or more chained operators (`site:intitle:x`) go at once so that a second pass finds nothing.
const OPERATOR_AT_WORD_START = new RegExp(`(^|\\s)(?:(?:${SERP_OPERATORS.join('|')}):)+`, 'giu');

/**
 * Removes `operator:` at a word start in any case, keeping what followed the colon, then
 * collapses repeated spaces.
 * Choices: a word starts at the beginning or after white space (so `my-site:x` stays); the
 * result is also trimmed and any white-space run becomes one space.
 */
export function cleanSerpKeyword(input: string): string {
  return input.replace(OPERATOR_AT_WORD_START, '$1').replace(/\s+/gu, ' ').trim();
}

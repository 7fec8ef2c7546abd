/** Special-character cleaning of SPEC §5. */

// Letters of any script, combining marks, decimal digits, white space and the hyphen survive.
const NOT_ALLOWED = /[^\p{L}\p{M}\p{Nd}\s-]/gu;

/**
 * Replaces every other character by a space, trims, collapses runs of white space to one space
 * and removes a leading hyphen.
 * Choices: "digit" means a decimal digit (`\p{Nd}`), so `²` or `½` become spaces; several leading
 * hyphens (also separated by spaces) are all removed, so the output never starts with one.
 */
export function cleanSpecialCharacters(input: string): string {
  return input
    .replace(NOT_ALLOWED, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s-]+/u, '')
    .trimEnd();
}

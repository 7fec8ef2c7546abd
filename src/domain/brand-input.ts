/**
 * The input rules of a brand dashboard (issue 18): 1–50 brands, no empty name, each brand name and
 * each brand keyword a valid phrase of SPEC §5, a brand named once. The contract's zod schemas use
 * these messages, so a 400 names the rule in the same words the screen shows.
 */
import { phraseError, phraseIdentity, tidyPhrase } from './phrase-validation.ts';

export const MIN_BRANDS = 1;
export const MAX_BRANDS = 50;
/** The most keywords that stand for one brand (5 brands × 400 is the benchmark). */
export const MAX_BRAND_KEYWORDS = 400;
export const MAX_DASHBOARD_NAME = 100;

export const NO_BRANDS = 'at least 1 brand';
export const TOO_MANY_BRANDS = 'not more than 50 brands';
export const EMPTY_BRAND_NAME = 'a brand name must not be empty';
export const DUPLICATE_BRAND = 'each brand only once';
export const EMPTY_DASHBOARD_NAME = 'a dashboard name must not be empty';
export const TOO_MANY_BRAND_KEYWORDS = 'not more than 400 keywords per brand';

export interface BrandInputProblem {
  /** 0-based position of the brand in the input; null for a problem of the whole list. */
  index: number | null;
  message: string;
}

/** The problem of one brand name, or null: empty first, then the phrase rules of SPEC §5. */
export function brandNameError(name: string): string | null {
  if (tidyPhrase(name) === '') return EMPTY_BRAND_NAME;
  return phraseError(name);
}

/**
 * Every problem of a list of brand names, list problems first.
 * Choice: a repeated brand (same name ignoring case and spacing) is a problem, not silently merged,
 * because the person would otherwise wonder where the second one went.
 */
export function brandListProblems(names: readonly string[]): BrandInputProblem[] {
  const problems: BrandInputProblem[] = [];
  if (names.length < MIN_BRANDS) problems.push({ index: null, message: NO_BRANDS });
  if (names.length > MAX_BRANDS) problems.push({ index: null, message: TOO_MANY_BRANDS });
  const seen = new Set<string>();
  names.forEach((name, index) => {
    const error = brandNameError(name);
    if (error !== null) {
      problems.push({ index, message: error });
      return;
    }
    const identity = phraseIdentity(name);
    if (seen.has(identity)) problems.push({ index, message: DUPLICATE_BRAND });
    seen.add(identity);
  });
  return problems;
}

/** One brand per line, as the add-dashboard text area takes them: blank lines skipped, names tidied. */
export function parseBrandLines(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map(tidyPhrase)
    .filter((line) => line !== '');
}

/**
 * Which keywords stand for a brand (issue 18). A brand is its name, the name's spelling variants and
 * the autocomplete phrases that contain it as whole words (`nike schuhe`, `nike air max`), so the
 * index counts the searches of people who look for the brand and nothing else.
 */
import type { BrandKeywordOrigin, BrandKeywordProposal } from './contracts/brands.ts';
import { MAX_BRAND_KEYWORDS } from './brand-input.ts';
import { phraseError, phraseIdentity, tidyPhrase } from './phrase-validation.ts';

/** Words of a phrase for matching: lower-cased, split at spaces and hyphens (`coca-cola` = `coca cola`). */
export function brandTokens(phrase: string): string[] {
  return phraseIdentity(phrase)
    .split(/[\s-]+/u)
    .filter((t) => t !== '');
}

/**
 * The other ways people type a brand: a name of several words also written together
 * (`new balance` → `newbalance`) and with hyphens (`new-balance`). A one-word name has none.
 */
export function brandVariants(name: string): string[] {
  const tokens = brandTokens(name);
  if (tokens.length < 2) return [];
  const variants = [tokens.join(''), tokens.join('-')];
  const own = phraseIdentity(name);
  return [...new Set(variants)].filter((v) => v !== own);
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((token, i) => haystack[start + i] === token)) return true;
  }
  return false;
}

/** True when the phrase contains the brand's name or a variant as whole words. */
export function containsBrand(phrase: string, brand: string): boolean {
  const words = brandTokens(phrase);
  const joined = brandTokens(brand).join('');
  return containsSequence(words, brandTokens(brand)) || (joined !== '' && words.includes(joined));
}

/**
 * The brand (index) a phrase stands for, or null.
 * Choices: a brand whose name lies inside a longer brand name that the phrase contains yields to the
 * longer one (`balance` in `new balance shoes` is New Balance); a phrase that names two brands
 * (`nike vs adidas`) stands for neither, because its searches compare brands rather than choose one.
 */
export function brandOfPhrase(phrase: string, brands: readonly string[]): number | null {
  const hits = brands.map((b, i) => ({ i, tokens: brandTokens(b) })).filter((b) => containsBrand(phrase, brands[b.i] ?? ''));
  const maximal = hits.filter((hit) => !hits.some((other) => other !== hit && other.tokens.length > hit.tokens.length && containsSequence(other.tokens, hit.tokens)));
  const distinct = new Set(maximal.map((h) => h.tokens.join(' ')));
  return distinct.size === 1 ? (maximal[0]?.i ?? null) : null;
}

/**
 * The proposed keywords of each brand: its name, its variants, then the suggestions (in the
 * provider's order) that stand for it, each phrase once over all brands, valid by SPEC §5, at most
 * `max` per brand. `suggestions[b]` are the answers to brand b's lookups.
 */
export function expandBrandKeywords(
  brands: readonly string[],
  suggestions: readonly (readonly string[])[],
  max: number = MAX_BRAND_KEYWORDS,
): BrandKeywordProposal[][] {
  const taken = new Set<string>();
  const result: BrandKeywordProposal[][] = brands.map(() => []);
  const add = (b: number, phrase: string, origin: BrandKeywordOrigin) => {
    const keyword = tidyPhrase(phrase).toLocaleLowerCase('de-DE');
    const list = result[b];
    if (!list || keyword === '' || list.length >= max || phraseError(keyword) !== null || taken.has(keyword)) return;
    taken.add(keyword);
    list.push({ keyword, origin });
  };
  brands.forEach((name, b) => add(b, name, 'name'));
  brands.forEach((name, b) => brandVariants(name).forEach((v) => add(b, v, 'variant')));
  brands.forEach((_, b) => {
    for (const phrase of suggestions[b] ?? []) if (brandOfPhrase(phrase, brands) === b) add(b, phrase, 'suggestion');
  });
  return result;
}

/**
 * The keywords stored for each brand from what the person chose: the brand name first (always
 * counted), then the chosen keywords tidied, lower-cased, each phrase once over all brands (the first
 * brand that lists it keeps it), invalid phrases dropped, at most `max` per brand.
 */
export function chosenBrandKeywords(brands: readonly { name: string; keywords: readonly string[] }[], max: number = MAX_BRAND_KEYWORDS): string[][] {
  const taken = new Set<string>();
  return brands.map(({ name, keywords }) => {
    const list: string[] = [];
    for (const phrase of [name, ...keywords]) {
      const keyword = tidyPhrase(phrase).toLocaleLowerCase('de-DE');
      if (keyword === '' || list.length >= max || phraseError(keyword) !== null || taken.has(keyword)) continue;
      taken.add(keyword);
      list.push(keyword);
    }
    return list;
  });
}

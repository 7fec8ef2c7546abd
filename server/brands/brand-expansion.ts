/**
 * The keyword preview of /add-dashboard: autocomplete for each brand (the name alone, the name with
 * each letter of the alphabet, question words before it) through the suggestions cache, sorted into
 * brands by the expansion rules of src/domain/brand-keyword-expansion.ts.
 */
import type { BrandExpandResponse } from '../../src/domain/contracts/brands.ts';
import { expandBrandKeywords } from '../../src/domain/brand-keyword-expansion.ts';
import { tidyPhrase } from '../../src/domain/phrase-validation.ts';
import { suggestTerms } from '../../src/domain/suggest-expansion.ts';
import type { SuggestionListsPort } from '../providers/cache/cached-suggestion-lists.ts';
import { errorMessage } from '../jobs/run-job.ts';

/** The autocomplete questions asked for one brand. */
export function brandQueries(name: string, language: string): string[] {
  const brand = tidyPhrase(name).toLocaleLowerCase('de-DE');
  return [brand, ...suggestTerms('alphabet', language).map((t) => `${brand} ${t}`), ...suggestTerms('questions', language).map((q) => `${q} ${brand}`)];
}

export async function expandBrands(port: SuggestionListsPort, request: { brands: readonly string[]; location: number; language: string; signal: AbortSignal }): Promise<BrandExpandResponse> {
  const warnings: string[] = [];
  const suggestions: string[][] = [];
  for (const name of request.brands) {
    try {
      const lists = await port.suggestionLists({ keywords: brandQueries(name, request.language), location: request.location, language: request.language, signal: request.signal });
      suggestions.push(lists.flat());
    } catch (error) {
      // The brand still stands for its name and variants; the person can add keywords by hand.
      warnings.push(`Suggestions for ${name} failed: ${errorMessage(error)}`);
      suggestions.push([]);
    }
  }
  const proposals = expandBrandKeywords(request.brands, suggestions);
  return { brands: request.brands.map((name, b) => ({ name: tidyPhrase(name), keywords: proposals[b] ?? [] })), warnings };
}

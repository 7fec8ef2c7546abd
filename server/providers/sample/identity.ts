/** The identity of a keyword in the sample provider. */
import { tidyPhrase } from '../../../src/domain/phrase-validation.ts';

/**
 * Identity used for every hash and comparison: case and spacing do not change the numbers, as for a
 * real provider. The same string as phraseIdentity (German lower-casing has no locale-specific
 * rules, unlike Turkish or Lithuanian), without the locale lookup that made it several times slower:
 * an ideas answer ranks thousands of phrases.
 */
export function sampleIdentity(keyword: string): string {
  return tidyPhrase(keyword).toLowerCase();
}

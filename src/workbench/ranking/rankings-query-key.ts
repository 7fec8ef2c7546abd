/**
 * The cache key of a rankings lookup. A table holds up to 100k keywords; TanStack Query hashes its
 * keys with JSON on every render, so the keyword list enters the key as a short fingerprint.
 */
import { murmurFinalise } from '../../domain/murmur-finalise.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import type { RankingDevice } from './ranking-form.ts';

/** Two 32-bit string hashes with different seeds; together they make a 64-bit fingerprint. */
function hashPair(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return [murmurFinalise(a), murmurFinalise(b)];
}


/**
 * A fingerprint of the set of keyword identities: the same for any order, case or spacing of the
 * same keywords, so re-sorting or re-spelling rows does not ask again. Each identity counts once;
 * the per-keyword hashes are summed, which needs no sort of a 100k list.
 */
export function keywordListHash(keywords: readonly string[]): string {
  const identities = new Set(keywords.map(phraseIdentity));
  identities.delete('');
  let sumA = 0;
  let sumB = 0;
  for (const identity of identities) {
    const [a, b] = hashPair(identity);
    sumA = (sumA + a) >>> 0;
    sumB = (sumB + b) >>> 0;
  }
  return `${identities.size}-${sumA.toString(16).padStart(8, '0')}${sumB.toString(16).padStart(8, '0')}`;
}

export interface RankingsLookup {
  companyId: number;
  location: number;
  /** Normalised, e.g. `www.example.de`. */
  domain: string;
  device: RankingDevice;
  keywordHash: string;
}

/** Under `['rankings', companyId]`, so one invalidation refreshes every ranking of a company. */
export const rankingsQueryKey = ({ companyId, location, domain, device, keywordHash }: RankingsLookup) =>
  ['rankings', companyId, location, domain, device, keywordHash] as const;

/** The same company, market, domain and device: earlier answers still describe the same thing. */
export function sameLookupTarget(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.slice(0, 5).every((part, i) => part === b[i]);
}

/** Whether the seed of an Ideas lookup is a keyword or a domain whose keywords are wanted. */
import { tidyPhrase } from './phrase-validation.ts';
import { normaliseRankingDomain } from './rankings-domain.ts';

export type SourceSeed = { kind: 'keyword'; keyword: string } | { kind: 'domain'; domain: string };

/**
 * A seed is a domain when, tidied, it holds no space, holds a dot and passes the rankings domain
 * rule (`demo-shop.de`, `https://www.demo-shop.de/winter`), which normalises it (`www.demo-shop.de`).
 * Choices: a phrase with a space is always a keyword (`glühwein 2.0`); a dotted word with an
 * alphabetic ending (`node.js`) reads as a domain, as it does in the address bar; IP addresses and
 * numbers (`2.5`) stay keywords because the rule refuses them.
 */
export function sourceSeed(input: string): SourceSeed {
  const keyword = tidyPhrase(input);
  if (keyword.includes(' ') || !keyword.includes('.')) return { kind: 'keyword', keyword };
  const domain = normaliseRankingDomain(keyword);
  return domain.ok ? { kind: 'domain', domain: domain.domain } : { kind: 'keyword', keyword };
}

/**
 * Keyword ideas and a domain's keywords of the sample provider, from its lexicon and suggestions:
 * matching ideas extend the seed, related ideas are the lexicon stems of the seed's season or
 * category, and a domain ranks for the phrases where the sample ranking finds it.
 */
import { phraseIdentity, tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import type { DomainKeyword, IdeasView } from '../ports.ts';
import { LEXICON, lexiconMatch } from './lexicon.ts';
import { sampleRanking } from './search-results.ts';
import { sampleSuggestions } from './suggestions.ts';

function unique(phrases: readonly string[], seed: string, limit: number): string[] {
  const seen = new Set([phraseIdentity(seed)]);
  const out: string[] = [];
  for (const phrase of phrases) {
    const id = phraseIdentity(phrase);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(phrase);
    if (out.length >= limit) break;
  }
  return out;
}

export function sampleIdeas(keyword: string, view: IdeasView, location: number, language: string, limit: number): string[] {
  const seed = tidyPhrase(keyword);
  if (seed === '') return [];
  const first = sampleSuggestions(seed, location, language);
  if (view === 'matching') return unique([...first, ...first.flatMap((phrase) => sampleSuggestions(phrase, location, language))], seed, limit);
  const entry = lexiconMatch(seed);
  const lower = phraseIdentity(seed);
  const topic = LEXICON.filter((other) => other !== entry && !lower.includes(other.stem) && entry !== null && (other.season === entry.season || other.category === entry.category));
  return unique([...topic.map((other) => other.stem), ...topic.flatMap((other) => sampleSuggestions(other.stem, location, language))], seed, limit);
}

export function sampleDomainKeywords(domain: string, location: number, language: string, limit: number): DomainKeyword[] {
  const phrases = LEXICON.flatMap((entry) => [entry.stem, ...sampleSuggestions(entry.stem, location, language)]);
  const found = phrases.flatMap((keyword) => {
    const position = sampleRanking(domain, keyword, location, 'desktop');
    return position === null ? [] : [{ keyword, position, url: `https://${domain}/${encodeURIComponent(phraseIdentity(keyword).replace(/\s+/gu, '-'))}` }];
  });
  return found.sort((a, b) => a.position - b.position || a.keyword.localeCompare(b.keyword, 'de')).slice(0, limit);
}

/**
 * The grouped view of Suggests and Questions, as AnswerThePublic groups it: sections by pattern
 * (alphabet, prepositions, comparisons, questions), in each the terms that found phrases, in each
 * term its phrases with their average monthly volume.
 */
import type { PhraseGroup, SuggestPattern } from './contracts/keyword-data.ts';
import { SUGGEST_PATTERNS } from './contracts/keyword-data.ts';
import type { KeywordRow } from './keyword-row.ts';
import { phraseIdentity } from './phrase-validation.ts';

/** The letters Suggests appends, in the order a German reader looks them up. */
export const ALPHABET_TERMS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyz', 'ä', 'ö', 'ü', 'ß', ...'0123456789'];

export interface GroupedPhrase {
  phrase: string;
  /** Average monthly volume of the phrase's row; null when the row or its volume is missing. */
  volume: number | null;
}

export interface TermGroup {
  term: string;
  phrases: GroupedPhrase[];
  /** Sum of the known volumes of the term's phrases; null when none is known. */
  volume: number | null;
}

export interface PatternSection {
  pattern: SuggestPattern;
  terms: TermGroup[];
  /** Distinct phrases of the section (a phrase in two terms counts once). */
  phraseCount: number;
}

/** Rows by phrase identity, so `Glühwein Rezept` in a group finds the row of `glühwein rezept`. */
function volumesByIdentity(entries: readonly KeywordRow[]): Map<string, number | null> {
  const volumes = new Map<string, number | null>();
  for (const row of entries) {
    const identity = phraseIdentity(row.keyword);
    if (!volumes.has(identity)) volumes.set(identity, Number.isFinite(row.avgsv) ? row.avgsv : null);
  }
  return volumes;
}

/** Best volume first, a missing volume last; equal volumes in German alphabetical order. */
function byVolume(a: GroupedPhrase, b: GroupedPhrase): number {
  if (a.volume !== b.volume) {
    if (a.volume === null) return 1;
    if (b.volume === null) return -1;
    return b.volume - a.volume;
  }
  return a.phrase.localeCompare(b.phrase, 'de');
}

/** Alphabet terms in ALPHABET_TERMS order (anything else after them, sorted); other patterns keep the server's order. */
function orderTerms(pattern: SuggestPattern, terms: TermGroup[]): TermGroup[] {
  if (pattern !== 'alphabet') return terms;
  const rank = (term: string) => {
    const index = ALPHABET_TERMS.indexOf(term.toLocaleLowerCase('de-DE'));
    return index === -1 ? ALPHABET_TERMS.length : index;
  };
  return [...terms].sort((a, b) => rank(a.term) - rank(b.term) || a.term.localeCompare(b.term, 'de'));
}

function sumOfKnown(phrases: readonly GroupedPhrase[]): number | null {
  let sum: number | null = null;
  for (const { volume } of phrases) if (volume !== null) sum = (sum ?? 0) + volume;
  return sum;
}

/**
 * The sections of the answer's groups, in SUGGEST_PATTERNS order, only those in `patterns`.
 * Groups of the same pattern and term are merged; a phrase twice in one term is shown once;
 * a term without phrases and a section without terms are left out.
 */
export function patternSections(groups: readonly PhraseGroup[], entries: readonly KeywordRow[], patterns: readonly SuggestPattern[] = SUGGEST_PATTERNS): PatternSection[] {
  const volumes = volumesByIdentity(entries);
  const sections: PatternSection[] = [];
  for (const pattern of SUGGEST_PATTERNS) {
    if (!patterns.includes(pattern)) continue;
    const byTerm = new Map<string, Map<string, GroupedPhrase>>();
    for (const group of groups) {
      if (group.pattern !== pattern) continue;
      const phrases = byTerm.get(group.term) ?? new Map<string, GroupedPhrase>();
      byTerm.set(group.term, phrases);
      for (const phrase of group.phrases) {
        const identity = phraseIdentity(phrase);
        if (identity === '' || phrases.has(identity)) continue;
        phrases.set(identity, { phrase, volume: volumes.get(identity) ?? null });
      }
    }
    const terms: TermGroup[] = [];
    for (const [term, phrases] of byTerm) {
      if (phrases.size === 0) continue;
      const sorted = [...phrases.values()].sort(byVolume);
      terms.push({ term, phrases: sorted, volume: sumOfKnown(sorted) });
    }
    if (terms.length === 0) continue;
    sections.push({ pattern, terms: orderTerms(pattern, terms), phraseCount: new Set(terms.flatMap((t) => t.phrases.map((p) => phraseIdentity(p.phrase)))).size });
  }
  return sections;
}

/**
 * The rows of the phrases the chosen patterns found, in the answer's order; all rows when every
 * pattern is chosen or the answer has no groups (an answer that does not say which pattern found
 * a phrase must not lose it).
 */
export function entriesOfPatterns(entries: readonly KeywordRow[], groups: readonly PhraseGroup[], patterns: readonly SuggestPattern[]): KeywordRow[] {
  if (groups.length === 0 || SUGGEST_PATTERNS.every((p) => patterns.includes(p))) return [...entries];
  const wanted = new Set(groups.filter((g) => patterns.includes(g.pattern)).flatMap((g) => g.phrases.map(phraseIdentity)));
  return entries.filter((row) => wanted.has(phraseIdentity(row.keyword)));
}

/** How many distinct phrases the sections hold together. */
export function distinctPhraseCount(sections: readonly PatternSection[]): number {
  return new Set(sections.flatMap((s) => s.terms.flatMap((t) => t.phrases.map((p) => phraseIdentity(p.phrase))))).size;
}

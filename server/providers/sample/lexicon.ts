/**
 * The lexicon that gives the sample provider its realism: which stems are seasonal, which category
 * they belong to and how commercial they are. The hand-written German stems come first and match by
 * substring of the lower-cased keyword, so compounds (`glühweinrezept`, `kindersonnencreme`) match
 * too; then every head of the topic graph (German and English), so an idea of any topic gets its
 * topic's season, category and intent.
 */
import { containsTerm, TOPICS, WHOLE_WORD_BELOW } from './topic-graph.ts';
import type { SeasonProfile } from './topics/topic.ts';

export type { SeasonProfile };

export interface LexiconEntry {
  stem: string;
  season: SeasonProfile;
  category: number;
  /** 0–1: how much advertisers bid on it; drives CPC and competition. */
  commercial: number;
}

// Longer, more specific stems first: the first match wins.
export const LEXICON: readonly LexiconEntry[] = [
  { stem: 'weihnachtsmarkt', season: 'christmas', category: 20110, commercial: 0.2 },
  { stem: 'adventskalender', season: 'christmas', category: 20120, commercial: 0.8 },
  { stem: 'glühwein', season: 'christmas', category: 10120, commercial: 0.5 },
  { stem: 'gluehwein', season: 'christmas', category: 10120, commercial: 0.5 },
  { stem: 'punsch', season: 'christmas', category: 10110, commercial: 0.4 },
  { stem: 'lebkuchen', season: 'christmas', category: 10210, commercial: 0.5 },
  { stem: 'plätzchen', season: 'christmas', category: 10300, commercial: 0.2 },
  { stem: 'weihnacht', season: 'christmas', category: 20120, commercial: 0.7 },
  { stem: 'sonnencreme', season: 'summer', category: 40210, commercial: 0.8 },
  { stem: 'sonnenschutz', season: 'summer', category: 40210, commercial: 0.7 },
  { stem: 'freibad', season: 'summer', category: 30200, commercial: 0.1 },
  { stem: 'badesee', season: 'summer', category: 30200, commercial: 0.1 },
  { stem: 'grillen', season: 'summer', category: 30310, commercial: 0.6 },
  { stem: 'grill', season: 'summer', category: 30310, commercial: 0.8 },
  { stem: 'ventilator', season: 'summer', category: 50100, commercial: 0.9 },
  { stem: 'sommerurlaub', season: 'summer', category: 30120, commercial: 0.7 },
  { stem: 'skiurlaub', season: 'winter', category: 30110, commercial: 0.8 },
  { stem: 'skigebiet', season: 'winter', category: 30110, commercial: 0.5 },
  { stem: 'winterjacke', season: 'winter', category: 40110, commercial: 0.9 },
  { stem: 'winterreifen', season: 'winter', category: 50300, commercial: 0.9 },
  { stem: 'schneeschuhe', season: 'winter', category: 40120, commercial: 0.7 },
  { stem: 'streusalz', season: 'winter', category: 50300, commercial: 0.6 },
  { stem: 'osterhase', season: 'easter', category: 20200, commercial: 0.5 },
  { stem: 'ostereier', season: 'easter', category: 20200, commercial: 0.4 },
  { stem: 'kaffee', season: 'flat', category: 10110, commercial: 0.6 },
  { stem: 'rezept', season: 'flat', category: 10300, commercial: 0.1 },
  { stem: 'schuhe', season: 'flat', category: 40120, commercial: 0.9 },
  { stem: 'laptop', season: 'flat', category: 50200, commercial: 1 },
  { stem: 'waschmaschine', season: 'flat', category: 50100, commercial: 1 },
  { stem: 'bohrmaschine', season: 'flat', category: 50300, commercial: 0.9 },
];

/**
 * The heads of the topic graph not already stems above, longer (more specific) first. They come after
 * the hand-written stems, so a keyword those match keeps the numbers it had before the graph.
 */
export const TOPIC_LEXICON: readonly LexiconEntry[] = (() => {
  const known = new Set(LEXICON.map((entry) => entry.stem));
  const entries: LexiconEntry[] = [];
  for (const topic of TOPICS) {
    for (const stem of [...topic.de.heads, ...topic.en.heads]) {
      if (known.has(stem)) continue;
      known.add(stem);
      entries.push({ stem, season: topic.season, category: topic.category, commercial: topic.commercial });
    }
  }
  return entries.sort((a, b) => b.stem.length - a.stem.length || a.stem.localeCompare(b.stem, 'de'));
})();

// A bulk lookup asks for hundreds of thousands of keywords: the topic stems are found through their
// first three characters (one map lookup per position of the keyword), not by trying each stem.
const PREFIX = 3;
const BY_PREFIX = new Map<string, number[]>();
const SHORT = new Map<string, number>();
TOPIC_LEXICON.forEach((entry, index) => {
  if (entry.stem.length < PREFIX) {
    SHORT.set(entry.stem, index);
    return;
  }
  const key = entry.stem.slice(0, PREFIX);
  BY_PREFIX.set(key, [...(BY_PREFIX.get(key) ?? []), index]);
});

function topicMatch(lower: string): LexiconEntry | null {
  let best = Number.POSITIVE_INFINITY;
  for (let at = 0; at + PREFIX <= lower.length; at++) {
    for (const index of BY_PREFIX.get(lower.slice(at, at + PREFIX)) ?? []) {
      const stem = TOPIC_LEXICON[index]?.stem ?? '';
      if (index < best && lower.startsWith(stem, at) && (stem.length >= WHOLE_WORD_BELOW || containsTerm(lower, stem))) best = index;
    }
  }
  for (const word of lower.split(/\s+/u)) best = Math.min(best, SHORT.get(word) ?? best);
  return TOPIC_LEXICON[best] ?? null;
}

/**
 * Hand-written stems that say what a keyword is for more than what it is about: a topic head in the
 * same keyword names it better (`feuerzangenbowle rezept` is a christmas drink).
 */
const GENERAL_STEMS = new Set(['rezept']);
const SPECIFIC = LEXICON.filter((entry) => !GENERAL_STEMS.has(entry.stem));
const GENERAL = LEXICON.filter((entry) => GENERAL_STEMS.has(entry.stem));

/** The first hand-written specific stem, else the first topic head, else a general stem. */
export function lexiconMatch(keyword: string): LexiconEntry | null {
  // toLowerCase equals the German locale's lower-casing (see sampleIdentity) and is faster.
  const lower = keyword.toLowerCase();
  return SPECIFIC.find((entry) => lower.includes(entry.stem)) ?? topicMatch(lower) ?? GENERAL.find((entry) => lower.includes(entry.stem)) ?? null;
}

/**
 * Relative demand per calendar month (index 0 = January), maximum 1.
 * Summer peaks in June so that Sonnencreme peaks there as the issue asks; winter straddles the year end.
 */
export const SEASON_CURVES: Readonly<Record<SeasonProfile, readonly number[]>> = {
  christmas: [0.12, 0.08, 0.08, 0.08, 0.08, 0.08, 0.08, 0.1, 0.16, 0.35, 0.72, 1],
  summer: [0.12, 0.14, 0.22, 0.38, 0.72, 1, 0.9, 0.62, 0.3, 0.16, 0.12, 0.12],
  winter: [0.9, 0.78, 0.5, 0.24, 0.12, 0.1, 0.1, 0.12, 0.26, 0.55, 0.85, 1],
  easter: [0.1, 0.25, 0.8, 1, 0.3, 0.08, 0.06, 0.06, 0.06, 0.06, 0.06, 0.08],
  // Gardening starts in March and peaks in May; it never stops entirely.
  spring: [0.18, 0.25, 0.6, 0.9, 1, 0.8, 0.6, 0.45, 0.4, 0.3, 0.2, 0.15],
  flat: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
};

/**
 * A small German lexicon that gives the sample provider its realism: which stems are seasonal, which
 * category they belong to and how commercial they are. Matching is by substring of the lower-cased
 * keyword, so compounds (`glühweinrezept`, `kindersonnencreme`) match too.
 */

export type SeasonProfile = 'christmas' | 'summer' | 'winter' | 'easter' | 'flat';

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

export function lexiconMatch(keyword: string): LexiconEntry | null {
  const lower = keyword.toLocaleLowerCase('de-DE');
  return LEXICON.find((entry) => lower.includes(entry.stem)) ?? null;
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
  flat: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
};

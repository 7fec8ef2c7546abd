/**
 * Company 2's Internal Searches demo (docs/demo-data.md): 90 days of the site search of a clothing
 * shop, `www.demo-shop.de`, up to the Sunday before the demo's "today". Every count is computed from
 * the term, the day and a seeded hash, so every machine seeds the same log.
 */
import type { SearchLogEntry } from '../../src/domain/internal-search-csv.ts';
import { addDays } from '../../src/domain/internal-search-values.ts';
import { gaussian } from '../providers/sample/hash.ts';

export const DEMO_SEARCH_COMPANY_ID = 2;
export const DEMO_SEARCH_DOMAIN = 'www.demo-shop.de';
export const DEMO_SEARCH_MARKET = { location: 2276, language: 'de' } as const;
export const DEMO_SEARCH_SEED_KEY = 'demo-internal-searches-2';
export const DEMO_SEARCH_FILE = 'demo-shop-suche-2026-08-25-bis-2026-11-22.csv';
export const DEMO_SEARCH_LAST_DAY = '2026-11-22';
export const DEMO_SEARCH_DAYS = 90;

/**
 * How a term's interest moves over the autumn: `winter` grows toward November, `summer` fades,
 * `steady` stays (service pages, brands), `sale` jumps in the last two weeks (Black Friday teasers).
 */
type Season = 'winter' | 'summer' | 'steady' | 'sale';

/** Searches on an average day, and the season. Terms a shop's visitors type, typos included. */
const TERMS: readonly (readonly [string, number, Season])[] = [
  ['winterjacke damen', 64, 'winter'],
  ['wintermantel damen', 41, 'winter'],
  ['daunenjacke', 38, 'winter'],
  ['skijacke', 30, 'winter'],
  ['wintermantel herren', 27, 'winter'],
  ['jeans damen', 26, 'steady'],
  ['rücksendung', 24, 'steady'],
  ['gutschein', 22, 'sale'],
  ['hoodie xxl', 19, 'steady'],
  ['winterstiefel', 18, 'winter'],
  ['thermounterwäsche', 17, 'winter'],
  ['handschuhe', 16, 'winter'],
  ['versandkosten', 15, 'steady'],
  ['skijacke jungen', 14, 'winter'],
  ['winterschuhe gefüttert', 13, 'winter'],
  ['mütze', 13, 'winter'],
  ['black friday', 12, 'sale'],
  ['schal', 12, 'winter'],
  ['strickjacke', 11, 'steady'],
  ['größentabelle', 11, 'steady'],
  ['wintermantel gefüttert', 10, 'winter'],
  ['skihose damen', 10, 'winter'],
  ['daunenjacke outdoor', 9, 'winter'],
  ['winterjake', 9, 'winter'],
  ['jogginghose', 9, 'steady'],
  ['parka herren', 8, 'winter'],
  ['sneaker', 8, 'summer'],
  ['t-shirt', 8, 'summer'],
  ['anzug', 7, 'steady'],
  ['skijacke sale', 7, 'sale'],
  ['thermosocken', 7, 'winter'],
  ['filiale', 6, 'steady'],
  ['kleid', 6, 'summer'],
  ['shorts', 6, 'summer'],
  ['winterjacke gr 38', 5, 'winter'],
  ['daunenjake', 5, 'winter'],
  ['regenjacke', 5, 'steady'],
  ['badehose', 5, 'summer'],
  ['bikini', 4, 'summer'],
  ['strumpfhose', 4, 'winter'],
  ['daunenjacke breit', 4, 'winter'],
  ['skijacke leicht', 4, 'winter'],
  ['pullover', 4, 'steady'],
  ['kinder winterjacke', 4, 'winter'],
  ['sandalen', 3, 'summer'],
  ['ohrenwärmer', 3, 'winter'],
  ['geschenkkarte', 3, 'sale'],
  ['bademantel', 3, 'winter'],
  ['lieferzeit', 3, 'steady'],
  ['leinenhose', 2, 'summer'],
];

/** Index 0 is the first day of the log, `days - 1` the last. */
function seasonFactor(season: Season, index: number, days: number): number {
  const progress = index / (days - 1);
  switch (season) {
    case 'winter':
      return 0.45 + 1.2 * progress ** 1.5;
    case 'summer':
      return 1.5 - 1.15 * progress;
    case 'sale':
      return index >= days - 14 ? 2.6 : 0.7;
    case 'steady':
      return 1;
  }
}

/** Evenings at home: Sunday and Monday bring the most site searches, Friday and Saturday the fewest. */
const WEEKDAY = [1.2, 1.15, 1.0, 0.98, 0.95, 0.82, 0.88] as const;

/** The log, one entry per term and day with at least one search; days without a search have no line. */
export function demoSearchLog(): SearchLogEntry[] {
  const first = addDays(DEMO_SEARCH_LAST_DAY, 1 - DEMO_SEARCH_DAYS);
  const entries: SearchLogEntry[] = [];
  for (let index = 0; index < DEMO_SEARCH_DAYS; index++) {
    const day = addDays(first, index);
    const weekday = WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 1;
    for (const [term, base, season] of TERMS) {
      const noise = Math.exp(0.22 * gaussian('internal-search', term, day));
      const count = Math.round(base * seasonFactor(season, index, DEMO_SEARCH_DAYS) * weekday * noise);
      if (count > 0) entries.push({ term, day, count });
    }
  }
  return entries;
}

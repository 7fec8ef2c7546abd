/** Search volume history of the sample provider: long tail by phrase length, seasonal by lexicon. */
import type { MonthlyVolume } from '../../../src/domain/keyword-row.ts';
import { addMonths, type YearMonth } from '../../../src/domain/month-keys.ts';
import { wordCount } from '../../../src/domain/phrase-validation.ts';
import { gaussian, hashPrefix, unit, unitAfter } from './hash.ts';
import { sampleIdentity } from './identity.ts';
import { lexiconMatch, SEASON_CURVES } from './lexicon.ts';

const GERMANY = 2276;
/** Month-to-month noise: small enough that an unseasonal keyword stays unseasonal by the SPEC §9 rule. */
const MONTHLY_NOISE = 0.08;

export { sampleIdentity } from './identity.ts';

/**
 * The average monthly volume over a year: 10^(4.3) ≈ 20,000 for a one-word head term, a factor of
 * about four less per extra word and a little less per character, with log-normal scatter.
 */
export function baseVolume(keyword: string, location: number, language: string): number {
  const id = sampleIdentity(keyword);
  const words = Math.max(1, wordCount(id));
  const chars = [...id].length;
  const known = lexiconMatch(id) ? 0.35 : 0;
  const log = 4.3 - 0.6 * (words - 1) - 0.015 * Math.max(0, chars - 8) + known + 0.45 * gaussian(id, location, language, 'base');
  const market = location === GERMANY ? 1 : 0.1 + 0.4 * unit(location, language, 'market');
  return 10 ** log * market;
}

/** What every month of one keyword shares; computed once per keyword, not once per month. */
function monthlyModel(keyword: string, location: number, language: string) {
  const id = sampleIdentity(keyword);
  const curve = SEASON_CURVES[lexiconMatch(id)?.season ?? 'flat'];
  const mean = curve.reduce((a, b) => a + b, 0) / curve.length;
  const base = baseVolume(id, location, language);
  const noiseOf = hashPrefix(id, location, language);
  return (at: YearMonth): number => {
    const season = (curve[at.month - 1] ?? 1) / mean;
    // signedUnit(id, location, language, year, month), the keyword's part hashed once.
    const noise = 1 + MONTHLY_NOISE * (unitAfter(noiseOf, at.year, at.month) * 2 - 1);
    return Math.max(0, Math.round(base * season * noise));
  };
}

/** The count of one calendar month; depends only on (keyword, location, language, month). */
export function monthlyVolume(keyword: string, location: number, language: string, at: YearMonth): number {
  return monthlyModel(keyword, location, language)(at);
}

/** `months` months ending with `lastMonth`, oldest first. */
export function volumeHistory(keyword: string, location: number, language: string, lastMonth: YearMonth, months: number): MonthlyVolume[] {
  const countOf = monthlyModel(keyword, location, language);
  const history: MonthlyVolume[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const at = addMonths(lastMonth, -back);
    history.push({ year: at.year, month: at.month, count: countOf(at) });
  }
  return history;
}

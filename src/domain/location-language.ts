/** The main language of a market, for calls that name a location but no language (rankings). */

const MAIN_LANGUAGE: ReadonlyMap<number, string> = new Map([
  [2276, 'de'],
  [2040, 'de'],
  [2756, 'de'],
  [2840, 'en'],
  [2826, 'en'],
  [2250, 'fr'],
  [2380, 'it'],
  [2724, 'es'],
  [2528, 'nl'],
  [2616, 'pl'],
]);

/** Choice: an unknown location is searched in English, the language Google falls back to. */
export function mainLanguageOf(location: number): string {
  return MAIN_LANGUAGE.get(location) ?? 'en';
}

/**
 * The demo brand dashboard of docs/demo-data.md: `Sportmarken` of company 1, five sports brands with
 * fixed keyword lists, so every fresh start seeds exactly the same keywords (the sample provider then
 * gives the same numbers for the same keyword and month).
 */

export const SPORTMARKEN_SEED_KEY = 'demo-sportmarken';
export const SPORTMARKEN_NAME = 'Sportmarken';
export const SPORTMARKEN_COMPANY_ID = 1;
/** Paula Power: research suite with rights 12 and 25 on plan 4, so she can open what is seeded for her. */
export const SPORTMARKEN_OWNER_ID = 2;
export const SPORTMARKEN_MARKET = { location: 2276, language: 'de' } as const;

const COMMON = ['schuhe', 'sneaker', 'damen', 'herren', 'kinder', 'outlet', 'sale', 'jacke', 'hose', 'laufschuhe', 'shop', 'trainingsanzug', 'rucksack', 'socken', 'günstig'];

const OWN: Readonly<Record<string, readonly string[]>> = {
  adidas: ['samba', 'gazelle', 'superstar', 'stan smith', 'originals', 'ultraboost', 'campus', 'fußballschuhe'],
  nike: ['air max', 'air force 1', 'dunk', 'pegasus', 'tech fleece', 'jordan', 'vomero', 'fußballschuhe'],
  puma: ['suede', 'speedcat', 'palermo', 'rs-x', 'fußballschuhe', 'velocity nitro', 'caven', 'mayze'],
  asics: ['gel kayano', 'gel nimbus', 'gel 1130', 'novablast', 'gt 2000', 'tennisschuhe', 'hallenschuhe', 'gel lyte'],
  'new balance': ['574', '530', '990', '9060', '2002r', '327', 'fresh foam', '1080'],
};

/** Questions people ask about a brand; German question words, so the analysis finds them. */
const QUESTIONS = ['wie fallen {b} schuhe aus', 'wo ist {b} outlet', 'was kostet {b}', 'woher kommt {b}', 'wem gehört {b}'];

export const SPORTMARKEN_BRANDS = Object.keys(OWN);

/** The keywords of each brand: its name, its products, the common modifiers and the questions. */
export function sportmarkenKeywords(brand: string): string[] {
  return [brand, ...(OWN[brand] ?? []).map((w) => `${brand} ${w}`), ...COMMON.map((w) => `${brand} ${w}`), ...QUESTIONS.map((q) => q.replace('{b}', brand))];
}

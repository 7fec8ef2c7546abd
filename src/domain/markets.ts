/**
 * The markets the keyword screens offer (Search Volume, Ideas, Suggests, Questions): DataForSEO / Google Ads location codes and
 * ISO 639-1 languages. Germany / German first because the product's customers are mostly German.
 */
export interface Market {
  readonly code: number;
  readonly name: string;
}

export const LOCATIONS: readonly Market[] = [
  { code: 2276, name: 'Germany' },
  { code: 2040, name: 'Austria' },
  { code: 2756, name: 'Switzerland' },
  { code: 2840, name: 'United States' },
  { code: 2826, name: 'United Kingdom' },
  { code: 2250, name: 'France' },
  { code: 2380, name: 'Italy' },
  { code: 2724, name: 'Spain' },
];

export const LANGUAGES: readonly { readonly code: string; readonly name: string }[] = [
  { code: 'de', name: 'German' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'it', name: 'Italian' },
  { code: 'es', name: 'Spanish' },
];

export const DEFAULT_LOCATION = 2276;
export const DEFAULT_LANGUAGE = 'de';

export const locationName = (code: number): string => LOCATIONS.find((l) => l.code === code)?.name ?? `Location ${code}`;
export const languageName = (code: string): string => LANGUAGES.find((l) => l.code === code)?.name ?? code;

import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION, LANGUAGES, LOCATIONS, languageName, locationName } from './markets.ts';

describe('markets', () => {
  it('names the offered markets and falls back to the code for others', () => {
    expect(locationName(2276)).toBe('Germany');
    expect(locationName(1234)).toBe('Location 1234');
    expect(languageName('en')).toBe('English');
    expect(languageName('xx')).toBe('xx');
  });

  it('offers its defaults and every code once', () => {
    expect(LOCATIONS.some((l) => l.code === DEFAULT_LOCATION)).toBe(true);
    expect(LANGUAGES.some((l) => l.code === DEFAULT_LANGUAGE)).toBe(true);
    expect(new Set(LOCATIONS.map((l) => l.code)).size).toBe(LOCATIONS.length);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
  });
});

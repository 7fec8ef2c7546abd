import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageBase } from './language-base.ts';

describe('languageBase', () => {
  it('reads the base language of a code', () => {
    expect(languageBase('de')).toBe('de');
    expect(languageBase(' DE-at ')).toBe('de');
    expect(languageBase('en_GB')).toBe('en');
    expect(languageBase('')).toBe('');
  });

  it('ignores the region and the case', () => {
    const code = fc.stringMatching(/^[a-z]{2}$/u);
    fc.assert(
      fc.property(code, code, (language, region) => {
        expect(languageBase(`${language.toUpperCase()}-${region}`)).toBe(language);
      }),
    );
  });
});

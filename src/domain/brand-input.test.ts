import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_BRAND, EMPTY_BRAND_NAME, NO_BRANDS, TOO_MANY_BRANDS, brandListProblems, brandNameError, parseBrandLines } from './brand-input.ts';
import { TOO_MANY_CHARACTERS, TOO_MANY_WORDS } from './phrase-validation.ts';

describe('brand input', () => {
  it('accepts 1 to 50 valid, distinct names', () => {
    expect(brandListProblems(['adidas', 'nike', 'new balance'])).toEqual([]);
    expect(brandListProblems(Array.from({ length: 50 }, (_, i) => `brand ${i}`))).toEqual([]);
  });
  it('names each rule it breaks', () => {
    expect(brandListProblems([])).toEqual([{ index: null, message: NO_BRANDS }]);
    expect(brandListProblems(Array.from({ length: 51 }, (_, i) => `b${i}`))).toEqual([{ index: null, message: TOO_MANY_BRANDS }]);
    expect(brandListProblems(['nike', '  '])).toEqual([{ index: 1, message: EMPTY_BRAND_NAME }]);
    expect(brandListProblems(['nike', 'Nike '])).toEqual([{ index: 1, message: DUPLICATE_BRAND }]);
    expect(brandNameError('a'.repeat(81))).toBe(TOO_MANY_CHARACTERS);
    expect(brandNameError('a b c d e f g h i j k')).toBe(TOO_MANY_WORDS);
  });
  it('reads one brand per line', () => {
    expect(parseBrandLines('adidas\r\n\n  new   balance \nnike')).toEqual(['adidas', 'new balance', 'nike']);
  });
  it('property: a list is fine exactly when its size is 1–50 and every name is valid and new', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 60 }), (names) => {
        const problems = brandListProblems(names);
        const sizeOk = names.length >= 1 && names.length <= 50;
        const namesOk = names.every((n) => brandNameError(n) === null);
        if (problems.length === 0) expect(sizeOk && namesOk).toBe(true);
        if (!sizeOk || !namesOk) expect(problems.length).toBeGreaterThan(0);
      }),
    );
  });
});

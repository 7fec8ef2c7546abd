import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandOfPhrase, brandTokens, brandVariants, chosenBrandKeywords, containsBrand, expandBrandKeywords } from './brand-keyword-expansion.ts';
import { phraseError } from './phrase-validation.ts';

const BRANDS = ['adidas', 'nike', 'puma', 'asics', 'new balance'];

describe('brand matching', () => {
  it('splits at spaces and hyphens, lower-cased', () => {
    expect(brandTokens(' Coca-Cola  Zero ')).toEqual(['coca', 'cola', 'zero']);
  });
  it('knows the joined and hyphenated spelling of a name of several words', () => {
    expect(brandVariants('New Balance')).toEqual(['newbalance', 'new-balance']);
    expect(brandVariants('nike')).toEqual([]);
  });
  it('matches whole words only', () => {
    expect(containsBrand('nike air max', 'nike')).toBe(true);
    expect(containsBrand('nikes', 'nike')).toBe(false);
    expect(containsBrand('newbalance 574', 'new balance')).toBe(true);
    expect(containsBrand('new-balance 574', 'new balance')).toBe(true);
    expect(containsBrand('new shoes balance', 'new balance')).toBe(false);
  });
  it('gives a phrase to the one brand it names; a comparison of two brands to none', () => {
    expect(brandOfPhrase('nike schuhe', BRANDS)).toBe(1);
    expect(brandOfPhrase('nike vs adidas', BRANDS)).toBeNull();
    expect(brandOfPhrase('laufschuhe', BRANDS)).toBeNull();
  });
  it('gives a phrase to the longer brand when one name lies inside another', () => {
    expect(brandOfPhrase('new balance 990', ['balance', 'new balance'])).toBe(1);
    expect(brandOfPhrase('balance board', ['balance', 'new balance'])).toBe(0);
  });
});

describe('expandBrandKeywords', () => {
  it('proposes the name, its variants and the suggestions that stand for the brand', () => {
    const result = expandBrandKeywords(BRANDS, [
      ['adidas samba', 'adidas vs nike', 'Adidas Samba'],
      ['nike schuhe', 'nike air max', 'schuhe'],
      [],
      [],
      ['new balance 574', 'newbalance'],
    ]);
    expect(result[0]).toEqual([
      { keyword: 'adidas', origin: 'name' },
      { keyword: 'adidas samba', origin: 'suggestion' },
    ]);
    expect(result[1]?.map((k) => k.keyword)).toEqual(['nike', 'nike schuhe', 'nike air max']);
    expect(result[4]?.map((k) => `${k.keyword}:${k.origin}`)).toEqual(['new balance:name', 'newbalance:variant', 'new-balance:variant', 'new balance 574:suggestion']);
  });
  it('keeps at most the limit per brand', () => {
    const many = Array.from({ length: 20 }, (_, i) => `nike ${i}`);
    expect(expandBrandKeywords(['nike'], [many], 5)[0]).toHaveLength(5);
  });
  it('property: every keyword is valid, stands for its brand and appears once over all brands', () => {
    const word = fc.constantFrom('nike', 'adidas', 'puma', 'schuhe', 'air', 'max', 'sale', 'vs', 'new', 'balance', 'x'.repeat(30));
    const phrase = fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' '));
    const brands = ['nike', 'adidas', 'new balance'];
    fc.assert(
      fc.property(fc.array(fc.array(phrase, { maxLength: 15 }), { minLength: 3, maxLength: 3 }), (suggestions) => {
        const result = expandBrandKeywords(brands, suggestions, 10);
        const all = result.flat().map((k) => k.keyword);
        expect(new Set(all).size).toBe(all.length);
        result.forEach((list, b) => {
          expect(list.length).toBeLessThanOrEqual(10);
          expect(list[0]).toEqual({ keyword: brands[b], origin: 'name' });
          for (const k of list) {
            expect(phraseError(k.keyword)).toBeNull();
            if (k.origin === 'suggestion') expect(brandOfPhrase(k.keyword, brands)).toBe(b);
          }
        });
      }),
    );
  });
});

describe('chosenBrandKeywords', () => {
  it('puts the brand name first, tidies, drops invalid ones and keeps each phrase for the first brand', () => {
    const long = 'x'.repeat(81);
    expect(
      chosenBrandKeywords([
        { name: 'Nike', keywords: ['nike  schuhe', long, 'Just do it'] },
        { name: 'adidas', keywords: ['just do it', 'adidas samba'] },
      ]),
    ).toEqual([
      ['nike', 'nike schuhe', 'just do it'],
      ['adidas', 'adidas samba'],
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordListHash, rankingsQueryKey, sameLookupTarget } from './rankings-query-key.ts';

const lookup = { companyId: 7, location: 2276, domain: 'www.example.de', device: 'desktop' as const, keywordHash: 'h' };

describe('keywordListHash', () => {
  it('is the same for any order, case, spacing or repetition of the same keywords', () => {
    const keywords = fc.array(fc.stringMatching(/^[ a-dA-DäÄ]{0,6}$/u), { maxLength: 30 });
    fc.assert(
      fc.property(keywords, fc.integer(), (list, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7));
        const respelled = shuffled.map((k) => ` ${k.toUpperCase()}  `);
        expect(keywordListHash([...respelled, ...list])).toBe(keywordListHash(list));
      }),
    );
  });

  it('tells different keyword lists apart', () => {
    const hashes = [[], ['tee'], ['tea'], ['tee', 'kaffee'], ['tee', 'kaffe'], ['teekaffee'], ['tee kaffee']].map(keywordListHash);
    expect(new Set(hashes).size).toBe(hashes.length);
    const many = Array.from({ length: 5000 }, (_, i) => keywordListHash([`keyword ${i}`, 'tee']));
    expect(new Set(many).size).toBe(many.length);
  });

  it('counts the keywords in the hash and ignores blank ones', () => {
    expect(keywordListHash(['tee', '', '  ', 'Tee'])).toMatch(/^1-[0-9a-f]{16}$/u);
  });
});

describe('rankingsQueryKey', () => {
  it('sits under the company and names the lookup target before the keyword list', () => {
    expect(rankingsQueryKey(lookup)).toEqual(['rankings', 7, 2276, 'www.example.de', 'desktop', 'h']);
  });

  it('treats another keyword list as the same target, another domain, device, market or company not', () => {
    const key = rankingsQueryKey(lookup);
    expect(sameLookupTarget(rankingsQueryKey({ ...lookup, keywordHash: 'other' }), key)).toBe(true);
    for (const change of [{ domain: 'www.other.de' }, { device: 'mobile' as const }, { location: 2040 }, { companyId: 8 }]) {
      expect(sameLookupTarget(rankingsQueryKey({ ...lookup, ...change }), key)).toBe(false);
    }
  });
});

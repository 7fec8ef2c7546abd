import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_BRAND_KEYWORDS } from '../../domain/brand-input.ts';
import { TOO_MANY_WORDS } from '../../domain/phrase-validation.ts';
import { addKeyword, draftsOf, keywordCount, previewMatches, removeKeyword, type BrandDraft } from './keyword-draft.ts';

const drafts: BrandDraft[] = draftsOf({
  brands: [
    { name: 'nike', keywords: [{ keyword: 'nike', origin: 'name' }, { keyword: 'nike schuhe', origin: 'suggestion' }] },
    { name: 'puma', keywords: [{ keyword: 'puma', origin: 'name' }] },
  ],
  warnings: [],
});

describe('keyword drafts', () => {
  it('removes a keyword from one brand only', () => {
    const next = removeKeyword(drafts, 0, 'nike schuhe');
    expect(next[0]?.keywords.map((k) => k.keyword)).toEqual(['nike']);
    expect(next[1]).toBe(drafts[1]);
  });
  it('adds a tidied, lower-cased keyword as manual', () => {
    const result = addKeyword(drafts, 1, '  Puma   Suede ');
    expect(result).toMatchObject({ ok: true, keyword: 'puma suede' });
    if (result.ok) expect(result.drafts[1]?.keywords.at(-1)).toEqual({ keyword: 'puma suede', origin: 'manual' });
  });
  it('names the rule a keyword breaks', () => {
    expect(addKeyword(drafts, 0, '')).toEqual({ ok: false, error: 'Type a keyword to add.' });
    expect(addKeyword(drafts, 0, 'a b c d e f g h i j k')).toEqual({ ok: false, error: TOO_MANY_WORDS });
    expect(addKeyword(drafts, 1, 'Nike Schuhe')).toEqual({ ok: false, error: '“nike schuhe” already stands for nike; a keyword counts for one brand only.' });
    expect(addKeyword(drafts, 0, 'nike')).toEqual({ ok: false, error: '“nike” is already a keyword of nike.' });
    const full: BrandDraft[] = [{ name: 'x', keywords: Array.from({ length: 400 }, (_, i) => ({ keyword: `x ${i}`, origin: 'suggestion' as const })) }];
    expect(addKeyword(full, 0, 'x new')).toEqual({ ok: false, error: TOO_MANY_BRAND_KEYWORDS });
  });
  it('keeps each phrase once over all brands whatever is added', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.stringMatching(/^[a-z ]{0,12}$/u)), { maxLength: 30 }), (adds) => {
      let current: BrandDraft[] = drafts;
      for (const [brand, typed] of adds) {
        const result = addKeyword(current, brand, typed);
        if (result.ok) current = result.drafts;
      }
      const all = current.flatMap((d) => d.keywords.map((k) => k.keyword));
      expect(new Set(all).size).toBe(all.length);
      expect(keywordCount(current)).toBe(all.length);
    }));
  });
  it('knows whether the preview still fits the typed brands', () => {
    expect(previewMatches(drafts, ['Nike', 'puma'])).toBe(true);
    expect(previewMatches(drafts, ['nike'])).toBe(false);
    expect(previewMatches(drafts, ['puma', 'nike'])).toBe(false);
    expect(previewMatches(null, [])).toBe(false);
  });
});

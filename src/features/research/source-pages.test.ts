import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeywordSourceResponse } from '../../domain/contracts/keyword-data.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import { mergeSourcePages, withDomainRankings } from './source-pages.ts';

function page(keywords: readonly string[], extra: Partial<KeywordSourceResponse> = {}): KeywordSourceResponse {
  return {
    request_type: 'ideas',
    keyword: 'glühwein',
    seed_kind: 'keyword',
    view: 'matching',
    entries: keywords.map(emptyKeywordRow),
    groups: [],
    rankings: [],
    total: keywords.length,
    next_offset: null,
    ...extra,
  };
}

describe('mergeSourcePages', () => {
  it('is null without a page', () => {
    expect(mergeSourcePages([])).toBeNull();
  });

  it('keeps the order of the pages, each phrase once, and takes total and next offset from the newest page', () => {
    const merged = mergeSourcePages([
      page(['glühwein kaufen', 'glühwein rezept'], { total: 4, next_offset: 2 }),
      page(['Glühwein  Rezept', 'glühwein selber machen'], { total: 4, next_offset: null }),
    ]);
    expect(merged?.entries.map((r) => r.keyword)).toEqual(['glühwein kaufen', 'glühwein rezept', 'glühwein selber machen']);
    expect(merged).toMatchObject({ total: 4, next_offset: null, keyword: 'glühwein', view: 'matching' });
  });

  it('joins groups of the same pattern and term and rankings of the same keyword', () => {
    const merged = mergeSourcePages([
      page(['wie macht man glühwein'], {
        groups: [{ pattern: 'questions', term: 'wie', phrases: ['wie macht man glühwein'] }],
        rankings: [{ keyword: 'glühwein', position: 3, url: 'https://a.de/' }],
      }),
      page(['wie lange glühwein', 'was ist glühwein'], {
        groups: [
          { pattern: 'questions', term: 'wie', phrases: ['wie lange glühwein', 'wie macht man glühwein'] },
          { pattern: 'questions', term: 'was', phrases: ['was ist glühwein'] },
        ],
        rankings: [{ keyword: 'Glühwein', position: 5, url: 'https://b.de/' }],
      }),
    ]);
    expect(merged?.groups).toEqual([
      { pattern: 'questions', term: 'wie', phrases: ['wie macht man glühwein', 'wie lange glühwein'] },
      { pattern: 'questions', term: 'was', phrases: ['was ist glühwein'] },
    ]);
    expect(merged?.rankings).toEqual([{ keyword: 'glühwein', position: 3, url: 'https://a.de/' }]);
  });

  it('never repeats a phrase and never loses one, however the pages overlap', () => {
    const phrase = fc.constantFrom('a', 'b', 'c', 'A', 'd e', 'D  e', 'f');
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(phrase, { maxLength: 5, selector: phraseIdentity }), { minLength: 1, maxLength: 5 }), (pages) => {
        const merged = mergeSourcePages(pages.map((keywords) => page(keywords)));
        const identities = merged?.entries.map((r) => phraseIdentity(r.keyword)) ?? [];
        expect(new Set(identities).size).toBe(identities.length);
        expect(new Set(identities)).toEqual(new Set(pages.flat().map(phraseIdentity)));
      }),
    );
  });
});

describe('withDomainRankings', () => {
  it('gives a domain seed’s rows their position and its colour band', () => {
    const answer = page(['winterjacke', 'glühwein'], {
      seed_kind: 'domain',
      view: null,
      keyword: 'demo-shop.de',
      rankings: [{ keyword: 'Glühwein', position: 12, url: 'https://www.demo-shop.de/gluehwein' }],
    });
    const rows = withDomainRankings(answer);
    expect(rows[0]?.ranking).toBeUndefined();
    expect(rows[1]?.ranking).toEqual({ position: 12, datetime: null, color: '#5c940d' });
  });

  it('leaves a keyword seed’s rows as they are', () => {
    const answer = page(['glühwein'], { rankings: [{ keyword: 'glühwein', position: 1, url: 'https://x.de/' }] });
    expect(withDomainRankings(answer)).toBe(answer.entries);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helpArticleFor } from './help-article.ts';

const ARTICLES = [
  { id: 'start', routes: ['/'] },
  { id: 'brands', routes: ['/brands', '/brand-index', '/brand-analysis'] },
  { id: 'monitoring', routes: ['/monitoring', '/quickseo/monitoring'] },
  { id: 'setup', routes: ['/monitoring/setup'] },
];

describe('helpArticleFor', () => {
  it('picks the article of the longest route prefix the screen lies within', () => {
    expect(helpArticleFor('/', ARTICLES)).toBe('start');
    expect(helpArticleFor('/brand-index/sportmarken', ARTICLES)).toBe('brands');
    expect(helpArticleFor('/quickseo/monitoring/project/3?x=1', ARTICLES)).toBe('monitoring');
    expect(helpArticleFor('/monitoring/setup', ARTICLES)).toBe('setup');
    expect(helpArticleFor('/monitoring/project/3', ARTICLES)).toBe('monitoring');
  });

  it('matches whole path segments only, and gives null where no article speaks', () => {
    expect(helpArticleFor('/brandsx', ARTICLES)).toBeNull();
    expect(helpArticleFor('/settings', ARTICLES)).toBeNull();
  });

  it('never depends on the order of the articles', () => {
    const route = fc.constantFrom('/', '/brands', '/brand-index/a', '/monitoring/setup', '/monitoring/x', '/quickseo/monitoring', '/other');
    fc.assert(fc.property(route, fc.shuffledSubarray(ARTICLES, { minLength: ARTICLES.length }), (r, shuffled) => {
      expect(helpArticleFor(r, shuffled)).toBe(helpArticleFor(r, ARTICLES));
    }));
  });
});

import { describe, expect, it } from 'vitest';
import { helpArticleFor } from '../../domain/help-article.ts';
import { parseMarkdown, plainText } from '../../domain/markdown.ts';
import { ARTICLES, KNOWLEDGE_ENTRIES } from './article-catalogue.ts';
import { ARTICLE_SOURCES } from './article-sources.ts';
import { parseKnowledgeSearch } from './knowledge-search-params.ts';

/** Screens of the app and the article their help key must open (article-catalogue.test.ts). */
const ARTICLE_ROUTES_EXPECTED: readonly (readonly [string, string | null])[] = [
  ['/', 'getting-started'],
  ['/knowledge', 'keyboard'],
  ['/collections', 'collections'],
  ['/research/sommerreifen', 'collections'],
  ['/searchvolume', 'search-volume'],
  ['/ideas', 'ideas'],
  ['/suggests', 'suggests'],
  ['/questions', 'questions'],
  ['/brands', 'brands'],
  ['/brand-index/sportmarken', 'brands'],
  ['/brand-analysis/sportmarken', 'brands'],
  ['/add-dashboard', 'brands'],
  ['/monitoring/project/1', 'monitoring'],
  ['/quickseo/monitoring/setup', 'monitoring'],
  ['/internal-searches/project', 'internal-searches'],
  ['/quickseo/internal-searches', 'internal-searches'],
  ['/pricing', 'account'],
  ['/settings', null],
  ['/content-projects', null],
];

describe('the article catalogue', () => {
  it('has exactly one Markdown file per article, and no file without an entry', () => {
    expect([...ARTICLE_SOURCES.keys()].sort()).toEqual(ARTICLES.map((a) => a.id).sort());
  });

  it('titles each article as its file does: one level-1 heading, first', () => {
    for (const article of ARTICLES) {
      const blocks = parseMarkdown(ARTICLE_SOURCES.get(article.id) ?? '');
      const first = blocks[0];
      expect(first?.kind, article.id).toBe('heading');
      if (first?.kind === 'heading') {
        expect(first.level).toBe(1);
        expect(plainText(first.children)).toBe(article.title);
      }
      expect(blocks.filter((b) => b.kind === 'heading' && b.level === 1)).toHaveLength(1);
    }
  });

  it('links only to entries that exist', () => {
    const ids = new Set(KNOWLEDGE_ENTRIES.map((e) => e.id));
    for (const [id, source] of ARTICLE_SOURCES) {
      for (const match of source.matchAll(/\]\(\/knowledge\?article=([\w-]+)\)/gu)) expect(ids.has(match[1] ?? ''), `${id} links to ${match[1]}`).toBe(true);
    }
  });

  it('opens the article of each built screen with the help key', () => {
    for (const [screen, article] of ARTICLE_ROUTES_EXPECTED) expect(helpArticleFor(screen, ARTICLES), screen).toBe(article);
  });

  it('keeps the search and a known article in the URL, and drops what it does not know', () => {
    expect(parseKnowledgeSearch({ q: 'share of search', article: 'brands' })).toEqual({ q: 'share of search', article: 'brands' });
    expect(parseKnowledgeSearch({ q: '   ', article: 'nope' })).toEqual({});
    expect(parseKnowledgeSearch({ q: 2024, article: 'shortcuts' })).toEqual({ q: '2024', article: 'shortcuts' });
    expect(parseKnowledgeSearch({ q: 'x'.repeat(201) })).toEqual({});
  });
});

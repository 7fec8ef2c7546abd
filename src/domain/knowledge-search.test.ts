import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedWords, foldWord, indexKnowledge, queryTerms, searchKnowledge, snippetOf, termMatch, termsWithHits, type KnowledgeDocument } from './knowledge-search.ts';

const DOCS: KnowledgeDocument[] = [
  { id: 'monitoring', title: 'Monitoring', keywords: ['Sichtbarkeit', 'Rankings'], body: 'The visibility index adds up the estimated clicks of every tracked keyword: volume times CTR.' },
  { id: 'brands', title: 'Brand dashboards', keywords: ['Marken', 'Anteil'], body: 'Share of search is the part of all searches of a market that go to one brand. The brand index follows it.' },
  { id: 'workbench', title: 'The keyword table', keywords: ['Schwierigkeit', 'Suchvolumen'], body: 'Filter, sort and group keywords. Difficulty bands go from very easy to very hard. The CTR of a position is in the monitoring article.' },
  { id: 'collections', title: 'Collections', keywords: ['Sammlung', 'Liste'], body: 'A collection keeps keywords. Share a collection with a link; the shared link shows the table.' },
];
const index = indexKnowledge(DOCS);
const ids = (query: string) => searchKnowledge(index, query).map((hit) => hit.id);

describe('folding and terms', () => {
  it('spells umlauts, ß and accents alike in either notation', () => {
    expect(foldWord('Häufigkeit')).toBe(foldWord('haeufigkeit'));
    expect(foldWord('STRAßE')).toBe('strasse');
    expect(foldWord('Café')).toBe('cafe');
    expect(foldedWords('Share-of-search, 2024!')).toEqual(['share', 'of', 'search', '2024']);
  });

  it('leaves out English and German stop words unless nothing else is left', () => {
    expect(queryTerms('How do I share the collection')).toEqual(['share', 'collection']);
    expect(queryTerms('wie teile ich die Sammlung')).toEqual(['teile', 'sammlung']);
    expect(queryTerms('the')).toEqual(['the']);
    expect(queryTerms('share Share SHARE')).toEqual(['share']);
  });

  it('grades matches: exact, start or inflection, inside a compound', () => {
    expect(termMatch('share', 'share')).toBe(1);
    expect(termMatch('sicht', 'sichtbarkeit')).toBe(0.75);
    expect(termMatch('collections', 'collection')).toBe(0.75);
    expect(termMatch('index', 'sichtbarkeitsindex')).toBe(0.5);
    expect(termMatch('dex', 'index')).toBe(0);
    expect(termMatch('ab', 'abc')).toBe(0.75);
  });
});

describe('searchKnowledge', () => {
  it('lists every article in the given order for an empty query', () => {
    expect(ids('')).toEqual(['monitoring', 'brands', 'workbench', 'collections']);
    expect(ids('  ?! ')).toEqual(['monitoring', 'brands', 'workbench', 'collections']);
  });

  it('ranks a title match above a body mention', () => {
    expect(ids('monitoring')).toEqual(['monitoring', 'workbench']);
    expect(ids('collection')).toEqual(['collections']);
    // Both mention it in the body only; the one that says it more often comes first.
    expect(ids('share')).toEqual(['collections', 'brands']);
  });

  it('finds German words through the keywords, in either umlaut spelling', () => {
    expect(ids('Sichtbarkeit')).toEqual(['monitoring']);
    expect(ids('schwierigkeit')).toEqual(['workbench']);
    expect(ids('sammlung')).toEqual(['collections']);
  });

  it('finds starts of words and inflections', () => {
    expect(ids('visib')).toEqual(['monitoring']);
    expect(ids('brands')).toEqual(['brands']);
    expect(ids('difficulties')).toEqual(['workbench']);
  });

  it('needs every word of the query', () => {
    expect(ids('share link')).toEqual(['collections']);
    expect(ids('share nothinglikethis')).toEqual([]);
  });

  it('shows where the body mentions the word', () => {
    const [hit] = searchKnowledge(index, 'ctr');
    expect(hit?.id).toBe('monitoring');
    expect(hit?.snippet).toEqual({ before: '…estimated clicks of every tracked keyword: volume times ', match: 'CTR', after: '.' });
    const long = snippetOf(`${'x '.repeat(100)}needle ${'y '.repeat(100)}`, ['needle']);
    expect(long?.match).toBe('needle');
    expect(long?.before).toMatch(/^…x( x)* $/u);
    expect(long?.after).toMatch(/^ y( y)*…$/u);
    expect((long?.before.length ?? 0) <= 61 && (long?.after.length ?? 0) <= 101).toBe(true);
    expect(snippetOf('nothing here', ['absent'])).toBeNull();
    // A word only the keywords hold is shown among them.
    expect(searchKnowledge(index, 'sichtbarkeit')[0]?.snippet).toEqual({ before: '', match: 'Sichtbarkeit', after: ', Rankings' });
  });

  it('names the words that would find something alone, for the empty state', () => {
    expect(termsWithHits(index, 'Sichtbarkeit zzzz')).toEqual(['Sichtbarkeit']);
    expect(termsWithHits(index, 'qqqq zzzz')).toEqual([]);
  });
});

const word = fc.constantFrom('share', 'search', 'collection', 'keywords', 'index', 'brand', 'ctr', 'sicht', 'the', 'Häufig', 'haeufig', 'zzz', 'link', 'table');
const query = fc.array(word, { maxLength: 4 }).map((w) => w.join(' '));

describe('searchKnowledge properties', () => {
  it('answers the same for upper case and for ae/oe/ue spelt as umlauts', () => {
    fc.assert(fc.property(query, (q) => {
      expect(searchKnowledge(index, q.toUpperCase())).toEqual(searchKnowledge(index, q));
      expect(searchKnowledge(index, q.replace(/ae/gu, 'ä'))).toEqual(searchKnowledge(index, q));
    }));
  });

  it('never widens the list when a word is added, and ranks best first', () => {
    fc.assert(fc.property(query, word, (q, extra) => {
      const before = new Set(ids(q));
      const after = searchKnowledge(index, `${q} ${extra}`);
      if (queryTerms(q).length > 0) for (const hit of after) expect(before.has(hit.id)).toBe(true);
      for (let i = 1; i < after.length; i++) expect((after[i - 1]?.score ?? 0) >= (after[i]?.score ?? 0)).toBe(true);
    }));
  });

  it('finds every term of the query in each article it returns', () => {
    fc.assert(fc.property(query, (q) => {
      const terms = queryTerms(q);
      for (const hit of searchKnowledge(index, q)) {
        const doc = DOCS.find((d) => d.id === hit.id);
        const words = doc ? foldedWords(`${doc.title} ${doc.keywords.join(' ')} ${doc.body}`) : [];
        for (const term of terms) expect(words.some((w) => termMatch(term, w) > 0)).toBe(true);
      }
    }));
  });

  it('does not depend on the order of the articles', () => {
    fc.assert(fc.property(query, fc.shuffledSubarray(DOCS, { minLength: DOCS.length }), (q, shuffled) => {
      if (queryTerms(q).length === 0) return;
      expect(searchKnowledge(indexKnowledge(shuffled), q)).toEqual(searchKnowledge(index, q));
    }));
  });
});

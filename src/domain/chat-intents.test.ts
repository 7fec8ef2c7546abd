import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsOf, domainInQuestion, findNamed, findProjectDomain, mentionsCollection, phrasesOf, understand } from './chat-intents';

describe('understand', () => {
  it('reads the example questions of issue 20', () => {
    expect(understand('How many keywords does the collection Winter Sale hold?', true).intent).toEqual({ kind: 'collection_count' });
    expect(understand('Which keywords in Winter Sale have the most volume in December?', true).intent).toMatchObject({ kind: 'collection_keywords', sort: 'month_volume', month: 12, limit: 10 });
    expect(understand('Which of my keywords are seasonal?').intent).toEqual({ kind: 'seasonal', limit: 10 });
    expect(understand('Where did www.demo-shop.de lose positions this week?').intent).toEqual({ kind: 'monitoring_changes', direction: 'losses', days: 7 });
  });

  it('reads German the same way', () => {
    expect(understand('Wie viele Keywords enthält die Sammlung Winter Sale?', true)).toEqual({ language: 'de', intent: { kind: 'collection_count' } });
    expect(understand('Wo hat demo-shop.de seit gestern Positionen gewonnen?').intent).toEqual({ kind: 'monitoring_changes', direction: 'gains', days: 1 });
    expect(understand('Wie ist die Sichtbarkeit von demo-shop.de?').intent).toEqual({ kind: 'visibility' });
    expect(understand('Welche Monitoring-Projekte habe ich?').intent).toEqual({ kind: 'list_projects' });
    expect(understand('Welche Sammlungen habe ich?').intent).toEqual({ kind: 'list_collections' });
    expect(understand('Wie viele Sammlungen habe ich?').intent).toEqual({ kind: 'list_collections' });
  });

  it('reads sort orders, filters and phrases', () => {
    expect(understand('Which keywords in X are easiest?', true).intent).toMatchObject({ sort: 'difficulty', order: 'asc' });
    expect(understand('Which keywords in X are hardest?', true).intent).toMatchObject({ sort: 'difficulty', order: 'desc' });
    expect(understand('Welche Keywords in X haben den höchsten CPC?', true).intent).toMatchObject({ sort: 'cpc_high' });
    expect(understand('Keywords in X with the least volume', true).intent).toMatchObject({ sort: 'avgsv', order: 'asc' });
    expect(understand('How many keywords in X contain skiurlaub?', true).intent).toMatchObject({ contains: 'skiurlaub', countOnly: true });
    expect(understand('What is the search volume of glühwein?').intent).toEqual({ kind: 'keyword_metrics', phrases: ['glühwein'] });
    expect(understand('"punsch"').intent).toEqual({ kind: 'keyword_metrics', phrases: ['punsch'] });
    expect(understand('What can you do?').intent).toEqual({ kind: 'help' });
    expect(understand('').intent).toEqual({ kind: 'unknown' });
    expect(understand('Tell me a joke').intent).toEqual({ kind: 'unknown' });
    expect(understand('What is the ranking of www.x.de?').intent).toEqual({ kind: 'visibility' });
  });

  it('finds phrases and contained words', () => {
    expect(phrasesOf('Suchvolumen von glühwein und punsch?')).toEqual(['glühwein', 'punsch']);
    expect(phrasesOf('Volume for „winterjacke damen“')).toEqual(['winterjacke damen']);
    expect(phrasesOf('nothing here')).toEqual([]);
    expect(containsOf('Which keywords contain "ski urlaub"?')).toBe('ski urlaub');
    expect(containsOf('Welche Keywords in Winter Sale enthalten glühwein?', 'Winter Sale')).toBe('glühwein');
    expect(containsOf('Welche Keywords, die glühwein enthalten?')).toBe('glühwein');
    expect(containsOf('Wie viele Keywords enthält die Sammlung Winter Sale?', 'Winter Sale')).toBeUndefined();
    expect(containsOf('Keywords with the word punsch')).toBe('punsch');
  });
});

describe('entity look-up in the company\'s names', () => {
  it('finds the longest collection name as a whole phrase, any case', () => {
    expect(findNamed('keywords in winter sale 2?', ['Winter Sale', 'Winter Sale 2'])).toBe('Winter Sale 2');
    expect(findNamed('keywords in Winter Sales', ['Winter Sale'])).toBeUndefined();
    expect(findNamed('anything', [''])).toBeUndefined();
  });

  it('finds project domains with or without www. and scheme', () => {
    expect(findProjectDomain('where did demo-shop.de lose', ['www.demo-shop.de'])).toBe('www.demo-shop.de');
    expect(findProjectDomain('https://www.demo-shop.de/x lost?', ['www.demo-shop.de'])).toBe('www.demo-shop.de');
    expect(findProjectDomain('other.de lost?', ['www.demo-shop.de'])).toBeUndefined();
    expect(domainInQuestion('other.de lost?')).toBe('other.de');
    expect(mentionsCollection('keywords in Foo')).toBe(true);
    expect(mentionsCollection('the weather')).toBe(false);
  });

  it('property: a found collection name is one of the names and occurs in the question', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 5 }), (question, names) => {
        const found = findNamed(question, names);
        if (found !== undefined) {
          expect(names).toContain(found);
          expect(question.toLowerCase()).toContain(found.toLowerCase());
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentIntent, DEFAULT_TERMS, isContentQuestion } from './chat-content-intents';
import { understand } from './chat-intents';

const aspect = (question: string, named = true) => contentIntent(question.toLowerCase(), named);

describe('content questions', () => {
  it('reads the phrasings of issue 20 in English and German', () => {
    expect(aspect('Which terms should I use more in glühwein selber machen?')).toEqual({ kind: 'content_project', aspect: 'more', limit: DEFAULT_TERMS });
    expect(aspect('Wie hoch ist der Content Score von glühwein selber machen?')).toMatchObject({ aspect: 'score' });
    expect(aspect('Welche Wörter fehlen im Entwurf zu glühwein selber machen?')).toMatchObject({ aspect: 'missing' });
    expect(aspect('What is the target word count for glühwein selber machen?')).toMatchObject({ aspect: 'word_count' });
    expect(aspect('Which terms does the draft of X use too often?')).toMatchObject({ aspect: 'fewer' });
    expect(aspect('Welche Begriffe sollte ich in X öfter verwenden?')).toMatchObject({ aspect: 'more' });
    expect(aspect('Welche Begriffe verwende ich in X zu oft?')).toMatchObject({ aspect: 'fewer' });
    expect(aspect('Which words are missing in the draft of X?')).toMatchObject({ aspect: 'missing' });
    expect(aspect('Wie viele Wörter soll der Text zu X haben?')).toMatchObject({ aspect: 'word_count' });
    expect(aspect('Show the top 5 WDF*IDF terms of X')).toEqual({ kind: 'content_project', aspect: 'terms', limit: 5 });
    expect(aspect('How is my content project X doing?')).toMatchObject({ aspect: 'overview' });
  });

  it('lists the projects when asked which there are and none is named', () => {
    expect(aspect('Which content projects do I have?', false)).toEqual({ kind: 'list_content_projects' });
    expect(aspect('Welche Content-Projekte habe ich?', false)).toEqual({ kind: 'list_content_projects' });
    expect(aspect('Wie viele Content-Projekte habe ich?', false)).toEqual({ kind: 'list_content_projects' });
  });

  it('leaves keyword, collection and monitoring questions alone', () => {
    for (const question of [
      'How many keywords does the collection Winter Sale hold?',
      'Which keywords in Winter Sale contain the word glühwein?',
      'Welche Begriffe in Winter Sale haben das meiste Suchvolumen?',
      'What is the search volume of glühwein selber machen?',
      'Where did www.demo-shop.de lose positions this week?',
      'Welche Monitoring-Projekte habe ich?',
    ]) {
      expect(isContentQuestion(question.toLowerCase()), question).toBe(false);
    }
  });

  it('comes before monitoring: content projects are not monitoring projects', () => {
    expect(understand('Welche Content-Projekte habe ich?').intent).toEqual({ kind: 'list_content_projects' });
    expect(understand('Welche Monitoring-Projekte habe ich?').intent).toEqual({ kind: 'list_projects' });
    expect(understand('Wie hoch ist der Content Score von glühwein selber machen?', false, true)).toEqual({ language: 'de', intent: { kind: 'content_project', aspect: 'score', limit: DEFAULT_TERMS } });
  });

  it('property: an intent exactly when the question is a content question; a list only when no project is named', () => {
    const words = fc.constantFrom('which', 'welche', 'terms', 'wörter', 'content', 'score', 'draft', 'entwurf', 'projects', 'projekte', 'use', 'more', 'fehlen', 'keywords', 'winter', 'sale', 'volume', 'word', 'count', 'my', 'top', '5');
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), fc.boolean(), (parts, named) => {
        const text = parts.join(' ');
        const intent = contentIntent(text, named);
        expect(intent !== undefined).toBe(isContentQuestion(text));
        if (named) expect(intent?.kind).not.toBe('list_content_projects');
        if (intent?.kind === 'content_project') expect(intent.limit).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outlineHeading, outlineSections, type OutlineBrief } from './ai-outline.ts';
import { fitsTask, numbersBacked } from './ai-writing-tasks.ts';
import { SEARCH_INTENTS } from './search-intent.ts';

const brief: OutlineBrief = {
  keyword: 'glühwein selber machen',
  intent: 'informational',
  headings: [
    { text: 'Zutaten für Glühwein', level: 2 },
    { text: 'Welcher Rotwein?', level: 3 },
    { text: 'Zubereitung  Schritt für Schritt', level: 2 },
  ],
  terms: [
    { term: 'zimt', must_use: false },
    { term: 'rotwein', must_use: true },
    { term: 'nelken', must_use: true },
    { term: 'glühwein', must_use: true },
  ],
  questions: ['wie lange muss glühwein ziehen', 'Wie lange muss Glühwein ziehen', 'kann man glühwein aufwärmen?'],
};

describe('outlineSections', () => {
  it('builds the H1, the briefing\'s headings with their terms, the FAQ of its questions and a closing section', () => {
    const sections = outlineSections(brief, 'de');
    expect(sections.map((s) => [s.key, s.terms])).toEqual([
      ['H1 glühwein selber machen', []],
      // Must-use terms first, round the H2s; "glühwein" is the keyword's and "rotwein" the H3's already.
      ['H2 Zutaten für Glühwein', ['nelken']],
      ['H3 Welcher Rotwein?', []],
      ['H2 Zubereitung Schritt für Schritt', ['zimt']],
      ['H2 Häufige Fragen: glühwein selber machen', []],
      // The same question in another case is kept once, as first written.
      ['H3 wie lange muss glühwein ziehen', []],
      ['H3 kann man glühwein aufwärmen?', []],
      ['H2 Fazit: glühwein selber machen', []],
    ]);
  });

  it('gives a briefing without headings one overview section for its terms, and leaves out the FAQ without questions', () => {
    const sections = outlineSections({ ...brief, headings: [], questions: [] }, 'en');
    expect(sections.map((s) => s.key)).toEqual(['H1 glühwein selber machen', 'H2 Overview: glühwein selber machen', 'H2 Conclusion: glühwein selber machen']);
    expect(sections[1]?.terms).toEqual(['rotwein', 'nelken', 'zimt']);
  });

  it('an H3 with no H2 before it becomes an H2', () => {
    expect(outlineSections({ ...brief, headings: [{ text: 'Rezept', level: 3 }] }, 'de')[1]).toMatchObject({ level: 2, basis: 'Rezept' });
  });

  it('property: keys are unique, the H1 comes first and the closing last, and every heading fits the task and states no number the briefing lacks', () => {
    const text = fc.string({ minLength: 1, maxLength: 140 });
    fc.assert(
      fc.property(
        fc.record({
          keyword: fc.string({ minLength: 1, maxLength: 80 }),
          intent: fc.constantFrom(...SEARCH_INTENTS),
          headings: fc.array(fc.record({ text, level: fc.constantFrom(2 as const, 3 as const) }), { maxLength: 12 }),
          terms: fc.array(fc.record({ term: fc.string({ maxLength: 30 }), must_use: fc.boolean() }), { maxLength: 20 }),
          questions: fc.array(text, { maxLength: 10 }),
        }),
        fc.constantFrom('de' as const, 'en' as const),
        (input, language) => {
          const sections = outlineSections(input, language);
          expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
          expect(sections[0]?.level).toBe(1);
          expect(sections[sections.length - 1]?.kind).toBe('closing');
          const said = [input.keyword, ...input.headings.map((h) => h.text), ...input.terms.map((t) => t.term), ...input.questions];
          for (const section of sections) {
            const heading = outlineHeading(section, input.intent, language);
            expect(fitsTask('outline', heading)).toBe(true);
            expect(numbersBacked(heading, said)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('outlineHeading', () => {
  it.each([
    [0, 'de', 'Glühwein Selber Machen: der Ratgeber'],
    [1, 'de', 'Zutaten für Glühwein – mit nelken'],
    [2, 'de', 'Welcher Rotwein?'],
    [5, 'de', 'Wie lange muss glühwein ziehen?'],
    [7, 'de', 'Fazit: glühwein selber machen'],
  ] as const)('section %i (%s) → %s', (index, language, expected) => {
    const section = outlineSections(brief, language)[index];
    if (!section) throw new Error('no section');
    expect(outlineHeading(section, brief.intent, language)).toBe(expected);
  });

  it('drops terms from the end until the heading fits 120 characters', () => {
    const long = { key: 'H2 x', level: 2 as const, kind: 'heading' as const, basis: 'Zutaten und Gewürze für den perfekten Glühwein zu Hause und auf dem Weihnachtsmarkt', terms: ['sternanis', 'kardamom', 'orangenschale'] };
    const heading = outlineHeading(long, 'informational', 'de');
    expect(heading).toBe('Zutaten und Gewürze für den perfekten Glühwein zu Hause und auf dem Weihnachtsmarkt – mit sternanis, kardamom');
    expect([...heading].length).toBeLessThanOrEqual(120);
  });

  it('names what a page that sells offers in its H1', () => {
    const [h1] = outlineSections({ ...brief, keyword: 'glühwein kaufen', intent: 'transactional' }, 'en');
    if (!h1) throw new Error('no H1');
    expect(outlineHeading(h1, 'transactional', 'en')).toBe('Glühwein Kaufen: range, tips and offers');
  });
});

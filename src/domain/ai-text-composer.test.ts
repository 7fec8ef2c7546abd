import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeTexts, seasonWords, titleCase, type KeywordFacts } from './ai-text-composer.ts';
import { AI_TASK_RULES, AI_TASKS, fitsTask } from './ai-writing-tasks.ts';
import { SEARCH_INTENTS } from './search-intent.ts';

const jacket: KeywordFacts = { keyword: 'winterjacke damen', intent: 'transactional', peak: 12, season: [11, 12, 1], related: ['winterjacke herren', 'winterstiefel damen'] };
const plain: KeywordFacts = { keyword: 'how to wax skis', intent: 'informational', peak: null, season: null, related: [] };

describe('composeTexts, table', () => {
  it.each([
    ['title', 'de', jacket, 'Demo Shop', ['Winterjacke Damen online kaufen | Demo Shop', 'Winterjacke Damen – Auswahl & Angebote | Demo Shop', 'Winterjacke Damen – jetzt zur Saison | Demo Shop']],
    ['title', 'en', plain, null, ['How To Wax Skis: guide & tips', 'How To Wax Skis – range & offers', 'How To Wax Skis at a glance']],
    [
      'description',
      'de',
      jacket,
      'Demo Shop',
      [
        // Too long with the related keywords (over 155 characters): they are dropped first.
        'Winterjacke Damen bei Demo Shop: Entdecken Sie die Auswahl und finden Sie das Passende. Jetzt bestellen!',
        'Sie suchen winterjacke damen? Hier finden Sie Auswahl, Tipps und Angebote bei Demo Shop. Besonders gefragt im Dezember. Jetzt bestellen!',
        'Winterjacke Damen im Überblick – gefragt von November bis Januar: alles Wichtige auf einen Blick. Jetzt bestellen!',
      ],
    ],
    ['product_text', 'en', plain, 'Demo Shop', ['How To Wax Skis at Demo Shop: what you should know, clearly explained.']],
    ['alt_text', 'de', jacket, 'Demo Shop', ['Produktbild: Winterjacke Damen von Demo Shop']],
    ['faq', 'de', jacket, 'Demo Shop', []],
  ] as const)('%s in %s', (task, language, facts, brand, expected) => {
    expect(composeTexts({ task, language, facts, brand })).toEqual(expected);
  });
  it('keeps the related keywords when they fit', () => {
    const short = { ...jacket, keyword: 'ski', related: ['skihelm'] };
    expect(composeTexts({ task: 'description', language: 'de', facts: short, brand: null })[0]).toBe('Ski: Entdecken Sie die Auswahl und finden Sie das Passende. Passend dazu: skihelm. Jetzt bestellen!');
  });
  it('drops the brand before it cuts the keyword', () => {
    const long = { ...jacket, keyword: 'wasserdichte winterjacke damen mit kapuze' };
    const [first] = composeTexts({ task: 'title', language: 'de', facts: long, brand: 'Ein sehr langer Firmenname GmbH' });
    expect(first).toBe('Wasserdichte Winterjacke Damen Mit Kapuze online kaufen');
  });
});

describe('seasonWords and titleCase', () => {
  it('names the season by its months', () => {
    expect(seasonWords([11, 12, 1], 'de')).toBe('von November bis Januar');
    expect(seasonWords([7], 'en')).toBe('in July');
    expect(seasonWords(null, 'en')).toBeNull();
    expect(seasonWords([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'de')).toBeNull();
  });
  it('capitalises every word', () => {
    expect(titleCase('größe übergröße 3xl')).toBe('Größe Übergröße 3xl');
  });
});

const facts = fc.record({
  keyword: fc.array(fc.stringMatching(/^[a-zäöüß0-9]{1,20}$/u), { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')),
  intent: fc.constantFrom(...SEARCH_INTENTS),
  peak: fc.option(fc.integer({ min: 1, max: 12 })),
  season: fc.option(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 })),
  related: fc.array(fc.stringMatching(/^[a-z0-9 ]{1,40}$/u), { maxLength: 4 }),
});

describe('composeTexts, properties', () => {
  it('every text keeps its limits, the variants are distinct and at most as many as the task offers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AI_TASKS), fc.constantFrom('de' as const, 'en' as const), facts, fc.option(fc.stringMatching(/^[A-Za-z ]{1,40}$/u)), (task, language, f, brand) => {
        const texts = composeTexts({ task, language, facts: f, brand });
        expect(texts.length).toBeLessThanOrEqual(AI_TASK_RULES[task].variants);
        expect(new Set(texts).size).toBe(texts.length);
        for (const text of texts) expect(fitsTask(task, text)).toBe(true);
      }),
    );
  });
  it('never writes a number the data does not hold', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AI_TASKS), fc.constantFrom('de' as const, 'en' as const), facts, (task, language, f) => {
        const source = [f.keyword, ...f.related].join(' ');
        for (const text of composeTexts({ task, language, facts: f, brand: null })) {
          for (const digits of text.match(/\d+/gu) ?? []) expect(source).toContain(digits);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifySearchIntent, isSearchIntent, SEARCH_INTENTS, searchIntentOf, type SearchIntent } from './search-intent.ts';

const TABLE: readonly (readonly [string, SearchIntent])[] = [
  // German, informational
  ['wie lange kocht man eier', 'informational'],
  ['was ist seo', 'informational'],
  ['warum ist der himmel blau', 'informational'],
  ['wann blüht lavendel', 'informational'],
  ['laufschuhe damen', 'informational'],
  ['glühwein rezept', 'informational'],
  ['hochbeet selber machen', 'informational'],
  ['wie funktioniert ein corona test', 'informational'],
  ['wie viel kostet ein hausbau', 'informational'],
  ['bedeutung nachhaltigkeit', 'informational'],
  // English, informational
  ['how to tie a tie', 'informational'],
  ['what is keyword research', 'informational'],
  ['why do cats purr', 'informational'],
  ['banana bread recipe', 'informational'],
  ['seo meaning', 'informational'],
  ['garden ideas', 'informational'],
  // German, navigational
  ['sparkasse login', 'navigational'],
  ['gmx anmelden', 'navigational'],
  ['telekom kontakt', 'navigational'],
  ['ikea öffnungszeiten', 'navigational'],
  ['amazon.de', 'navigational'],
  ['www.zalando.de', 'navigational'],
  ['dhl kundenservice telefonnummer', 'navigational'],
  ['kundenportal', 'navigational'],
  // English, navigational
  ['facebook log in', 'navigational'],
  ['netflix sign in', 'navigational'],
  ['paypal contact us', 'navigational'],
  ['chase my account', 'navigational'],
  // German, transactional
  ['laufschuhe kaufen', 'transactional'],
  ['wo kann ich laufschuhe kaufen', 'transactional'],
  ['iphone 15 preis', 'transactional'],
  ['günstige flüge', 'transactional'],
  ['pizza bestellen', 'transactional'],
  ['fahrrad mieten berlin', 'transactional'],
  ['zalando gutschein', 'transactional'],
  ['laufschuhe online shop', 'transactional'],
  ['sofaangebote', 'transactional'],
  ['friseur in der nähe', 'transactional'],
  ['beste laufschuhe kaufen', 'transactional'],
  // English, transactional
  ['buy running shoes', 'transactional'],
  ['cheap flights to london', 'transactional'],
  ['iphone 15 price', 'transactional'],
  ['pizza near me', 'transactional'],
  ['nike discount code', 'transactional'],
  // German, commercial
  ['laufschuhe test', 'commercial'],
  ['beste laufschuhe', 'commercial'],
  ['iphone vs samsung', 'commercial'],
  ['check24 erfahrungen', 'commercial'],
  ['e-bike testsieger', 'commercial'],
  ['stromanbieter vergleich', 'commercial'],
  ['was ist der beste staubsauger', 'commercial'],
  ['saugroboter bewertungen', 'commercial'],
  ['laufschuhtest', 'commercial'],
  // English, commercial
  ['best running shoes 2026', 'commercial'],
  ['notion alternatives', 'commercial'],
  ['macbook air review', 'commercial'],
  ['asana vs trello', 'commercial'],
  ['top 10 vacuum cleaners', 'commercial'],
];

describe('classifySearchIntent', () => {
  it.each(TABLE)('%s → %s', (keyword, intent) => {
    expect(classifySearchIntent(keyword)).toBe(intent);
  });

  it('has a table of at least 40 German and English keywords covering every intent', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TABLE.map(([, intent]) => intent))).toEqual(new Set(SEARCH_INTENTS));
  });

  it('needs a compound head of four letters, so protest is no test and a short word no shop', () => {
    expect(classifySearchIntent('protest')).toBe('informational');
    expect(classifySearchIntent('contest')).toBe('informational');
    expect(classifySearchIntent('workshop')).toBe('transactional');
  });

  it('always answers one of the four intents', () => {
    fc.assert(fc.property(fc.string(), (keyword) => isSearchIntent(classifySearchIntent(keyword))));
  });

  it('ignores letter case and the spacing and punctuation around the words', () => {
    const word = fc.constantFrom('laufschuhe', 'kaufen', 'test', 'login', 'wie', 'beste', 'rezept', 'price', 'review', 'shoes', 'vs');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '  ', ', ', ' - '), (words, gap) => {
        const plain = words.join(' ');
        expect(classifySearchIntent(plain.toUpperCase())).toBe(classifySearchIntent(plain));
        expect(classifySearchIntent(`  ${words.join(gap)}?`)).toBe(classifySearchIntent(plain));
      }),
    );
  });

  it('makes any phrase without a login word transactional once it asks to buy', () => {
    const word = fc.constantFrom('laufschuhe', 'wie', 'beste', 'test', 'damen', 'rezept', 'was', 'vs', 'günstig');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 4 }), fc.constantFrom('kaufen', 'bestellen', 'buy', 'preis'), (words, action) => {
        expect(classifySearchIntent([...words, action].join(' '))).toBe('transactional');
      }),
    );
  });

  it('makes any phrase navigational once it asks for a login, whatever else it says', () => {
    const word = fc.constantFrom('kaufen', 'beste', 'wie', 'test', 'review', 'sparkasse', 'preis');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 4 }), fc.constantFrom('login', 'anmelden', 'kontakt', 'sign in'), (words, nav) => {
        expect(classifySearchIntent([nav, ...words].join(' '))).toBe('navigational');
      }),
    );
  });
});

describe('searchIntentOf', () => {
  it("believes the provider's intent and classifies when there is none or an unknown one", () => {
    expect(searchIntentOf('laufschuhe kaufen', 'commercial')).toBe('commercial');
    expect(searchIntentOf('laufschuhe kaufen', null)).toBe('transactional');
    expect(searchIntentOf('laufschuhe kaufen', 'local')).toBe('transactional');
  });
});

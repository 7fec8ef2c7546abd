/** Travel: summer holidays, city trips and bathing. */
import type { Topic } from './topic.ts';

export const TRAVEL_TOPICS: readonly Topic[] = [
  {
    id: 'summer-holiday', season: 'summer', category: 30120, commercial: 0.75,
    neighbours: ['city-trips', 'swimming', 'sun-care'],
    de: {
      heads: ['sommerurlaub', 'urlaub', 'pauschalreise', 'last minute urlaub', 'flüge', 'ferienwohnung', 'wohnmobil mieten', 'camping', 'kreuzfahrt', 'all inclusive urlaub'],
      modifiers: [
        'mallorca', 'türkei', 'griechenland', 'kroatien', 'italien', 'spanien', 'portugal', 'ägypten', 'ostsee', 'nordsee',
        'bodensee', 'mit kindern', 'mit hund', 'für paare', 'für familien', 'günstig', 'buchen', 'angebote', 'frühbucher',
        'last minute', '2 wochen', '1 woche', 'juni', 'juli', 'august', 'september', 'pfingsten', 'sommerferien',
        'check24', 'tui', 'booking', 'holidaycheck', 'versicherung', 'packliste', 'reiserücktritt', 'kosten', 'in der nähe',
        'deutschland', 'europa', 'ohne flug', 'mit dem auto', 'nachhaltig', 'inseln', 'ideen', 'ziele', 'wetter',
      ],
      products: ['koffer', 'reisetasche', 'rucksack', 'adapter', 'kühlbox', 'zelt'],
      questions: [
        'wo {k} im juni', 'wann {k} buchen', 'was kostet {k}', 'wohin in den {k}', 'wie viel geld für {k}', 'welches ziel für {k}',
        'warum ist {k} so teuer', 'wann ist {k} am günstigsten',
      ],
    },
    en: {
      heads: ['summer holiday', 'holidays', 'package holidays', 'last minute holidays', 'flights', 'holiday cottage', 'motorhome hire', 'camping', 'cruise', 'all inclusive holidays'],
      modifiers: [
        'majorca', 'turkey', 'greece', 'croatia', 'italy', 'spain', 'portugal', 'egypt', 'cornwall', 'devon', 'for families',
        'with dogs', 'for couples', 'cheap', 'deals', 'booking', 'early booking', '2 weeks', '1 week', 'june', 'july',
        'august', 'september', 'half term', 'jet2', 'tui', 'easyjet', 'insurance', 'packing list', 'cost', 'uk', 'europe',
        'without flying', 'sustainable', 'islands', 'ideas', 'destinations', 'weather',
      ],
      products: ['suitcase', 'travel bag', 'backpack', 'adapter', 'cool box', 'tent'],
      questions: ['where to go on {k} in june', 'when to book {k}', 'how much do {k} cost', 'which destination for {k}', 'why are {k} so expensive'],
    },
  },
  {
    id: 'city-trips', season: 'flat', category: 30130, commercial: 0.6,
    neighbours: ['summer-holiday', 'christmas-market'],
    de: {
      heads: ['städtereise', 'kurztrip', 'wochenendtrip', 'hotel', 'sehenswürdigkeiten', 'stadtführung', 'städtetrip'],
      modifiers: [
        'berlin', 'hamburg', 'münchen', 'köln', 'dresden', 'wien', 'paris', 'london', 'rom', 'prag', 'amsterdam', 'barcelona',
        'kopenhagen', 'lissabon', 'budapest', 'mit kindern', 'für paare', 'günstig', 'angebote', 'mit zug', 'mit bahn',
        'im winter', 'im dezember', 'im advent', 'an silvester', '2 tage', '3 tage', 'wochenende', 'tipps', 'geheimtipps',
        'ideen', 'deutschland', 'europa', 'buchen', 'gutschein', 'verschenken', 'zu zweit', 'wellness', 'in der nähe',
      ],
      products: ['gutschein', 'reiseführer', 'koffer', 'rucksack'],
      questions: ['wohin {k} im dezember', 'was kostet ein {k}', 'welche stadt für {k}', 'wie viele tage für {k}', 'wann {k} buchen'],
    },
    en: {
      heads: ['city break', 'short break', 'weekend break', 'hotels', 'things to do', 'walking tour', 'city trip'],
      modifiers: [
        'london', 'paris', 'rome', 'prague', 'amsterdam', 'barcelona', 'berlin', 'vienna', 'copenhagen', 'lisbon', 'budapest',
        'edinburgh', 'for families', 'for couples', 'cheap', 'deals', 'by train', 'in winter', 'in december', 'at christmas',
        '2 days', '3 days', 'tips', 'hidden gems', 'ideas', 'uk', 'europe', 'gift voucher', 'spa', 'near me',
      ],
      products: ['gift voucher', 'guide book', 'suitcase', 'backpack'],
      questions: ['where to go on a {k} in december', 'how much is a {k}', 'which city for a {k}', 'how many days for a {k}'],
    },
  },
  {
    id: 'swimming', season: 'summer', category: 30200, commercial: 0.2,
    neighbours: ['summer-holiday', 'sun-care', 'garden-furniture'],
    de: {
      heads: ['freibad', 'badesee', 'schwimmbad', 'hallenbad', 'therme', 'schwimmkurs', 'badeanzug', 'bikini', 'badehose'],
      modifiers: [
        'in der nähe', 'öffnungszeiten', 'eintritt', 'preise', 'heute', 'berlin', 'hamburg', 'münchen', 'köln', 'leipzig',
        'mit rutsche', 'mit sauna', 'für kinder', 'für erwachsene', 'für babys', 'wassertemperatur', 'wasserqualität',
        'mit hund', 'fkk', 'damen', 'herren', 'kinder', 'große größen', 'bauchweg', 'sale', 'kaufen', 'günstig',
        'gutschein', 'nacht', 'saison', 'ab wann offen', 'wetter', 'online tickets',
      ],
      products: ['handtuch', 'tasche', 'brille', 'flossen', 'schwimmflügel'],
      questions: ['wann öffnet das {k}', 'was kostet das {k}', 'wo ist das nächste {k}', 'wie warm ist das {k}', 'welches {k} hat eine rutsche'],
    },
    en: {
      heads: ['outdoor pool', 'lido', 'swimming pool', 'indoor pool', 'spa', 'swimming lessons', 'swimsuit', 'bikini', 'swim shorts'],
      modifiers: [
        'near me', 'opening times', 'prices', 'today', 'london', 'manchester', 'with slides', 'with sauna', 'for kids',
        'for adults', 'for babies', 'water temperature', 'women', 'men', 'kids', 'plus size', 'tummy control', 'sale',
        'cheap', 'voucher', 'season', 'weather', 'booking',
      ],
      products: ['towel', 'bag', 'goggles', 'fins', 'armbands'],
      questions: ['when does the {k} open', 'how much is the {k}', 'where is the nearest {k}', 'how warm is the {k}'],
    },
  },
];

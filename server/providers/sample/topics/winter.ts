/** Winter: ski holidays and winter sports, winter clothing, the car and the house in winter. */
import type { Topic } from './topic.ts';

export const WINTER_TOPICS: readonly Topic[] = [
  {
    id: 'winter-holiday', season: 'winter', category: 30110, commercial: 0.75,
    neighbours: ['winter-clothing', 'summer-holiday', 'christmas-market'],
    de: {
      heads: ['skiurlaub', 'skigebiet', 'skifahren', 'snowboard', 'langlauf', 'rodeln', 'skipass', 'skiverleih', 'winterurlaub', 'schneeschuhwandern'],
      modifiers: [
        'österreich', 'südtirol', 'schweiz', 'italien', 'tirol', 'salzburg', 'allgäu', 'bayern', 'harz', 'schwarzwald',
        'zillertal', 'ischgl', 'kitzbühel', 'sölden', 'arlberg', 'dolomiten', 'mit kindern', 'für anfänger', 'günstig',
        'last minute', 'all inclusive', 'pauschal', 'hotel', 'chalet', 'ferienwohnung', 'schneesicher', 'schneehöhe',
        'wetter', 'webcam', 'preise', 'kosten', 'packliste', 'versicherung', 'buchen', 'angebote', 'januar', 'februar',
        'märz', 'ostern', 'silvester', 'mit dem zug', 'ohne auto', 'kurs', 'skischule', 'in der nähe', 'heute geöffnet',
      ],
      products: ['ausrüstung', 'helm', 'brille', 'handschuhe', 'jacke', 'hose', 'rucksack', 'tasche'],
      questions: [
        'wo {k} im januar', 'wann beginnt die saison für {k}', 'was kostet {k}', 'wie teuer ist {k}', 'welches {k} ist schneesicher',
        'wo ist {k} am günstigsten', 'was braucht man zum {k}', 'wie lange dauert es {k} zu lernen', 'warum ist {k} so teuer',
        'wann ist {k} am günstigsten',
      ],
    },
    en: {
      heads: ['ski holiday', 'ski resort', 'skiing', 'snowboarding', 'cross country skiing', 'sledging', 'ski pass', 'ski hire', 'winter holiday', 'snowshoeing'],
      modifiers: [
        'austria', 'italy', 'france', 'switzerland', 'andorra', 'dolomites', 'alps', 'for families', 'for beginners', 'cheap',
        'last minute', 'all inclusive', 'package', 'hotel', 'chalet', 'snow report', 'weather', 'webcam', 'prices', 'cost',
        'packing list', 'insurance', 'deals', 'january', 'february', 'march', 'easter', 'by train', 'lessons', 'ski school',
        'near me', 'uk', 'scotland', 'jet2', 'tui', 'crystal',
      ],
      products: ['gear', 'helmet', 'goggles', 'gloves', 'jacket', 'trousers', 'backpack', 'bag'],
      questions: [
        'where to go {k} in january', 'when does the season for {k} start', 'how much does {k} cost', 'which {k} has the best snow',
        'what do you need for {k}', 'how long does it take to learn {k}', 'why is {k} so expensive',
      ],
    },
  },
  {
    id: 'winter-clothing', season: 'winter', category: 40110, commercial: 0.85,
    neighbours: ['clothing', 'winter-holiday', 'shoes'],
    de: {
      heads: ['winterjacke', 'wintermantel', 'daunenjacke', 'parka', 'winterschuhe', 'winterstiefel', 'schal', 'mütze', 'handschuhe', 'thermounterwäsche', 'skijacke'],
      modifiers: [
        'damen', 'herren', 'kinder', 'mädchen', 'jungen', 'wasserdicht', 'lang', 'kurz', 'günstig', 'sale', 'reduziert',
        'ohne daunen', 'mit kapuze', 'mit fell', 'schwarz', 'grün', 'beige', 'blau', 'outdoor', 'leicht', 'warm',
        'extra warm', 'große größen', 'xxl', 'test', 'stiftung warentest', 'jack wolfskin', 'north face', 'vegan',
        'zalando', 'about you', 'waschen', 'outlet', 'black friday', 'bis -20 grad', 'nachhaltig', 'wolle', 'kaschmir',
        'gefüttert', 'rutschfest', 'breit', 'gr 38', 'gr 40', 'gr 152',
      ],
      products: ['imprägnierspray', 'waschmittel', 'bügel', 'kleiderschrank'],
      questions: [
        'welche {k} ist am wärmsten', 'wie {k} waschen', 'was kostet eine gute {k}', 'wann {k} kaufen', 'wo {k} günstig kaufen',
        'welche größe bei {k}', 'wie fällt {k} aus', 'warum ist {k} so teuer', 'womit {k} imprägnieren', 'woran erkennt man eine gute {k}',
      ],
    },
    en: {
      heads: ['winter coat', 'winter jacket', 'puffer jacket', 'parka', 'winter boots', 'snow boots', 'scarf', 'beanie', 'gloves', 'thermal underwear', 'ski jacket'],
      modifiers: [
        'women', 'men', 'kids', 'girls', 'boys', 'waterproof', 'long', 'short', 'cheap', 'sale', 'hooded', 'with fur',
        'black', 'green', 'beige', 'navy', 'lightweight', 'warm', 'warmest', 'plus size', 'xxl', 'best', 'north face',
        'vegan', 'zara', 'h&m', 'next', 'uniqlo', 'washing', 'outlet', 'black friday', 'sustainable', 'wool', 'cashmere',
        'lined', 'non slip', 'wide fit', 'size 12',
      ],
      products: ['waterproofing spray', 'detergent', 'hangers', 'storage bags'],
      questions: [
        'which {k} is the warmest', 'how to wash a {k}', 'how much is a good {k}', 'when to buy a {k}', 'where to buy a {k}',
        'what size {k} should i get', 'why are {k} so expensive',
      ],
    },
  },
  {
    id: 'winter-car', season: 'winter', category: 50500, commercial: 0.8,
    neighbours: ['winter-clothing', 'household-appliances'],
    de: {
      heads: ['winterreifen', 'allwetterreifen', 'schneeketten', 'eiskratzer', 'streusalz', 'schneeschieber', 'frostschutz', 'standheizung', 'heizlüfter', 'enteiser'],
      modifiers: [
        'kaufen', 'test', 'testsieger', 'adac', 'günstig', 'angebot', 'online', 'montage', 'wechseln', 'wann',
        'pflicht', 'profiltiefe', 'alter', 'einlagern', 'kosten', 'michelin', 'continental', 'goodyear', 'bridgestone',
        'dunlop', 'felgen', 'komplettradsatz', '16 zoll', '17 zoll', '205 55 r16', 'atu', 'vergölst', 'in der nähe',
        'nachrüsten', 'verbrauch', 'umweltfreundlich', 'alternative', 'hornbach', 'obi', 'lidl', 'aldi', 'kaufland',
      ],
      products: ['felgen', 'einlagerung', 'montage', 'wagenheber', 'radkreuz'],
      questions: [
        'wann {k} wechseln', 'wie alt dürfen {k} sein', 'welche {k} sind die besten', 'was kosten {k}', 'sind {k} pflicht',
        'wie viel profil brauchen {k}', 'wo {k} einlagern', 'warum {k} im sommer schlecht sind',
      ],
    },
    en: {
      heads: ['winter tyres', 'all season tyres', 'snow chains', 'ice scraper', 'grit salt', 'snow shovel', 'antifreeze', 'de icer', 'fan heater', 'block heater'],
      modifiers: [
        'buy', 'best', 'reviews', 'which', 'cheap', 'deals', 'online', 'fitting', 'near me', 'when to fit', 'law', 'tread depth',
        'age', 'storage', 'cost', 'michelin', 'continental', 'goodyear', 'bridgestone', 'halfords', 'kwik fit', '16 inch',
        '205 55 r16', 'uk', 'eco friendly', 'alternative',
      ],
      products: ['rims', 'storage', 'fitting', 'jack'],
      questions: ['when to fit {k}', 'how old can {k} be', 'which {k} are the best', 'how much are {k}', 'are {k} worth it', 'do i need {k}'],
    },
  },
];

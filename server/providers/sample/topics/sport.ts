/** Sport: fitness, running, cycling, football and winter sports. */
import type { Topic } from './topic.ts';

export const SPORT_TOPICS: readonly Topic[] = [
  {
    id: 'fitness', season: 'flat', category: 60100, commercial: 0.55,
    neighbours: ['running', 'nutrition'],
    de: {
      heads: ['fitnessstudio', 'krafttraining', 'yoga', 'pilates', 'hanteln', 'laufband', 'crosstrainer', 'fitnessarmband', 'proteinpulver', 'home workout'],
      modifiers: [
        'für anfänger', 'für frauen', 'für männer', 'für senioren', 'zu hause', 'übungen', 'trainingsplan', 'kosten',
        'in der nähe', 'ohne vertrag', 'probetraining', 'kündigen', 'mcfit', 'clever fit', 'fitx', 'urban sports club',
        'test', 'testsieger', 'kaufen', 'gebraucht', 'günstig', 'angebot', 'set', 'verstellbar', 'klappbar', 'app',
        'video', 'youtube', 'kurs', 'online', 'abnehmen', 'muskelaufbau', 'bauch', 'rücken', 'beine', 'dehnen',
        'wie oft', 'vorher nachher', 'matte', 'zubehör', '10 kg', '20 kg',
      ],
      products: ['matte', 'set', 'bank', 'gürtel', 'handschuhe', 'flasche'],
      questions: [
        'wie oft {k} pro woche', 'was bringt {k}', 'welches {k} ist das beste', 'wie lange dauert {k}', 'was kostet {k}',
        'wann {k} machen', 'warum {k} für anfänger', 'wo {k} machen', 'womit {k} anfangen', 'wofür ist {k} gut',
      ],
    },
    en: {
      heads: ['gym', 'strength training', 'yoga', 'pilates', 'dumbbells', 'treadmill', 'cross trainer', 'fitness tracker', 'protein powder', 'home workout'],
      modifiers: [
        'for beginners', 'for women', 'for men', 'for seniors', 'at home', 'exercises', 'workout plan', 'membership', 'near me',
        'no contract', 'free trial', 'cancel', 'puregym', 'the gym group', 'best', 'reviews', 'buy', 'used', 'cheap', 'sale',
        'set', 'adjustable', 'foldable', 'app', 'video', 'youtube', 'classes', 'online', 'weight loss', 'muscle gain',
        'abs', 'back', 'legs', 'stretching', 'before and after', 'mat', '10kg', '20kg',
      ],
      products: ['mat', 'set', 'bench', 'belt', 'gloves', 'bottle'],
      questions: [
        'how often should you do {k}', 'what are the benefits of {k}', 'which {k} is best', 'how long should {k} take',
        'how much is {k}', 'when to do {k}', 'where to do {k}', 'what is {k} good for',
      ],
    },
  },
  {
    id: 'running', season: 'spring', category: 60200, commercial: 0.6,
    neighbours: ['fitness', 'cycling', 'shoes'],
    de: {
      heads: ['laufschuhe', 'joggen', 'marathon', 'halbmarathon', 'laufuhr', 'trailrunning', 'laufbekleidung', 'laufband training'],
      modifiers: [
        'damen', 'herren', 'test', 'testsieger', 'kaufen', 'günstig', 'sale', 'für anfänger', 'für übergewichtige',
        'für plattfüße', 'mit dämpfung', 'wasserdicht', 'asics', 'nike', 'adidas', 'brooks', 'hoka', 'on', 'garmin',
        'polar', 'trainingsplan', 'in 4 wochen', 'tempo', 'pace', 'abnehmen', 'kalorien', 'im winter', 'bei regen',
        'morgens', 'abends', 'berlin', 'hamburg', 'münchen', 'frankfurt', 'köln', 'anmeldung', 'zeit', 'rekord',
        'ernährung', 'zubehör', 'ebay', 'outlet',
      ],
      products: ['socken', 'gürtel', 'rucksack', 'jacke', 'tights', 'armband', 'stirnlampe'],
      questions: [
        'wie oft {k} pro woche', 'welche {k} für anfänger', 'wie lange halten {k}', 'was essen vor {k}', 'wann {k} gehen',
        'warum tun beim {k} die knie weh', 'wie schnell {k}', 'wo {k} in der nähe',
      ],
    },
    en: {
      heads: ['running shoes', 'jogging', 'marathon', 'half marathon', 'running watch', 'trail running', 'running clothes', 'couch to 5k'],
      modifiers: [
        'women', 'men', 'best', 'reviews', 'buy', 'cheap', 'sale', 'for beginners', 'for flat feet', 'cushioned', 'waterproof',
        'asics', 'nike', 'adidas', 'brooks', 'hoka', 'garmin', 'training plan', 'pace', 'weight loss', 'calories',
        'in winter', 'in the rain', 'london', 'berlin', 'new york', 'entry', 'times', 'record', 'nutrition', 'uk', 'outlet',
      ],
      products: ['socks', 'belt', 'backpack', 'jacket', 'tights', 'armband', 'head torch'],
      questions: [
        'how often should you go {k}', 'which {k} for beginners', 'how long do {k} last', 'what to eat before {k}',
        'why do my knees hurt after {k}', 'how fast is {k}',
      ],
    },
  },
  {
    id: 'cycling', season: 'summer', category: 60300, commercial: 0.75,
    neighbours: ['running', 'city-trips'],
    de: {
      heads: ['fahrrad', 'e-bike', 'mountainbike', 'rennrad', 'gravelbike', 'lastenrad', 'fahrradhelm', 'fahrradschloss', 'pedelec', 'kinderfahrrad'],
      modifiers: [
        'kaufen', 'gebraucht', 'günstig', 'test', 'testsieger', 'leasing', 'jobrad', 'damen', 'herren', 'kinder', '26 zoll',
        '28 zoll', '20 zoll', 'mit motor', 'akku', 'reichweite', 'versicherung', 'reparatur', 'werkstatt', 'in der nähe',
        'inspektion', 'kosten', 'mieten', 'tour', 'touren', 'radweg', 'ostsee', 'bodensee', 'donau', 'decathlon', 'cube',
        'canyon', 'bosch', 'rahmengröße', 'reifen', 'sattel', 'licht', 'klingel', 'ständer', 'angebot', 'sale', 'zubehör',
      ],
      products: ['schloss', 'helm', 'tasche', 'anhänger', 'träger', 'licht', 'pumpe', 'handschuhe'],
      questions: [
        'welches {k} passt zu mir', 'wie viel kostet ein {k}', 'welche rahmengröße beim {k}', 'wie lange hält ein {k} akku',
        'wo {k} kaufen', 'wann {k} kaufen', 'wie {k} reinigen', 'warum quietscht mein {k}', 'womit {k} schmieren',
      ],
    },
    en: {
      heads: ['bike', 'e bike', 'mountain bike', 'road bike', 'gravel bike', 'cargo bike', 'bike helmet', 'bike lock', 'kids bike', 'folding bike'],
      modifiers: [
        'buy', 'used', 'cheap', 'best', 'reviews', 'cycle to work scheme', 'women', 'men', 'kids', '26 inch', '29 inch',
        '20 inch', 'battery', 'range', 'insurance', 'repair', 'shop near me', 'service', 'hire', 'routes', 'halfords',
        'decathlon', 'evans', 'frame size', 'tyres', 'saddle', 'lights', 'sale', 'accessories', 'uk',
      ],
      products: ['lock', 'helmet', 'bag', 'trailer', 'rack', 'lights', 'pump', 'gloves'],
      questions: [
        'which {k} is right for me', 'how much is a {k}', 'what size {k} do i need', 'how long does an {k} battery last',
        'where to buy a {k}', 'how to clean a {k}', 'why does my {k} squeak',
      ],
    },
  },
  {
    id: 'football', season: 'flat', category: 60400, commercial: 0.5,
    neighbours: ['fitness'],
    de: {
      heads: ['fußball', 'fußballschuhe', 'bundesliga', 'champions league', 'trikot', 'fußballtor', 'hallenschuhe'],
      modifiers: [
        'heute', 'live', 'live stream', 'ergebnisse', 'tabelle', 'spielplan', 'tickets', 'kaufen', 'günstig', 'kinder',
        'herren', 'damen', 'nike', 'adidas', 'puma', 'torschützenliste', 'tv', 'übertragung', 'sky', 'dazn', 'news',
        'transfermarkt', 'wm', 'em', 'training', 'übungen', 'für kinder', 'größe 5', 'garten', 'verein in der nähe', 'regeln',
      ],
      products: ['ball', 'tor', 'trikot', 'schienbeinschoner', 'tasche', 'stutzen'],
      questions: ['wer zeigt {k} heute', 'wann ist {k}', 'wo läuft {k}', 'wie viele spieler hat {k}', 'welche {k} für kunstrasen', 'was kostet ein {k}'],
    },
    en: {
      heads: ['football', 'football boots', 'premier league', 'champions league', 'football shirt', 'football goal', 'indoor football shoes'],
      modifiers: [
        'today', 'live', 'live stream', 'results', 'table', 'fixtures', 'tickets', 'buy', 'cheap', 'kids', 'men', 'women',
        'nike', 'adidas', 'puma', 'top scorers', 'on tv', 'sky sports', 'news', 'transfers', 'world cup', 'training',
        'drills', 'for kids', 'size 5', 'garden', 'clubs near me', 'rules',
      ],
      products: ['ball', 'goal', 'shirt', 'shin pads', 'bag', 'socks'],
      questions: ['who is showing {k} today', 'when is {k}', 'where to watch {k}', 'how many players in {k}', 'which {k} for astro turf'],
    },
  },
];

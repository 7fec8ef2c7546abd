/** Technology and the home: computers, phones, kitchen and household appliances, tools, furniture. */
import type { Topic } from './topic.ts';

export const TECHNOLOGY_TOPICS: readonly Topic[] = [
  {
    id: 'computers', season: 'flat', category: 50200, commercial: 0.95,
    neighbours: ['smartphones'],
    de: {
      heads: ['laptop', 'notebook', 'tablet', 'pc', 'monitor', 'drucker', 'tastatur', 'maus', 'router', 'kopfhörer', 'gaming pc'],
      modifiers: [
        'kaufen', 'test', 'testsieger', 'günstig', 'angebot', 'gebraucht', 'refurbished', 'für studenten', 'für schule',
        'für gaming', 'für büro', 'für senioren', 'für bildbearbeitung', 'bis 500 euro', 'bis 1000 euro', '14 zoll', '15 zoll',
        '17 zoll', '27 zoll', '4k', 'mit touchscreen', 'ohne betriebssystem', 'windows 11', 'lenovo', 'hp', 'dell', 'asus',
        'acer', 'apple', 'samsung', 'mediamarkt', 'saturn', 'otto', 'amazon', 'reparatur', 'akku', 'ladegerät', 'lüfter laut',
        'zurücksetzen', 'vergleich', 'bluetooth', 'kabellos', 'ergonomisch', 'usb c', 'wlan', 'black friday', 'xxl',
      ],
      products: ['tasche', 'hülle', 'ladegerät', 'ständer', 'dockingstation', 'maus', 'kabel', 'adapter'],
      questions: [
        'welcher {k} ist der beste', 'wie viel ram braucht ein {k}', 'was kostet ein {k}', 'wie lange hält ein {k}',
        'wann {k} kaufen', 'wo {k} reparieren lassen', 'warum ist mein {k} so langsam', 'wie {k} zurücksetzen',
        'womit {k} reinigen', 'woran erkennt man einen guten {k}', 'wofür braucht man einen {k}',
      ],
    },
    en: {
      heads: ['laptop', 'notebook', 'tablet', 'pc', 'monitor', 'printer', 'keyboard', 'mouse', 'router', 'headphones', 'gaming pc'],
      modifiers: [
        'buy', 'best', 'reviews', 'cheap', 'deals', 'used', 'refurbished', 'for students', 'for school', 'for gaming',
        'for office', 'for seniors', 'for photo editing', 'under 500', 'under 1000', '14 inch', '15 inch', '27 inch', '4k',
        'touchscreen', 'windows 11', 'lenovo', 'hp', 'dell', 'asus', 'acer', 'apple', 'samsung', 'currys', 'argos', 'amazon',
        'repair', 'battery', 'charger', 'fan noise', 'reset', 'comparison', 'bluetooth', 'wireless', 'ergonomic', 'usb c',
        'black friday', 'uk',
      ],
      products: ['bag', 'case', 'charger', 'stand', 'docking station', 'mouse', 'cable', 'adapter'],
      questions: [
        'which {k} is best', 'how much ram does a {k} need', 'how much is a {k}', 'how long does a {k} last',
        'when to buy a {k}', 'where to repair a {k}', 'why is my {k} so slow', 'how to reset a {k}',
      ],
    },
  },
  {
    id: 'smartphones', season: 'flat', category: 50400, commercial: 0.95,
    neighbours: ['computers', 'finance-accounts'],
    de: {
      heads: ['handy', 'smartphone', 'iphone', 'samsung galaxy', 'handyvertrag', 'prepaid karte', 'smartwatch', 'powerbank', 'handyhülle'],
      modifiers: [
        'kaufen', 'ohne vertrag', 'mit vertrag', 'gebraucht', 'refurbished', 'günstig', 'angebot', 'test', 'testsieger',
        'vergleich', 'für senioren', 'für kinder', 'bis 200 euro', 'bis 300 euro', 'kamera', 'akku', 'akku tauschen',
        'display reparatur', 'reparatur in der nähe', 'media markt', 'otto', 'telekom', 'vodafone', 'o2', 'congstar',
        'aldi talk', 'unbegrenztes datenvolumen', 'esim', 'dual sim', '5g', '128 gb', '256 gb', 'wasserdicht', 'klein',
        'outdoor', 'black friday', 'orten', 'zurücksetzen', 'entsperren', 'ladekabel', 'induktiv laden',
      ],
      products: ['hülle', 'panzerglas', 'ladekabel', 'halterung', 'netzteil', 'powerbank'],
      questions: [
        'welches {k} ist das beste', 'wie lange hält ein {k} akku', 'was kostet ein {k}', 'wann kommt das neue {k}',
        'wo {k} reparieren', 'warum wird mein {k} heiß', 'wie {k} orten', 'womit {k} reinigen',
      ],
    },
    en: {
      heads: ['phone', 'smartphone', 'iphone', 'samsung galaxy', 'phone contract', 'sim only', 'smartwatch', 'power bank', 'phone case'],
      modifiers: [
        'buy', 'unlocked', 'on contract', 'used', 'refurbished', 'cheap', 'deals', 'best', 'reviews', 'comparison', 'for seniors',
        'for kids', 'under 200', 'camera', 'battery', 'battery replacement', 'screen repair', 'repair near me', 'ee', 'vodafone',
        'o2', 'three', 'giffgaff', 'unlimited data', 'esim', 'dual sim', '5g', '128gb', 'waterproof', 'small', 'rugged',
        'black friday', 'track', 'reset', 'unlock', 'charger', 'wireless charging', 'uk',
      ],
      products: ['case', 'screen protector', 'charger', 'holder', 'plug', 'power bank'],
      questions: ['which {k} is best', 'how long does a {k} battery last', 'how much is a {k}', 'when is the new {k} coming out', 'why is my {k} hot', 'how to track a {k}'],
    },
  },
  {
    id: 'kitchen-appliances', season: 'flat', category: 50100, commercial: 0.9,
    neighbours: ['household-appliances', 'hot-drinks', 'baking'],
    de: {
      heads: ['kaffeevollautomat', 'heißluftfritteuse', 'thermomix', 'küchenmaschine', 'wasserkocher', 'toaster', 'mikrowelle', 'mixer', 'kühlschrank', 'geschirrspüler', 'siebträgermaschine'],
      modifiers: [
        'kaufen', 'test', 'testsieger', 'stiftung warentest', 'günstig', 'angebot', 'gebraucht', 'mit milchaufschäumer',
        'mit mahlwerk', 'edelstahl', 'retro', 'klein', 'groß', 'xxl', 'einbau', 'freistehend', 'ohne gefrierfach',
        'mit gefrierfach', 'energieeffizienz', 'stromverbrauch', 'entkalken', 'reinigen', 'reparatur', 'ersatzteile',
        'rezepte', 'zubehör', 'delonghi', 'siemens', 'bosch', 'philips', 'tefal', 'ninja', 'kitchenaid', 'smeg', 'miele',
        'mediamarkt', 'otto', 'lidl', 'monsieur cuisine', 'black friday', 'zu laut', 'leise',
      ],
      products: ['entkalker', 'zubehör', 'ersatzteile', 'filter', 'reiniger', 'rezeptbuch'],
      questions: [
        'welcher {k} ist der beste', 'wie {k} entkalken', 'wie viel strom verbraucht ein {k}', 'was kostet ein {k}',
        'wie lange hält ein {k}', 'warum ist mein {k} so laut', 'womit {k} reinigen', 'lohnt sich ein {k}',
      ],
    },
    en: {
      heads: ['bean to cup coffee machine', 'air fryer', 'thermomix', 'stand mixer', 'kettle', 'toaster', 'microwave', 'blender', 'fridge', 'dishwasher', 'espresso machine'],
      modifiers: [
        'buy', 'best', 'reviews', 'which', 'cheap', 'deals', 'used', 'with milk frother', 'stainless steel', 'retro', 'small',
        'large', 'integrated', 'freestanding', 'energy efficient', 'running cost', 'descaling', 'cleaning', 'repair', 'parts',
        'recipes', 'accessories', 'delonghi', 'bosch', 'philips', 'tefal', 'ninja', 'kitchenaid', 'smeg', 'currys', 'argos',
        'black friday', 'noisy', 'quiet', 'uk',
      ],
      products: ['descaler', 'accessories', 'parts', 'filter', 'cleaner', 'recipe book'],
      questions: ['which {k} is best', 'how to descale a {k}', 'how much electricity does a {k} use', 'how much is a {k}', 'is a {k} worth it', 'why is my {k} so loud'],
    },
  },
  {
    id: 'household-appliances', season: 'flat', category: 50100, commercial: 0.9,
    neighbours: ['kitchen-appliances', 'diy-tools', 'furniture'],
    de: {
      heads: ['waschmaschine', 'trockner', 'staubsauger', 'saugroboter', 'akkusauger', 'luftreiniger', 'ventilator', 'klimaanlage', 'luftentfeuchter', 'bügeleisen'],
      modifiers: [
        'kaufen', 'test', 'testsieger', 'stiftung warentest', 'günstig', 'angebot', 'gebraucht', 'mit wischfunktion',
        'beutellos', 'leise', 'klein', 'mobil', 'ohne schlauch', 'für allergiker', 'für tierhaare', '8 kg', '9 kg',
        'wärmepumpe', 'energieeffizienz', 'stromverbrauch', 'reinigen', 'entkalken', 'reparatur', 'ersatzteile',
        'riecht', 'fehler', 'miele', 'bosch', 'siemens', 'samsung', 'dyson', 'roborock', 'ecovacs', 'aeg', 'mediamarkt',
        'otto', 'lidl', 'black friday', 'lieferung', 'anschließen', 'xxl',
      ],
      products: ['ersatzteile', 'filter', 'beutel', 'schlauch', 'unterschrank', 'zubehör'],
      questions: [
        'welcher {k} ist der beste', 'wie lange hält ein {k}', 'wie viel strom verbraucht ein {k}', 'wie {k} reinigen',
        'was kostet ein {k}', 'warum riecht mein {k}', 'womit {k} reinigen', 'lohnt sich ein {k}',
      ],
    },
    en: {
      heads: ['washing machine', 'tumble dryer', 'vacuum cleaner', 'robot vacuum', 'cordless vacuum', 'air purifier', 'fan', 'air conditioner', 'dehumidifier', 'iron'],
      modifiers: [
        'buy', 'best', 'reviews', 'which', 'cheap', 'deals', 'used', 'with mop', 'bagless', 'quiet', 'small', 'portable',
        'for allergies', 'for pet hair', '8kg', '9kg', 'heat pump', 'energy efficient', 'running cost', 'cleaning', 'repair',
        'parts', 'smells', 'error codes', 'miele', 'bosch', 'samsung', 'dyson', 'shark', 'currys', 'ao', 'argos',
        'black friday', 'delivery', 'installation', 'uk',
      ],
      products: ['parts', 'filter', 'bags', 'hose', 'accessories'],
      questions: ['which {k} is best', 'how long does a {k} last', 'how much electricity does a {k} use', 'how to clean a {k}', 'why does my {k} smell'],
    },
  },
  {
    id: 'diy-tools', season: 'flat', category: 50300, commercial: 0.85,
    neighbours: ['household-appliances', 'garden-tools', 'furniture'],
    de: {
      heads: ['bohrmaschine', 'akkuschrauber', 'stichsäge', 'kreissäge', 'schleifmaschine', 'werkzeugkoffer', 'leiter', 'wandfarbe', 'laminat', 'tapete'],
      modifiers: [
        'kaufen', 'test', 'testsieger', 'günstig', 'angebot', 'set', 'akku', 'mit kabel', 'für beton', 'für holz',
        'für anfänger', 'bosch', 'makita', 'metabo', 'dewalt', 'einhell', 'festool', 'parkside', 'lidl', 'obi', 'bauhaus',
        'hornbach', 'toom', 'mieten', 'leihen', 'gebraucht', 'zubehör', 'bits', 'bohrer', 'anleitung', 'verlegen',
        'streichen', 'entfernen', 'weiß', 'grau', 'abwaschbar', 'berechnen', 'menge', '10 liter', 'xxl',
      ],
      products: ['bohrer', 'bits', 'akku', 'koffer', 'sägeblatt', 'schleifpapier', 'rolle', 'pinsel'],
      questions: [
        'welche {k} ist die beste', 'wie {k} benutzen', 'was kostet eine {k}', 'wo {k} leihen', 'wie viel {k} brauche ich',
        'womit {k} entfernen', 'warum dreht die {k} nicht',
      ],
    },
    en: {
      heads: ['drill', 'cordless drill', 'jigsaw', 'circular saw', 'sander', 'tool box', 'ladder', 'paint', 'laminate flooring', 'wallpaper'],
      modifiers: [
        'buy', 'best', 'reviews', 'cheap', 'deals', 'set', 'cordless', 'corded', 'for concrete', 'for wood', 'for beginners',
        'bosch', 'makita', 'dewalt', 'ryobi', 'b&q', 'screwfix', 'toolstation', 'wickes', 'hire', 'used', 'accessories',
        'bits', 'instructions', 'laying', 'painting', 'removing', 'white', 'grey', 'washable', 'calculator', 'uk',
      ],
      products: ['drill bits', 'bits', 'battery', 'case', 'saw blade', 'sandpaper', 'roller', 'brush'],
      questions: ['which {k} is best', 'how to use a {k}', 'how much is a {k}', 'where to hire a {k}', 'how much {k} do i need'],
    },
  },
  {
    id: 'furniture', season: 'flat', category: 50600, commercial: 0.85,
    neighbours: ['household-appliances', 'garden-furniture', 'diy-tools'],
    de: {
      heads: ['sofa', 'bett', 'matratze', 'kleiderschrank', 'schreibtisch', 'esstisch', 'lampe', 'tisch', 'regal', 'teppich', 'bürostuhl'],
      modifiers: [
        'kaufen', 'günstig', 'sale', 'angebot', 'gebraucht', 'ikea', 'otto', 'home24', 'xxxlutz', 'höffner', 'poco', 'roller',
        'jysk', 'massivholz', 'eiche', 'weiß', 'schwarz', 'grau', 'modern', 'skandinavisch', 'vintage', 'klein', 'groß',
        'ausziehbar', 'höhenverstellbar', 'mit stauraum', 'mit schlaffunktion', '140x200', '180x200', '90x200', 'test',
        'testsieger', 'stiftung warentest', 'aufbauen', 'entsorgen', 'reinigen', 'online', 'in der nähe', 'lieferung', 'xxl',
      ],
      products: ['bezug', 'kissen', 'lattenrost', 'topper', 'bettwäsche', 'schubladen', 'leuchtmittel'],
      questions: [
        'welche {k} ist die beste', 'wie {k} reinigen', 'wie lange hält eine {k}', 'wo {k} günstig kaufen', 'wie {k} entsorgen',
        'was kostet ein {k}', 'wann {k} wechseln',
      ],
    },
    en: {
      heads: ['sofa', 'bed', 'mattress', 'wardrobe', 'desk', 'dining table', 'lamp', 'table', 'shelves', 'rug', 'office chair'],
      modifiers: [
        'buy', 'cheap', 'sale', 'deals', 'used', 'ikea', 'dunelm', 'john lewis', 'wayfair', 'argos', 'solid wood', 'oak',
        'white', 'black', 'grey', 'modern', 'scandinavian', 'vintage', 'small', 'large', 'extendable', 'adjustable',
        'with storage', 'sofa bed', 'king size', 'double', 'single', 'best', 'reviews', 'assembly', 'disposal', 'cleaning',
        'online', 'near me', 'delivery', 'uk',
      ],
      products: ['cover', 'cushions', 'slats', 'topper', 'bedding', 'drawers', 'bulbs'],
      questions: ['which {k} is best', 'how to clean a {k}', 'how long does a {k} last', 'where to buy a cheap {k}', 'how to dispose of a {k}'],
    },
  },
];

/** Food and drink: coffee and tea, baking, everyday cooking, wine, beer and cocktails, grilling. */
import type { Topic } from './topic.ts';

export const FOOD_DRINK_TOPICS: readonly Topic[] = [
  {
    id: 'hot-drinks', season: 'flat', category: 10110, commercial: 0.55,
    neighbours: ['christmas-drinks', 'kitchen-appliances'],
    de: {
      heads: ['kaffee', 'tee', 'espresso', 'cappuccino', 'latte macchiato', 'matcha', 'chai latte', 'grüner tee', 'kakao', 'kräutertee'],
      modifiers: [
        'kaufen', 'bohnen', 'gemahlen', 'entkoffeiniert', 'bio', 'fair trade', 'abo', 'test', 'testsieger', 'sorten',
        'wirkung', 'koffein', 'gesund', 'kalorien', 'zubereitung', 'rezept', 'selber machen', 'mit milch', 'ohne milch',
        'mit hafermilch', 'vegan', 'online', 'rösterei', 'in der nähe', 'to go', 'dm', 'aldi', 'tchibo', 'lidl',
        'angebot', 'nebenwirkungen', 'schwangerschaft', 'abnehmen', 'bei erkältung', 'gegen übelkeit', 'für kinder',
        'zum abnehmen', 'ziehen lassen', 'temperatur', 'haltbarkeit', 'kilo', '1 kg', '500g',
      ],
      products: ['maschine', 'tassen', 'dose', 'filter', 'kanne', 'mühle', 'becher', 'sieb'],
      questions: [
        'wie viel koffein hat {k}', 'wie lange {k} ziehen lassen', 'was ist {k}', 'ist {k} gesund', 'wann {k} trinken',
        'warum macht {k} müde', 'welcher {k} ist der beste', 'wo {k} kaufen', 'wie {k} zubereiten', 'wofür ist {k} gut',
        'womit {k} süßen', 'woran erkennt man guten {k}', 'wer hat {k} erfunden',
      ],
    },
    en: {
      heads: ['coffee', 'tea', 'espresso', 'cappuccino', 'latte', 'matcha', 'chai latte', 'green tea', 'cocoa', 'herbal tea'],
      modifiers: [
        'beans', 'ground', 'decaf', 'organic', 'fair trade', 'subscription', 'best', 'types', 'benefits', 'caffeine',
        'healthy', 'calories', 'recipe', 'at home', 'with milk', 'with oat milk', 'vegan', 'online', 'near me', 'uk',
        'side effects', 'pregnancy', 'for weight loss', 'for a cold', 'temperature', 'shelf life', 'costa', 'starbucks',
        'tesco', 'wholesale', '1kg',
      ],
      products: ['machine', 'mugs', 'canister', 'filters', 'pot', 'grinder', 'cups', 'strainer'],
      questions: [
        'how much caffeine is in {k}', 'how long to steep {k}', 'what is {k}', 'is {k} healthy', 'when to drink {k}',
        'why does {k} make me tired', 'which {k} is best', 'where to buy {k}', 'how to make {k}', 'what is {k} good for',
        'who invented {k}',
      ],
    },
  },
  {
    id: 'baking', season: 'flat', category: 10300, commercial: 0.25,
    neighbours: ['christmas-baking', 'cooking', 'kitchen-appliances'],
    de: {
      heads: ['kuchen', 'brot backen', 'käsekuchen', 'apfelkuchen', 'muffins', 'brownies', 'torte', 'pizzateig', 'sauerteig', 'waffeln', 'pfannkuchen'],
      modifiers: [
        'rezept', 'einfach', 'schnell', 'saftig', 'ohne backen', 'vegan', 'glutenfrei', 'ohne zucker', 'ohne ei',
        'low carb', 'thermomix', 'vom blech', 'mit quark', 'mit hefe', 'ohne hefe', 'mit obst', 'mit schokolade',
        'chefkoch', 'backzeit', 'temperatur', 'kalorien', 'einfrieren', 'aufbewahren', 'für kinder', 'zum geburtstag',
        'für 10 personen', 'oma', 'klassisch', 'backmischung', 'airfryer', 'heißluftfritteuse', 'dr oetker', 'lecker',
        'ideen', 'ohne mehl', 'protein', 'kleine form', '26er form', '20 cm',
      ],
      products: ['form', 'backblech', 'backpapier', 'mixer', 'springform', 'waffeleisen', 'backofen'],
      questions: [
        'wie lange {k} backen', 'wie {k} einfrieren', 'was braucht man für {k}', 'warum fällt {k} zusammen',
        'welche form für {k}', 'wann ist {k} fertig', 'womit {k} verzieren', 'woran erkennt man dass {k} durch ist',
        'wie lange hält {k}',
      ],
    },
    en: {
      heads: ['cake', 'bread', 'cheesecake', 'apple pie', 'muffins', 'brownies', 'banana bread', 'pizza dough', 'sourdough', 'waffles', 'pancakes'],
      modifiers: [
        'recipe', 'easy', 'quick', 'moist', 'no bake', 'vegan', 'gluten free', 'sugar free', 'without eggs', 'low carb',
        'keto', 'in air fryer', 'from scratch', 'with chocolate', 'baking time', 'temperature', 'calories', 'freeze',
        'storage', 'for kids', 'for birthday', 'bbc good food', 'mary berry', 'mix', 'ideas', 'protein', 'near me',
        'delivery', 'uk', 'best',
      ],
      products: ['tin', 'baking tray', 'parchment paper', 'mixer', 'springform pan', 'waffle iron', 'oven'],
      questions: [
        'how long to bake {k}', 'how to freeze {k}', 'what do you need for {k}', 'why did my {k} sink',
        'which pan for {k}', 'when is {k} done', 'how long does {k} last',
      ],
    },
  },
  {
    id: 'cooking', season: 'flat', category: 10300, commercial: 0.2,
    neighbours: ['baking', 'grilling', 'nutrition'],
    de: {
      heads: ['rezepte', 'spaghetti bolognese', 'lasagne', 'kartoffelsalat', 'gulasch', 'suppe', 'auflauf', 'risotto', 'curry', 'schnitzel', 'salat'],
      modifiers: [
        'rezept', 'einfach', 'schnell', 'vegetarisch', 'vegan', 'low carb', 'für kinder', 'für gäste', 'thermomix',
        'chefkoch', 'im backofen', 'im schnellkochtopf', 'im slow cooker', 'heißluftfritteuse', 'wie bei oma', 'klassisch',
        'italienisch', 'indisch', 'mit hackfleisch', 'mit hähnchen', 'ohne fleisch', 'kalorien', 'einfrieren',
        'vorbereiten', 'für 4 personen', 'für 10 personen', 'beilage', 'sauce', 'gewürz', 'zutaten', 'abendessen',
        'mittagessen', 'meal prep', 'resteverwertung', 'günstig', 'gesund',
      ],
      products: ['topf', 'pfanne', 'auflaufform', 'gewürzmischung', 'kochbuch'],
      questions: [
        'wie lange {k} kochen', 'was passt zu {k}', 'wie {k} würzen', 'kann man {k} einfrieren', 'wie lange hält {k}',
        'was ist in {k}', 'welche beilage zu {k}', 'woher kommt {k}', 'womit {k} andicken',
      ],
    },
    en: {
      heads: ['recipes', 'spaghetti bolognese', 'lasagna', 'potato salad', 'goulash', 'soup', 'casserole', 'risotto', 'curry', 'schnitzel', 'salad'],
      modifiers: [
        'recipe', 'easy', 'quick', 'vegetarian', 'vegan', 'low carb', 'for kids', 'for a crowd', 'slow cooker',
        'instant pot', 'air fryer', 'in the oven', 'jamie oliver', 'bbc good food', 'traditional', 'italian', 'indian',
        'with chicken', 'with mince', 'calories', 'freeze', 'meal prep', 'leftovers', 'cheap', 'healthy', 'side dishes',
        'sauce', 'seasoning', 'ingredients', 'for 4',
      ],
      products: ['pot', 'pan', 'casserole dish', 'spice mix', 'cookbook'],
      questions: [
        'how long to cook {k}', 'what goes with {k}', 'how to season {k}', 'can you freeze {k}', 'how long does {k} last',
        'what is in {k}', 'where does {k} come from',
      ],
    },
  },
  {
    id: 'drinks', season: 'flat', category: 10120, commercial: 0.6,
    neighbours: ['christmas-drinks', 'cooking', 'grilling'],
    de: {
      heads: ['wein', 'rotwein', 'weißwein', 'sekt', 'prosecco', 'bier', 'gin', 'aperol spritz', 'cocktails', 'whisky', 'alkoholfreies bier', 'hugo'],
      modifiers: [
        'kaufen', 'online', 'online bestellen', 'günstig', 'angebot', 'test', 'testsieger', 'trocken', 'lieblich',
        'halbtrocken', 'alkoholfrei', 'kalorien', 'alkoholgehalt', 'rezept', 'selber machen', 'mixen', 'sorten',
        'aus italien', 'aus frankreich', 'aus spanien', 'aus deutschland', 'im kühlschrank', 'temperatur', 'haltbarkeit',
        'geöffnet', 'zum essen', 'zu fisch', 'zu käse', 'geschenk', 'set', 'probierpaket', 'abo', 'rewe', 'aldi', 'lidl',
        'edeka', 'kiste', '0 0', '0 5 liter', 'unter 10 euro', 'für anfänger', 'vegan',
      ],
      products: ['gläser', 'kühler', 'regal', 'karaffe', 'shaker', 'öffner', 'kühlschrank'],
      questions: [
        'wie lange hält {k} offen', 'wie viel alkohol hat {k}', 'was passt zu {k}', 'welcher {k} zu fisch',
        'wie {k} lagern', 'warum macht {k} kopfschmerzen', 'was kostet {k}', 'wo {k} kaufen', 'wann {k} trinken',
        'wie viele kalorien hat {k}',
      ],
    },
    en: {
      heads: ['wine', 'red wine', 'white wine', 'prosecco', 'champagne', 'beer', 'gin', 'aperol spritz', 'cocktails', 'whisky', 'alcohol free beer', 'rose wine'],
      modifiers: [
        'buy online', 'delivery', 'cheap', 'offers', 'best', 'dry', 'sweet', 'non alcoholic', 'calories', 'alcohol content',
        'recipe', 'at home', 'types', 'from italy', 'from france', 'from spain', 'temperature', 'shelf life', 'once opened',
        'pairing', 'with fish', 'with cheese', 'gift', 'gift set', 'tasting', 'subscription', 'tesco', 'aldi', 'majestic',
        'case', 'under 10', 'for beginners', 'vegan',
      ],
      products: ['glasses', 'cooler', 'rack', 'decanter', 'shaker', 'opener', 'fridge'],
      questions: [
        'how long does {k} last once opened', 'how much alcohol is in {k}', 'what goes with {k}', 'which {k} with fish',
        'how to store {k}', 'why does {k} give me a headache', 'how many calories in {k}', 'where to buy {k}',
      ],
    },
  },
  {
    id: 'grilling', season: 'summer', category: 30310, commercial: 0.65,
    neighbours: ['garden-furniture', 'cooking', 'drinks'],
    de: {
      heads: ['grill', 'grillen', 'gasgrill', 'holzkohlegrill', 'elektrogrill', 'kugelgrill', 'smoker', 'grillkohle', 'pulled pork', 'spareribs', 'grillgemüse'],
      modifiers: [
        'kaufen', 'test', 'testsieger', 'angebot', 'günstig', 'weber', 'napoleon', 'enders', 'rösle', 'mit seitenbrenner',
        'für balkon', 'für 2 personen', 'klein', 'groß', 'gebraucht', 'reinigen', 'zubehör', 'abdeckung', 'ersatzteile',
        'rezept', 'marinade', 'temperatur', 'wie lange', 'vegetarisch', 'vegan', 'ideen', 'beilagen', 'soße', 'gewürz',
        'rub', 'im backofen', 'im smoker', 'indirekt', 'direkt', 'obi', 'bauhaus', 'hornbach', 'lidl', 'aldi',
        'anzünden', 'ohne anzünder', 'im winter', 'auf dem balkon erlaubt',
      ],
      products: ['abdeckung', 'rost', 'zange', 'thermometer', 'besteck', 'wagen', 'anzünder', 'pfanne', 'handschuhe'],
      questions: [
        'wie lange {k} grillen', 'welcher {k} ist der beste', 'wie {k} reinigen', 'was kostet ein {k}', 'wann {k} kaufen',
        'wo {k} kaufen', 'warum raucht der {k}', 'womit {k} anzünden', 'wie heiß wird ein {k}', 'ist {k} auf dem balkon erlaubt',
      ],
    },
    en: {
      heads: ['bbq', 'barbecue', 'gas grill', 'charcoal grill', 'electric grill', 'kettle grill', 'smoker', 'charcoal', 'pulled pork', 'ribs', 'grilled vegetables'],
      modifiers: [
        'buy', 'best', 'reviews', 'sale', 'cheap', 'weber', 'napoleon', 'for balcony', 'small', 'large', 'used', 'cleaning',
        'accessories', 'cover', 'parts', 'recipe', 'marinade', 'temperature', 'time', 'vegetarian', 'vegan', 'ideas',
        'sides', 'sauce', 'rub', 'in oven', 'indirect', 'b&q', 'argos', 'aldi', 'lighting', 'in winter', 'near me',
      ],
      products: ['cover', 'grate', 'tongs', 'thermometer', 'tools', 'cart', 'lighter', 'gloves'],
      questions: [
        'how long to grill {k}', 'which {k} is best', 'how to clean a {k}', 'how much is a {k}', 'where to buy {k}',
        'why is my {k} smoking', 'how hot does a {k} get',
      ],
    },
  },
];

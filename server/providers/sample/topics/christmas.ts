/** Christmas and Easter: hot drinks, markets, baking, decoration and gifts. */
import type { Topic } from './topic.ts';

export const CHRISTMAS_TOPICS: readonly Topic[] = [
  {
    id: 'christmas-drinks', season: 'christmas', category: 10110, commercial: 0.45,
    neighbours: ['christmas-market', 'christmas-baking', 'hot-drinks'],
    de: {
      heads: [
        'glühwein', 'punsch', 'feuerzangenbowle', 'eierpunsch', 'kinderpunsch', 'heißer kakao', 'heiße schokolade',
        'grog', 'jagertee', 'apfelpunsch', 'weißer glühwein', 'heidelbeerglühwein', 'lumumba', 'heißer hugo',
      ],
      modifiers: [
        'rezept', 'selber machen', 'alkoholfrei', 'gewürz', 'gewürzmischung', 'mit rum', 'mit amaretto', 'mit schuss',
        'ohne alkohol', 'ohne zucker', 'kalorien', 'alkoholgehalt', '1 liter', '5 liter', '10 liter', 'aus rotwein',
        'aus weißwein', 'aus saft', 'thermomix', 'im slow cooker', 'im topf', 'warm halten', 'haltbarkeit', 'temperatur',
        'wie lange kochen', 'wie viel alkohol', 'für kinder', 'für party', 'für 10 personen', 'zum mitnehmen',
        'über nacht ziehen lassen', 'übrig', 'ähnliche getränke', 'österreich', 'nürnberger art', 'mit orangen',
        'mit zimt', 'mit nelken', 'mit sternanis', 'mit tee', 'vegan', 'zuckerfrei', 'einfach', 'schnell', 'chefkoch',
        'zutaten', 'zubereitung', 'erhitzen', 'geschichte', 'herkunft', 'schwangerschaft', 'bei erkältung',
        'gegen erkältung', 'von gestern', 'nach dem öffnen', 'zu weihnachten', 'in der thermoskanne', 'aldi', 'lidl',
        'rewe', 'edeka', 'kirsch', 'holunder', 'yogitee', 'quittenlikör', 'xxl',
      ],
      products: ['tassen', 'becher', 'topf', 'wärmer', 'spender', 'kanister', 'flasche', 'gläser', 'kessel', 'geschenkset'],
      questions: [
        'wie lange hält {k}', 'wie {k} selber machen', 'wie viel alkohol hat {k}', 'wie lange {k} kochen',
        'was ist {k}', 'was passt zu {k}', 'was kostet {k} auf dem weihnachtsmarkt', 'wann gibt es {k}',
        'wo gibt es {k}', 'warum macht {k} so schnell betrunken', 'welche gewürze kommen in {k}',
        'wieso wird {k} nicht gekocht', 'weshalb darf {k} nicht kochen', 'womit {k} verfeinern',
        'woran erkennt man guten {k}', 'wofür ist {k} gut', 'wer hat {k} erfunden', 'kann man {k} aufwärmen',
        'ist {k} gesund',
      ],
    },
    en: {
      heads: [
        'mulled wine', 'gluhwein', 'hot toddy', 'eggnog', 'hot chocolate', 'hot cocoa', 'wassail', 'spiced cider',
        'mulled cider', 'hot buttered rum', 'white mulled wine', 'christmas punch',
      ],
      modifiers: [
        'recipe', 'ingredients', 'spices', 'non alcoholic', 'slow cooker', 'crock pot', 'with brandy', 'with rum',
        'with orange', 'without sugar', 'calories', 'alcohol content', 'near me', 'for kids', 'for a crowd', 'in a pot',
        '1 litre', 'uk', 'aldi', 'tesco', 'sainsburys', 'bbc good food', 'easy', 'quick', 'best', 'temperature',
        'how long to heat', 'shelf life', 'leftover', 'history', 'german', 'meaning', 'pronunciation', 'zero alcohol',
        'with cranberry juice', 'with port', 'thermomix', 'vegan', 'yield', 'kit',
      ],
      products: ['mugs', 'glasses', 'pot', 'spice mix', 'warmer', 'dispenser', 'bottle', 'gift set', 'sachets'],
      questions: [
        'how to make {k}', 'how long does {k} last', 'how much alcohol is in {k}', 'what is {k}',
        'what to serve with {k}', 'where to buy {k}', 'when to drink {k}', 'why is it called {k}',
        'which wine for {k}', 'who invented {k}', 'can you reheat {k}', 'is {k} good for a cold', 'does {k} go bad',
      ],
    },
  },
  {
    id: 'christmas-market', season: 'christmas', category: 20110, commercial: 0.2,
    neighbours: ['christmas-drinks', 'christmas-decoration', 'city-trips'],
    de: {
      heads: ['weihnachtsmarkt', 'christkindlmarkt', 'adventsmarkt', 'wintermarkt', 'weihnachtsmärkte', 'krippenmarkt'],
      modifiers: [
        'berlin', 'hamburg', 'münchen', 'köln', 'dresden', 'nürnberg', 'frankfurt', 'stuttgart', 'düsseldorf',
        'leipzig', 'heute', 'in der nähe', 'öffnungszeiten', 'wochenende', 'termine', 'eröffnung', 'mittelalterlich',
        'mit kindern', 'mit hund', 'am see', 'auf burg', 'im schloss', 'im wald', 'österreich', 'elsass', 'straßburg',
        'wien', 'salzburg', 'aussteller', 'bewerbung', 'stand mieten', 'bus reise', 'tagesfahrt', '2 tage',
        'verkaufsoffener sonntag', 'geheimtipp', 'romantisch', 'ulm', 'zürich', 'essen', 'yoga',
      ],
      products: ['hütte', 'stand', 'tassen', 'deko', 'buden'],
      questions: [
        'wann öffnet der {k}', 'wie lange hat der {k} offen', 'was kostet ein stand auf dem {k}', 'wo ist der schönste {k}',
        'welcher {k} ist der schönste', 'warum heißt es {k}', 'wann endet der {k}', 'wer erfand den {k}',
      ],
    },
    en: {
      heads: ['christmas market', 'christmas markets', 'german christmas market', 'winter market', 'christkindlmarkt'],
      modifiers: [
        'london', 'manchester', 'edinburgh', 'birmingham', 'bath', 'york', 'near me', 'this weekend', 'opening times',
        'dates', 'germany', 'europe', 'vienna', 'prague', 'cologne', 'nuremberg', 'budapest', 'tours', 'trips',
        'cruise', 'stall', 'food', 'ideas', 'gifts', 'with kids', 'best', 'uk', 'usa', 'chicago', 'yorkshire',
      ],
      products: ['stall', 'huts', 'mugs', 'decorations'],
      questions: [
        'when do {k} open', 'where is the best {k}', 'what to buy at a {k}', 'how long is the {k} on',
        'which {k} is the best', 'why are {k} popular', 'who started the {k}',
      ],
    },
  },
  {
    id: 'christmas-baking', season: 'christmas', category: 10210, commercial: 0.3,
    neighbours: ['christmas-drinks', 'baking'],
    de: {
      heads: ['plätzchen', 'lebkuchen', 'stollen', 'spekulatius', 'zimtsterne', 'vanillekipferl', 'printen', 'butterplätzchen', 'dominosteine', 'lebkuchenhaus'],
      modifiers: [
        'rezept', 'backen', 'einfach', 'glutenfrei', 'vegan', 'ohne ei', 'ohne zucker', 'mit kindern', 'haltbarkeit',
        'aufbewahren', 'einfrieren', 'verzieren', 'dekorieren', 'kalorien', 'thermomix', 'kaufen', 'online bestellen',
        'nürnberger', 'aachener', 'dresdner', 'oma', 'klassisch', 'saftig', 'schnell', 'teig', 'glasur', 'zuckerguss',
        'ausstecher', 'form', 'backmischung', 'zutaten', 'gewürz', 'lidl', 'aldi', 'chefkoch', 'ideen', 'quark',
      ],
      products: ['ausstecher', 'dose', 'backform', 'backblech', 'gewürz', 'backmischung'],
      questions: [
        'wie lange halten {k}', 'wie {k} aufbewahren', 'was braucht man für {k}', 'wann {k} backen',
        'warum werden {k} hart', 'welche {k} kann man einfrieren', 'wo kommen {k} her', 'wer erfand {k}',
      ],
    },
    en: {
      heads: ['christmas cookies', 'gingerbread', 'stollen', 'shortbread', 'sugar cookies', 'mince pies', 'gingerbread house', 'christmas cake', 'yule log'],
      modifiers: [
        'recipe', 'easy', 'best', 'gluten free', 'vegan', 'without eggs', 'with kids', 'decorating ideas', 'icing',
        'storage', 'freeze', 'calories', 'uk', 'mary berry', 'bbc good food', 'kit', 'cutters', 'ingredients', 'traditional',
        'soft', 'chewy', 'no bake', 'for gifts', 'delivery', 'near me',
      ],
      products: ['cookie cutters', 'tin', 'baking tray', 'kit', 'mold'],
      questions: [
        'how long do {k} last', 'how to store {k}', 'what goes in {k}', 'when to bake {k}', 'why is my {k} hard',
        'where did {k} come from', 'can you freeze {k}',
      ],
    },
  },
  {
    id: 'christmas-decoration', season: 'christmas', category: 20120, commercial: 0.7,
    neighbours: ['christmas-gifts', 'christmas-market'],
    de: {
      heads: ['weihnachtsbaum', 'tannenbaum', 'weihnachtsdeko', 'adventskranz', 'lichterkette', 'christbaumkugeln', 'christbaumständer', 'weihnachtsstern', 'krippe', 'weihnachtsbeleuchtung'],
      modifiers: [
        'kaufen', 'künstlich', 'echt', 'in der nähe', 'selber schlagen', 'nordmanntanne', 'mit beleuchtung', 'led',
        'außen', 'innen', 'batterie', 'mit timer', 'klein', 'groß', 'schmücken', 'ideen', 'basteln', 'skandinavisch',
        'modern', 'gold', 'rot', 'weiß', 'holz', 'wann aufstellen', 'entsorgen', 'abholung', 'lieferung', 'ikea',
        'obi', 'bauhaus', 'hornbach', 'dehner', 'günstig', 'preis', 'wasser', 'nadeln', 'zimmerpflanze', 'ständer',
      ],
      products: ['ständer', 'spitze', 'netz', 'beleuchtung', 'kugeln', 'decke', 'tasche'],
      questions: [
        'wann {k} aufstellen', 'wie lange hält ein {k}', 'wo {k} kaufen', 'was kostet ein {k}', 'wann {k} abbauen',
        'wie {k} schmücken', 'welcher {k} nadelt nicht', 'warum verliert der {k} nadeln', 'wohin mit dem {k}',
      ],
    },
    en: {
      heads: ['christmas tree', 'christmas decorations', 'advent wreath', 'fairy lights', 'christmas lights', 'baubles', 'poinsettia', 'nativity set', 'tree topper', 'christmas wreath'],
      modifiers: [
        'artificial', 'real', 'near me', 'delivery', 'led', 'outdoor', 'indoor', 'battery', 'with timer', 'small', 'large',
        'ideas', 'diy', 'scandinavian', 'gold', 'red', 'white', 'wooden', 'b&q', 'ikea', 'john lewis', 'argos',
        'cheap', 'sale', 'collection', 'disposal', 'when to put up', 'care', 'pre lit', '6ft', '7ft',
      ],
      products: ['stand', 'skirt', 'bag', 'storage box', 'topper'],
      questions: [
        'when to put up {k}', 'how long does a {k} last', 'where to buy {k}', 'how much is a {k}', 'when to take down {k}',
        'how to decorate a {k}', 'which {k} is best', 'why is my {k} dropping needles',
      ],
    },
  },
  {
    id: 'christmas-gifts', season: 'christmas', category: 20120, commercial: 0.85,
    neighbours: ['christmas-decoration', 'christmas-baking'],
    de: {
      heads: ['adventskalender', 'weihnachtsgeschenke', 'wichtelgeschenke', 'weihnachtskarten', 'geschenkideen', 'nikolausgeschenke', 'weihnachtspullover'],
      modifiers: [
        'für männer', 'für frauen', 'für kinder', 'für eltern', 'für oma', 'für opa', 'für freundin', 'für freund',
        'für kollegen', 'für teenager', 'unter 10 euro', 'unter 20 euro', 'selber machen', 'basteln', 'befüllen',
        'originell', 'personalisiert', 'last minute', 'nachhaltig', 'günstig', 'luxus', 'beauty', 'lego', 'playmobil',
        'schokolade', 'tee', 'bier', 'wein', 'kosmetik', 'spielzeug', 'druckerei', 'verschicken', 'ideen', 'zum ausdrucken',
      ],
      products: ['box', 'verpackung', 'papier', 'tüten', 'karten'],
      questions: [
        'was schenken zu {k}', 'wann {k} kaufen', 'wie {k} verpacken', 'welche {k} sind beliebt', 'wo {k} bestellen',
        'wie viel geld für {k}', 'warum {k} selber machen',
      ],
    },
    en: {
      heads: ['advent calendar', 'christmas gifts', 'secret santa gifts', 'christmas cards', 'gift ideas', 'stocking fillers', 'christmas jumper'],
      modifiers: [
        'for men', 'for women', 'for kids', 'for mum', 'for dad', 'for her', 'for him', 'for teenagers', 'for coworkers',
        'under 10', 'under 20', 'diy', 'personalised', 'last minute', 'sustainable', 'cheap', 'luxury', 'beauty', 'lego',
        'chocolate', 'tea', 'beer', 'wine', 'toys', 'uk', 'ideas', 'printable', 'amazon', 'boots',
      ],
      products: ['box', 'wrapping paper', 'bags', 'tags'],
      questions: [
        'what to get for {k}', 'when to buy {k}', 'how to wrap {k}', 'which {k} are popular', 'where to buy {k}',
        'how much to spend on {k}',
      ],
    },
  },
  {
    id: 'easter', season: 'easter', category: 20200, commercial: 0.45,
    neighbours: ['baking', 'garden-plants'],
    de: {
      heads: ['osterhase', 'ostereier', 'osterdeko', 'osternest', 'osterbrunch', 'osterlamm', 'ostergeschenke', 'eier färben'],
      modifiers: [
        'basteln', 'selber machen', 'ideen', 'für kinder', 'rezept', 'natürlich', 'mit zwiebelschalen', 'ausblasen',
        'schokolade', 'lindt', 'kaufen', 'günstig', 'holz', 'draußen', 'tischdeko', 'vegan', 'brunch', 'kuchen',
        'verstecken', 'malen', 'vorlage', 'ausmalbild', 'gedicht', 'lied', 'bedeutung', 'herkunft',
      ],
      products: ['farben', 'körbchen', 'deko', 'form'],
      questions: ['warum bringt der {k} eier', 'wie {k} färben', 'was bringt der {k}', 'wann gibt es {k}', 'woher kommt der {k}'],
    },
    en: {
      heads: ['easter bunny', 'easter eggs', 'easter decorations', 'easter basket', 'easter brunch', 'easter lamb', 'easter gifts', 'egg dyeing'],
      modifiers: ['crafts', 'diy', 'ideas', 'for kids', 'recipe', 'natural', 'chocolate', 'lindt', 'cheap', 'outdoor', 'hunt', 'coloring pages', 'meaning', 'history', 'uk'],
      products: ['dye kit', 'baskets', 'decorations', 'mold'],
      questions: ['why does the {k} bring eggs', 'how to dye {k}', 'what to put in an {k}', 'where did the {k} come from'],
    },
  },
];

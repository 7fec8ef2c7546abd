/** Garden: plants and lawn, tools, furniture and the garden in winter. */
import type { Topic } from './topic.ts';

export const GARDEN_TOPICS: readonly Topic[] = [
  {
    id: 'garden-plants', season: 'spring', category: 30320, commercial: 0.45,
    neighbours: ['garden-tools', 'garden-furniture', 'easter'],
    de: {
      heads: ['garten', 'rasen', 'hochbeet', 'tomaten pflanzen', 'rosen', 'hortensien', 'kräutergarten', 'gemüsegarten', 'obstbaum', 'blumenzwiebeln', 'lavendel', 'kompost'],
      modifiers: [
        'anlegen', 'pflanzen', 'schneiden', 'düngen', 'gießen', 'pflegen', 'überwintern', 'kaufen', 'online', 'günstig',
        'im topf', 'auf dem balkon', 'im schatten', 'in der sonne', 'für anfänger', 'ideen', 'gestalten', 'bilder',
        'wann pflanzen', 'wann schneiden', 'im herbst', 'im frühjahr', 'im winter', 'dünger', 'erde', 'samen',
        'krankheiten', 'schädlinge', 'gelbe blätter', 'braune blätter', 'bio', 'obi', 'dehner', 'hornbach', 'bauhaus',
        'pflanzabstand', 'winterhart', 'mehrjährig', 'ungiftig für katzen', 'umpflanzen', 'vertikutieren', 'zaun',
      ],
      products: ['dünger', 'erde', 'samen', 'topf', 'kübel', 'rankhilfe', 'vlies', 'bewässerung'],
      questions: [
        'wann {k} pflanzen', 'wie {k} schneiden', 'wann {k} düngen', 'wie oft {k} gießen', 'warum hat {k} gelbe blätter',
        'welcher dünger für {k}', 'was tun gegen schädlinge an {k}', 'wo {k} pflanzen', 'wie {k} überwintern',
        'womit {k} düngen', 'woran erkennt man kranke {k}',
      ],
    },
    en: {
      heads: ['garden', 'lawn', 'raised bed', 'tomato plants', 'roses', 'hydrangeas', 'herb garden', 'vegetable garden', 'fruit tree', 'bulbs', 'lavender', 'compost'],
      modifiers: [
        'ideas', 'design', 'planting', 'pruning', 'feeding', 'watering', 'care', 'overwintering', 'buy online', 'cheap',
        'in pots', 'on balcony', 'in shade', 'in full sun', 'for beginners', 'when to plant', 'when to prune', 'in autumn',
        'in spring', 'in winter', 'fertiliser', 'soil', 'seeds', 'diseases', 'pests', 'yellow leaves', 'brown leaves',
        'organic', 'b&q', 'homebase', 'spacing', 'hardy', 'perennial', 'safe for cats', 'repotting', 'scarifying', 'uk',
      ],
      products: ['fertiliser', 'soil', 'seeds', 'pots', 'planters', 'trellis', 'fleece', 'irrigation'],
      questions: [
        'when to plant {k}', 'how to prune {k}', 'when to feed {k}', 'how often to water {k}', 'why does {k} have yellow leaves',
        'which fertiliser for {k}', 'where to plant {k}', 'how to overwinter {k}',
      ],
    },
  },
  {
    id: 'garden-tools', season: 'spring', category: 30300, commercial: 0.8,
    neighbours: ['garden-plants', 'diy-tools'],
    de: {
      heads: ['rasenmäher', 'mähroboter', 'heckenschere', 'rasentrimmer', 'hochdruckreiniger', 'laubbläser', 'gartenschlauch', 'vertikutierer', 'kettensäge', 'schubkarre'],
      modifiers: [
        'kaufen', 'test', 'testsieger', 'akku', 'elektro', 'benzin', 'mit kabel', 'ohne begrenzungsdraht', 'für kleine gärten',
        'für große flächen', 'für hanglage', 'günstig', 'angebot', 'gebraucht', 'reparatur', 'ersatzteile', 'messer schärfen',
        'wartung', 'überwintern', 'bosch', 'gardena', 'stihl', 'makita', 'einhell', 'husqvarna', 'kärcher', 'worx', 'obi',
        'bauhaus', 'hornbach', 'lidl', 'aldi', 'mieten', 'leihen', 'lautstärke', 'ruhezeiten', 'sonntag', 'zubehör', 'xxl',
      ],
      products: ['akku', 'messer', 'ersatzteile', 'garage', 'abdeckung', 'ladegerät', 'zubehör'],
      questions: [
        'welcher {k} ist der beste', 'wie {k} reinigen', 'wann darf man {k} benutzen', 'was kostet ein {k}',
        'wie lange hält ein {k}', 'wo {k} leihen', 'warum springt der {k} nicht an', 'womit {k} schärfen',
      ],
    },
    en: {
      heads: ['lawn mower', 'robot lawn mower', 'hedge trimmer', 'strimmer', 'pressure washer', 'leaf blower', 'garden hose', 'scarifier', 'chainsaw', 'wheelbarrow'],
      modifiers: [
        'buy', 'best', 'reviews', 'cordless', 'electric', 'petrol', 'without boundary wire', 'for small gardens', 'for slopes',
        'cheap', 'sale', 'used', 'repair', 'parts', 'blade sharpening', 'service', 'bosch', 'stihl', 'makita', 'ryobi',
        'husqvarna', 'karcher', 'worx', 'b&q', 'screwfix', 'hire', 'noise', 'accessories', 'uk',
      ],
      products: ['battery', 'blade', 'parts', 'garage', 'cover', 'charger', 'accessories'],
      questions: [
        'which {k} is best', 'how to clean a {k}', 'when can you use a {k}', 'how much is a {k}', 'how long does a {k} last',
        'why won t my {k} start',
      ],
    },
  },
  {
    id: 'garden-furniture', season: 'summer', category: 30300, commercial: 0.8,
    neighbours: ['garden-plants', 'grilling', 'furniture'],
    de: {
      heads: ['gartenmöbel', 'loungemöbel', 'sonnenschirm', 'gartenstuhl', 'gartentisch', 'hängematte', 'pavillon', 'strandkorb', 'pool', 'gartenhaus', 'feuerschale'],
      modifiers: [
        'kaufen', 'günstig', 'sale', 'angebot', 'set', 'aus holz', 'aus metall', 'rattan', 'polyrattan', 'teak', 'wetterfest',
        'für balkon', 'klein', 'groß', 'ausziehbar', 'klappbar', 'mit dach', 'mit ständer', 'rund', 'eckig', 'ikea', 'otto',
        'obi', 'hornbach', 'lidl', 'aldi', 'jysk', 'xxxlutz', 'abdeckung', 'überwintern', 'reinigen', 'streichen', 'ölen',
        'aufbauen', 'baugenehmigung', 'fundament', 'ideen', 'modern', 'skandinavisch',
      ],
      products: ['auflagen', 'kissen', 'abdeckung', 'schutzhülle', 'ständer', 'box'],
      questions: [
        'wie {k} überwintern', 'welche {k} sind wetterfest', 'wie {k} reinigen', 'wann {k} kaufen', 'was kostet ein {k}',
        'braucht man für ein {k} eine baugenehmigung', 'womit {k} streichen',
      ],
    },
    en: {
      heads: ['garden furniture', 'patio furniture', 'parasol', 'garden chairs', 'garden table', 'hammock', 'gazebo', 'hot tub', 'swimming pool', 'garden shed', 'fire pit'],
      modifiers: [
        'sale', 'cheap', 'set', 'wooden', 'metal', 'rattan', 'teak', 'weatherproof', 'for balcony', 'small', 'large',
        'extendable', 'folding', 'with roof', 'round', 'ikea', 'b&q', 'argos', 'dunelm', 'aldi', 'cover', 'storage',
        'cleaning', 'painting', 'oiling', 'assembly', 'planning permission', 'base', 'ideas', 'modern',
      ],
      products: ['cushions', 'cover', 'base', 'storage box'],
      questions: ['how to store {k} in winter', 'which {k} is weatherproof', 'how to clean {k}', 'when to buy {k}', 'how much is a {k}', 'do you need planning permission for a {k}'],
    },
  },
];

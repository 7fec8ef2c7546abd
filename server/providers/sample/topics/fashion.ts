/** Fashion and beauty: shoes, clothing, sun care and cosmetics. */
import type { Topic } from './topic.ts';

export const FASHION_TOPICS: readonly Topic[] = [
  {
    id: 'shoes', season: 'flat', category: 40120, commercial: 0.9,
    neighbours: ['clothing', 'running', 'winter-clothing'],
    de: {
      heads: ['schuhe', 'sneaker', 'stiefeletten', 'sandalen', 'pumps', 'hausschuhe', 'barfußschuhe', 'wanderschuhe', 'chelsea boots', 'ballerinas'],
      modifiers: [
        'damen', 'herren', 'kinder', 'weiß', 'schwarz', 'braun', 'beige', 'leder', 'wildleder', 'vegan', 'wasserdicht',
        'breite füße', 'weite h', 'große größen', 'kleine größen', 'günstig', 'sale', 'reduziert', 'outlet', 'online',
        'kaufen', 'zalando', 'deichmann', 'about you', 'nike', 'adidas', 'new balance', 'birkenstock', 'tamaris', 'ecco',
        'sketchers', 'in der nähe', 'reinigen', 'weiten', 'einlaufen', 'größentabelle', 'trend', 'gr 38', 'gr 42', 'gr 44',
        'ohne schnürsenkel', 'mit absatz', 'ohne absatz', 'orthopädisch', 'xxl',
      ],
      products: ['einlagen', 'schnürsenkel', 'imprägnierspray', 'schuhregal', 'schuhschrank', 'schuhcreme', 'bürste'],
      questions: [
        'wie {k} reinigen', 'wie {k} weiten', 'welche {k} sind bequem', 'wie fallen {k} aus', 'wo {k} kaufen', 'was kosten {k}',
        'warum riechen {k}', 'womit {k} putzen', 'woran erkennt man gute {k}', 'wann {k} wechseln',
      ],
    },
    en: {
      heads: ['shoes', 'trainers', 'sneakers', 'ankle boots', 'sandals', 'heels', 'slippers', 'barefoot shoes', 'walking boots', 'chelsea boots', 'ballet flats'],
      modifiers: [
        'women', 'men', 'kids', 'white', 'black', 'brown', 'leather', 'suede', 'vegan', 'waterproof', 'wide fit', 'narrow',
        'plus size', 'cheap', 'sale', 'outlet', 'online', 'uk', 'schuh', 'clarks', 'next', 'asos', 'nike', 'adidas',
        'new balance', 'birkenstock', 'near me', 'cleaning', 'stretching', 'size guide', 'trend', 'size 5', 'size 9',
        'slip on', 'with heel', 'flat', 'orthopaedic',
      ],
      products: ['insoles', 'laces', 'protector spray', 'shoe rack', 'shoe cabinet', 'polish', 'brush'],
      questions: ['how to clean {k}', 'how to stretch {k}', 'which {k} are most comfortable', 'do {k} run small', 'where to buy {k}', 'why do my {k} smell'],
    },
  },
  {
    id: 'clothing', season: 'flat', category: 40100, commercial: 0.85,
    neighbours: ['shoes', 'winter-clothing', 'cosmetics'],
    de: {
      heads: ['jeans', 'kleid', 'pullover', 'hoodie', 't-shirt', 'bluse', 'anzug', 'strickjacke', 'jogginghose', 'blazer', 'unterwäsche'],
      modifiers: [
        'damen', 'herren', 'kinder', 'mädchen', 'jungen', 'schwarz', 'weiß', 'blau', 'rot', 'grün', 'beige', 'oversize',
        'slim fit', 'high waist', 'weites bein', 'große größen', 'lang', 'kurz', 'elegant', 'festlich', 'sommer', 'winter',
        'baumwolle', 'leinen', 'wolle', 'nachhaltig', 'fair', 'günstig', 'sale', 'online', 'kaufen', 'zalando', 'h&m',
        'zara', 'about you', 'c&a', 'levis', 'bedrucken', 'selbst gestalten', 'waschen', 'eingelaufen', 'kürzen',
        'größentabelle', 'trend', 'outfit', 'kombinieren', 'xxl', 'gr 36',
      ],
      products: ['bügel', 'kleiderschrank', 'waschmittel', 'fusselrolle', 'kleidersack'],
      questions: ['wie {k} kombinieren', 'wie {k} waschen', 'welche {k} ist in', 'wie fällt {k} aus', 'was tun wenn {k} eingelaufen', 'wo {k} kaufen'],
    },
    en: {
      heads: ['jeans', 'dress', 'jumper', 'hoodie', 't shirt', 'blouse', 'suit', 'cardigan', 'joggers', 'blazer', 'underwear'],
      modifiers: [
        'women', 'men', 'kids', 'girls', 'boys', 'black', 'white', 'blue', 'red', 'green', 'oversized', 'slim fit',
        'high waisted', 'wide leg', 'plus size', 'long', 'short', 'smart', 'party', 'summer', 'winter', 'cotton', 'linen',
        'wool', 'sustainable', 'cheap', 'sale', 'online', 'uk', 'zara', 'h&m', 'asos', 'm&s', 'next', 'levis', 'custom',
        'washing', 'shrunk', 'size guide', 'trend', 'outfit ideas',
      ],
      products: ['hangers', 'wardrobe', 'detergent', 'lint roller', 'garment bag'],
      questions: ['how to style {k}', 'how to wash {k}', 'which {k} are in fashion', 'does {k} run small', 'where to buy {k}'],
    },
  },
  {
    id: 'sun-care', season: 'summer', category: 40210, commercial: 0.75,
    neighbours: ['cosmetics', 'swimming', 'summer-holiday'],
    de: {
      heads: ['sonnencreme', 'sonnenschutz', 'sonnenspray', 'after sun', 'selbstbräuner', 'sonnenbrand', 'lichtschutzfaktor', 'sonnenbrille'],
      modifiers: [
        'lsf 50', 'lsf 30', 'spf 50', 'für kinder', 'für babys', 'für das gesicht', 'für empfindliche haut', 'wasserfest',
        'ohne parfum', 'ohne octocrylen', 'mineralisch', 'vegan', 'test', 'ökotest', 'stiftung warentest', 'testsieger',
        'dm', 'rossmann', 'müller', 'lidl', 'aldi', 'la roche posay', 'eucerin', 'nivea', 'sundance', 'haltbarkeit',
        'abgelaufen', 'wie oft', 'wie viel', 'nachcremen', 'getönt', 'korallenfreundlich', 'hausmittel', 'was hilft',
        'erste hilfe', 'blasen', 'juckreiz', 'damen', 'herren', 'polarisiert', 'günstig', 'kaufen',
      ],
      products: ['tasche', 'spender', 'reisegröße', 'stick'],
      questions: [
        'welche {k} ist die beste', 'wie lange hält {k}', 'wie oft {k} auftragen', 'was hilft gegen {k}', 'wann {k} auftragen',
        'warum ist {k} wichtig', 'ist {k} schädlich', 'woran erkennt man gute {k}', 'wofür steht lsf bei {k}',
      ],
    },
    en: {
      heads: ['sunscreen', 'sun cream', 'sun spray', 'after sun', 'self tanner', 'sunburn', 'spf', 'sunglasses'],
      modifiers: [
        'spf 50', 'spf 30', 'for kids', 'for babies', 'for face', 'for sensitive skin', 'water resistant', 'fragrance free',
        'mineral', 'vegan', 'best', 'reviews', 'which', 'boots', 'superdrug', 'la roche posay', 'garnier', 'nivea',
        'shelf life', 'expired', 'how often', 'how much', 'reapply', 'tinted', 'reef safe', 'remedies', 'relief', 'blisters',
        'itching', 'women', 'men', 'polarised', 'cheap', 'uk',
      ],
      products: ['bag', 'dispenser', 'travel size', 'stick'],
      questions: ['which {k} is best', 'how long does {k} last', 'how often to apply {k}', 'what helps with {k}', 'is {k} bad for you', 'why is {k} important'],
    },
  },
  {
    id: 'cosmetics', season: 'flat', category: 40200, commercial: 0.8,
    neighbours: ['sun-care', 'clothing', 'christmas-gifts'],
    de: {
      heads: ['gesichtscreme', 'shampoo', 'parfum', 'lippenstift', 'mascara', 'haarfarbe', 'nagellack', 'serum', 'handcreme', 'deo'],
      modifiers: [
        'damen', 'herren', 'test', 'testsieger', 'ökotest', 'naturkosmetik', 'vegan', 'ohne silikone', 'ohne aluminium',
        'für trockene haut', 'für fettige haut', 'für unreine haut', 'ab 40', 'ab 50', 'anti aging', 'mit hyaluron',
        'mit retinol', 'dm', 'rossmann', 'douglas', 'müller', 'nivea', 'balea', 'loreal', 'günstig', 'sale', 'set',
        'geschenkset', 'adventskalender', 'selber machen', 'haltbarkeit', 'inhaltsstoffe', 'kaufen', 'online', 'probe',
      ],
      products: ['set', 'geschenkset', 'reisegröße', 'spender', 'tasche'],
      questions: ['welche {k} ist die beste', 'wie lange hält {k}', 'was ist in {k}', 'wo {k} kaufen', 'wie oft {k} benutzen', 'warum brennt {k}'],
    },
    en: {
      heads: ['face cream', 'shampoo', 'perfume', 'lipstick', 'mascara', 'hair dye', 'nail polish', 'serum', 'hand cream', 'deodorant'],
      modifiers: [
        'women', 'men', 'best', 'reviews', 'natural', 'vegan', 'silicone free', 'aluminium free', 'for dry skin', 'for oily skin',
        'for acne', 'over 40', 'over 50', 'anti aging', 'with hyaluronic acid', 'with retinol', 'boots', 'superdrug',
        'sephora', 'cheap', 'sale', 'set', 'gift set', 'advent calendar', 'diy', 'shelf life', 'ingredients', 'online', 'sample', 'uk',
      ],
      products: ['set', 'gift set', 'travel size', 'dispenser', 'bag'],
      questions: ['which {k} is best', 'how long does {k} last', 'what is in {k}', 'where to buy {k}', 'how often to use {k}'],
    },
  },
];

/**
 * The demo collection of docs/demo-data.md: `Winter Sale` of company 1, German keywords around three
 * winter stems. Built from fixed word lists, so every fresh start seeds exactly the same keywords.
 */

export const WINTER_SALE_SEED_KEY = 'demo-winter-sale';
export const WINTER_SALE_NAME = 'Winter Sale';
export const WINTER_SALE_COMPANY_ID = 1;
/** Germany / German (DataForSEO location code, ISO 639-1). */
export const WINTER_SALE_MARKET = { location: 2276, language: 'de' } as const;

const GLUEHWEIN = [
  'kaufen', 'rezept', 'selber machen', 'alkoholfrei', 'weiß', 'rosé', 'gewürz', 'gewürzmischung', 'tassen', 'becher',
  'topf', 'kalorien', 'haltbarkeit', 'online bestellen', 'angebot', 'bio', 'mit schuss', 'heidelbeer', 'kirsch', 'apfel',
  'aus rotwein', 'aus weißwein', 'ohne zucker', 'set', 'geschenk', 'aldi', 'lidl', 'rewe', 'edeka', 'flasche',
  '10 liter', 'kanister', 'test', 'bester', 'thermoskanne', 'wärmer', 'spender', 'stand', 'party', 'für kinder',
  'mit rum', 'mit amaretto', 'temperatur', 'wie lange kochen', 'nürnberger', 'erdbeer', 'holunder', 'orangen', 'im slow cooker', 'fass',
  'preis', 'großhandel', 'sale', 'reduziert', 'vegan', 'trocken', 'lieblich', 'winzer', 'heißer', 'weihnachten',
  'glas', 'tasse mit logo', 'gewürze kaufen', 'konzentrat', 'pulver', 'tee', 'rot', 'dm', 'netto', 'penny',
];

const WINTERJACKE = [
  'damen', 'herren', 'kinder', 'mädchen', 'jungen', 'wasserdicht', 'lang', 'kurz', 'günstig', 'sale',
  'daunen', 'ohne daunen', 'parka', 'mit kapuze', 'schwarz', 'grün', 'beige', 'blau', 'outdoor', 'leicht',
  'warm', 'extra warm', 'große größen', 'xxl', 'test', 'stiftung warentest', 'jack wolfskin', 'north face', 'vegan', 'gr 146',
  'gr 152', 'gr 164', 'zalando', 'reduziert', 'waschen', 'outlet', 'slim fit', 'fahrrad', 'mit fell', 'teddyfutter',
  'softshell', 'funktionsjacke', '3 in 1', 'wolle', 'steppjacke', 'übergröße', 'baby', 'umstandsjacke', 'tailliert', 'oversize',
  'kaufen', 'online', 'angebot', 'black friday', 'bis -40 grad', 'für hunde', 'weiß', 'rot', 'khaki', 'camel',
  'bomber', 'sportlich', 'elegant', 'trachten', 'jugendliche', 'herren lang', 'damen lang', 'damen kurz', 'herren kurz', 'nachhaltig',
];

const SKIURLAUB = [
  'österreich', 'südtirol', 'schweiz', 'italien', 'frankreich', 'tirol', 'salzburg', 'allgäu', 'bayern', 'mit kindern',
  'familie', 'günstig', 'last minute', 'all inclusive', 'pauschal', 'mit skipass', 'hotel', 'chalet', 'ferienwohnung', 'januar',
  'februar', 'märz', 'ostern', 'silvester', 'für anfänger', 'schneesicher', 'packliste', 'checkliste', 'versicherung', 'buchen',
  'angebote', '2 personen', 'single', 'gruppenreise', 'mit dem bus', 'mit dem zug', 'dolomiten', 'zillertal', 'ischgl', 'kitzbühel',
  'saalbach', 'sölden', 'arlberg', 'tschechien', 'harz', 'schwarzwald', 'norwegen', 'kanada', 'mit hund', 'ohne auto',
  'kosten', 'budget', 'wellness', 'skischule', 'ski in ski out', 'halbpension', 'frühbucher', 'kurzurlaub', 'wochenende', 'studenten',
  'senioren', 'mit baby', 'skiverleih', 'jugendreise', 'klassenfahrt', 'weihnachten', 'faschingsferien', 'osterferien', 'dezember', 'april',
];

function phrasesFor(stem: string, modifiers: readonly string[]): string[] {
  return [stem, ...modifiers.map((modifier) => `${stem} ${modifier}`)];
}

/** The keywords of `Winter Sale`, in the order they are saved. */
export function winterSaleKeywords(): string[] {
  return [...phrasesFor('glühwein', GLUEHWEIN), ...phrasesFor('winterjacke', WINTERJACKE), ...phrasesFor('skiurlaub', SKIURLAUB)];
}

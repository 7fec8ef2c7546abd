/**
 * Words that follow or frame any keyword, per language: what autocomplete offers for a seed the
 * topic graph does not know, and what it adds to one it does.
 */

export interface GenericTerms {
  /** After any seed: `x kaufen`, `x in der nähe`. */
  modifiers: readonly string[];
  /** After a product of a topic: `glühwein tassen kaufen`. */
  buying: readonly string[];
  /** Questions around any seed, `{k}` where the seed goes. */
  questions: readonly string[];
  /** Words that join two heads: `glühwein vs punsch`, `glühwein oder punsch`. */
  comparisons: readonly string[];
  /** A comparison phrased as a question, `{a}` and `{b}` for the two heads. */
  difference: string;
  /** Words that start a question: a query beginning with one completes to the seed's questions. */
  questionWords: readonly string[];
}

export const GENERIC_DE: GenericTerms = {
  modifiers: [
    'kaufen', 'günstig', 'online', 'online kaufen', 'bestellen', 'preis', 'preise', 'angebot', 'test', 'testsieger',
    'stiftung warentest', 'vergleich', 'erfahrungen', 'bewertung', 'in der nähe', 'selber machen', 'ideen', 'tipps',
    'bilder', 'definition', 'bedeutung', 'englisch', 'synonym', 'wikipedia', 'kosten', 'alternative', 'liste', 'anleitung',
    'gebraucht', 'ebay', 'amazon', 'kleinanzeigen', 'dm', 'rossmann', 'otto', 'zubehör', 'hersteller', 'marken',
    'nachhaltig', 'bio', 'für kinder', 'für anfänger', 'für zuhause', 'mit lieferung', 'ohne versandkosten', 'bei amazon',
    'zum verschenken', 'aus deutschland', 'sale', 'reduziert', 'black friday', 'gutschein', 'rabatt', 'youtube', 'video',
    'quiz', 'jobs', 'news', 'kaufland', 'lidl', 'aldi',
  ],
  buying: ['kaufen', 'günstig', 'online kaufen', 'test', 'testsieger', 'angebot', 'set', 'gebraucht'],
  questions: [
    'was ist {k}', 'was kostet {k}', 'was bedeutet {k}', 'wo {k} kaufen', 'wo gibt es {k}', 'wie funktioniert {k}',
    'wer verkauft {k}', 'wer hat {k} erfunden', 'wann {k} kaufen', 'warum ist {k} so teuer', 'welche {k} gibt es',
    'wieso ist {k} so teuer', 'weshalb {k}', 'woran erkennt man {k}', 'wofür braucht man {k}', 'womit {k} reinigen',
    'wie teuer ist {k}', 'ist {k} gesund', 'kann man {k} einfrieren',
  ],
  comparisons: ['vs', 'oder', 'und', 'versus'],
  difference: 'unterschied {a} und {b}',
  questionWords: [
    'wer', 'wie', 'was', 'wann', 'wo', 'warum', 'welche', 'welcher', 'welches', 'wieso', 'weshalb', 'womit', 'woran',
    'wofür', 'woher', 'wohin', 'wozu', 'wieviel', 'kann', 'ist', 'sind', 'darf', 'braucht', 'lohnt', 'zahlt',
  ],
};

export const GENERIC_EN: GenericTerms = {
  modifiers: [
    'buy', 'cheap', 'online', 'buy online', 'order', 'price', 'prices', 'deals', 'best', 'reviews', 'review', 'comparison',
    'near me', 'diy', 'ideas', 'tips', 'images', 'definition', 'meaning', 'in german', 'synonym', 'wikipedia', 'cost',
    'alternative', 'list', 'guide', 'used', 'ebay', 'amazon', 'uk', 'usa', 'accessories', 'brands', 'sustainable', 'organic',
    'for kids', 'for beginners', 'for home', 'with delivery', 'free delivery', 'on amazon', 'as a gift', 'sale', 'discount',
    'black friday', 'voucher', 'youtube', 'video', 'quiz', 'jobs', 'news', 'argos', 'tesco',
  ],
  buying: ['buy', 'cheap', 'buy online', 'best', 'reviews', 'deals', 'set', 'used'],
  questions: [
    'what is {k}', 'how much is {k}', 'what does {k} mean', 'where to buy {k}', 'how does {k} work', 'who sells {k}',
    'who invented {k}', 'when to buy {k}', 'why is {k} so expensive', 'which {k} is best', 'how to use {k}', 'is {k} healthy',
    'can you freeze {k}', 'are {k} worth it',
  ],
  comparisons: ['vs', 'or', 'and', 'versus'],
  difference: 'difference between {a} and {b}',
  questionWords: ['who', 'how', 'what', 'where', 'when', 'why', 'which', 'can', 'is', 'are', 'does', 'do', 'should', 'will'],
};

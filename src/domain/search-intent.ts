/**
 * The search intent of a keyword (informational, navigational, commercial, transactional), as SEO
 * tools such as Semrush and Ahrefs show it. A provider that knows the intent (DataForSEO Labs'
 * `search_intent_info.main_intent`) is believed; for every other keyword this rule-based classifier
 * for German and English decides from the words of the phrase alone.
 */
import { questionWordOf } from './question-words.ts';

export const SEARCH_INTENTS = ['informational', 'navigational', 'commercial', 'transactional'] as const;
export type SearchIntent = (typeof SEARCH_INTENTS)[number];

export const SEARCH_INTENT_LABELS: Readonly<Record<SearchIntent, string>> = {
  informational: 'Informational',
  navigational: 'Navigational',
  commercial: 'Commercial',
  transactional: 'Transactional',
};

export function isSearchIntent(value: unknown): value is SearchIntent {
  return typeof value === 'string' && SEARCH_INTENTS.some((intent) => intent === value);
}

interface Signals {
  /** Whole words, or runs of words, matched at word boundaries. */
  words: readonly string[];
  /** German compounds ending in these (`laufschuhtest`, `preisvergleich`, `schuhe-kaufen`). */
  endings: readonly string[];
}

const NAVIGATIONAL: Signals = {
  words: [
    'login', 'log in', 'logon', 'sign in', 'signin', 'sign up', 'anmelden', 'anmeldung', 'einloggen', 'registrieren',
    'kontakt', 'contact', 'contact us', 'impressum', 'kundenservice', 'kundendienst', 'customer service', 'hotline',
    'telefonnummer', 'phone number', 'öffnungszeiten', 'opening hours', 'filiale', 'filialen', 'store locator',
    'website', 'webseite', 'homepage', 'startseite', 'official site', 'offizielle seite', 'mein konto', 'my account',
    'kundenkonto', 'account', 'konto login', 'portal', 'webmail', 'postfach', 'inbox', 'app download',
  ],
  endings: ['login', 'portal'],
};

const TRANSACTIONAL: Signals = {
  words: [
    'kaufen', 'kauf', 'buy', 'purchase', 'bestellen', 'order online', 'preis', 'preise', 'price', 'prices', 'pricing',
    'günstig', 'günstige', 'günstiger', 'cheap', 'cheapest', 'billig', 'billige', 'angebot', 'angebote', 'deal', 'deals',
    'sale', 'for sale', 'rabatt', 'gutschein', 'gutscheincode', 'coupon', 'discount', 'promo code', 'shop', 'online shop',
    'onlineshop', 'versandkostenfrei', 'free shipping', 'mieten', 'rent', 'leihen', 'buchen', 'booking',
    'reservieren', 'download', 'herunterladen', 'abonnieren', 'subscribe', 'in der nähe', 'near me', 'lieferung',
    'delivery', 'bestpreis', 'restposten', 'outlet',
  ],
  endings: ['kaufen', 'bestellen', 'preis', 'preise', 'shop', 'angebot', 'angebote', 'gutschein', 'mieten', 'outlet'],
};

/** Comparing before buying; these outweigh a question (`was ist der beste laufschuh`). */
const COMMERCIAL: Signals = {
  words: [
    'vs', 'vs.', 'versus', 'testsieger', 'testbericht', 'erfahrung', 'erfahrungen', 'erfahrungsbericht',
    'review', 'reviews', 'bewertung', 'bewertungen', 'best', 'beste', 'besten', 'bester', 'bestes', 'top 10',
    'vergleich', 'vergleichen', 'compare', 'comparison', 'alternative', 'alternativen', 'alternatives', 'empfehlung',
    'empfehlungen', 'worth it', 'lohnt sich', 'stiftung warentest',
  ],
  endings: ['testsieger', 'vergleich', 'erfahrungen', 'bewertungen', 'empfehlung'],
};

/** Commercial words that a question or a how-to outweighs (`wie funktioniert ein corona test`). */
const WEAK_COMMERCIAL: Signals = {
  words: ['test', 'tests', 'top', 'ranking', 'rating', 'ratings', 'kosten', 'kostet', 'cost', 'costs', 'oder', 'or'],
  endings: ['test', 'tests'],
};

const INFORMATIONAL: Signals = {
  words: [
    'anleitung', 'tutorial', 'guide', 'how to', 'definition', 'bedeutung', 'meaning', 'erklärung', 'explained',
    'ideen', 'ideas', 'tipps', 'tips', 'beispiel', 'beispiele', 'example', 'examples', 'rezept', 'rezepte', 'recipe',
    'recipes', 'selber machen', 'selbst machen', 'diy', 'lernen', 'learn', 'geschichte', 'history', 'wiki', 'wikipedia',
    'symptome', 'symptoms', 'ursachen', 'causes', 'unterschied', 'difference', 'facts', 'fakten',
  ],
  endings: ['anleitung', 'rezept', 'rezepte', 'ideen', 'tipps'],
};

/** A compound must keep this many letters before its ending, so `protest` is no test and `einkaufen` no kaufen. */
const MIN_COMPOUND_HEAD = 4;

const WORD_SPLIT = /[^\p{L}\p{N}.]+/u;
const DOMAIN_LIKE = /(^|[\s/])(www\.|[\p{L}\p{N}-]+\.(de|com|net|org|at|ch|eu|io|co\.uk)(\s|\/|$))/u;

function wordsOf(keyword: string): string[] {
  return keyword
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .split(WORD_SPLIT)
    // A full stop belongs to a word only inside it (`vs.`, `amazon.de`), never at its end of a sentence.
    .map((word) => (word === 'vs.' ? word : word.replace(/^\.+|\.+$/gu, '')))
    .filter((word) => word !== '');
}

/** A signal list ready to match: its one-word signals as a set, its runs of words padded with spaces. */
interface Matcher {
  readonly single: ReadonlySet<string>;
  readonly runs: readonly string[];
  readonly endings: readonly string[];
}

// Built once: a bulk lookup classifies 10,000 keywords, and a padded copy of every signal per keyword
// was most of the classifier's time. A one-word signal is one of the words exactly when ` word ` is in
// the padded phrase, since no word holds a space.
function matcher(signals: Signals): Matcher {
  return {
    single: new Set(signals.words.filter((phrase) => !phrase.includes(' '))),
    runs: signals.words.filter((phrase) => phrase.includes(' ')).map((phrase) => ` ${phrase} `),
    endings: signals.endings,
  };
}

function hasSignal(words: readonly string[], padded: string, signals: Matcher): boolean {
  for (const word of words) if (signals.single.has(word)) return true;
  for (const run of signals.runs) if (padded.includes(run)) return true;
  for (const word of words) {
    for (const ending of signals.endings) {
      if (word.length - ending.length >= MIN_COMPOUND_HEAD && word.endsWith(ending)) return true;
    }
  }
  return false;
}

const NAVIGATIONAL_MATCH = matcher(NAVIGATIONAL);
const TRANSACTIONAL_MATCH = matcher(TRANSACTIONAL);
const COMMERCIAL_MATCH = matcher(COMMERCIAL);
const INFORMATIONAL_MATCH = matcher(INFORMATIONAL);
const WEAK_COMMERCIAL_MATCH = matcher(WEAK_COMMERCIAL);

/**
 * The intent of a keyword by its words. Choices: the strongest signal wins, in the order
 * navigational (a login or a site is wanted, whatever else the phrase says), transactional (an
 * action such as buying or booking outweighs a question: `wo kann ich laufschuhe kaufen`),
 * commercial (comparing before buying: `beste laufschuhe`, `iphone vs samsung`), informational (a
 * German or English question word, or a how-to word), then the weak commercial words (`laufschuhe
 * test`). A phrase without any signal (`laufschuhe damen`) is informational, as most searches are.
 */
export function classifySearchIntent(keyword: string): SearchIntent {
  const words = wordsOf(keyword);
  const padded = ` ${words.join(' ')} `;
  if (hasSignal(words, padded, NAVIGATIONAL_MATCH) || DOMAIN_LIKE.test(padded.trim())) return 'navigational';
  if (hasSignal(words, padded, TRANSACTIONAL_MATCH)) return 'transactional';
  if (hasSignal(words, padded, COMMERCIAL_MATCH)) return 'commercial';
  if (asksQuestion(padded) || hasSignal(words, padded, INFORMATIONAL_MATCH)) return 'informational';
  if (hasSignal(words, padded, WEAK_COMMERCIAL_MATCH)) return 'commercial';
  return 'informational';
}

function asksQuestion(phrase: string): boolean {
  return questionWordOf(phrase, 'de') !== null || questionWordOf(phrase, 'en') !== null;
}

/** The provider's value when it names one of the four intents, else the classifier's. */
export function searchIntentOf(keyword: string, provided: unknown): SearchIntent {
  return isSearchIntent(provided) ? provided : classifySearchIntent(keyword);
}

/**
 * The words a sample competitor page is written with (issue 24): the keyword's head, the topic's
 * modifiers, its topical terms (the content words of the modifiers: `zimt`, `rotwein`, `gewürz`),
 * products, neighbouring heads and questions, from the topic graph. A page draws the topic's
 * best-known words more often than the rare ones, as real pages of one topic share a core
 * vocabulary: so the terms all competitors use are topical, not the filler of a template.
 */
import { GERMAN_STOP_WORDS } from '../../../src/domain/tokenize.ts';
import { unit } from './hash.ts';
import { sampleIdentity } from './identity.ts';
import { genericTerms, headsIn, topicById, topicsIn, type Topic } from './topic-graph.ts';

export interface Vocabulary {
  readonly head: string;
  /** Search modifiers of the topic, best known first (`rezept`, `mit zimt`, `aus rotwein`). */
  readonly modifiers: readonly string[];
  /**
   * The topic's core terms, which most pages about it use: what goes with or into the head
   * (`mit zimt`, `aus rotwein`), else the best-known modifiers' content words. Capitalised nouns.
   */
  readonly core: readonly string[];
  /** The other content words of the modifiers, best known first. */
  readonly terms: readonly string[];
  readonly products: readonly string[];
  readonly neighbours: readonly string[];
  readonly questions: readonly string[];
}

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);

/**
 * Words of modifiers a writer keeps lower case: verbs, adjectives and adverbs that search
 * modifiers use. Choice: a short list over the topic graph's modifiers; a word not in it and not a
 * stop word is taken for a noun (German nouns are the modifiers' content words).
 */
const LOWER_CASE = new Set([
  'selber', 'machen', 'kochen', 'erhitzen', 'warm', 'halten', 'ziehen', 'lassen', 'übrig', 'ähnliche', 'einfach', 'schnell',
  'vegan', 'alkoholfrei', 'zuckerfrei', 'kaufen', 'günstig', 'online', 'bestellen', 'gebraucht', 'nachhaltig', 'reduziert',
  'englisch', 'lange', 'viel', 'gestern', 'öffnen', 'nürnberger', 'weißer', 'heißer', 'heiße', 'selbst', 'backen', 'pflanzen',
  'schneiden', 'gießen', 'düngen', 'waschen', 'reinigen', 'leicht', 'gesund', 'günstige', 'beste', 'besten', 'neu', 'alt',
]);

/** A modifier as written in a sentence: its nouns capitalised (`mit Zimt`, `aus Rotwein`, `selber machen`). */
export function writtenModifier(modifier: string): string {
  return modifier.split(' ').map((word) => (GERMAN_STOP_WORDS.has(word) || LOWER_CASE.has(word) || /^\d/u.test(word) ? word : capital(word))).join(' ');
}

/**
 * Heads and products are nouns in German: capitalised as a writer would. In a phrase an inflected
 * adjective before the noun stays lower case (`heißer Kakao`, `weiße Schokolade`); other words are
 * nouns of their own (`Zahnradbahn Fahrplan`, a keyword the topic graph does not know).
 */
export function noun(text: string): string {
  return text.split(' ').map((word, i, all) => (i < all.length - 1 && /(?:e|er|es|en|em)$/u.test(word) ? word : capital(word))).join(' ');
}

/** How many core terms a topic has. */
const CORE_TERMS = 10;

/** The content words of the modifiers, those after `mit`/`aus` (what goes with the head) first, each once. */
function termsOf(modifiers: readonly string[], head: string): { core: string[]; terms: string[] } {
  const withHead: string[] = [];
  const others: string[] = [];
  for (const modifier of modifiers) {
    const words = modifier.split(' ');
    const ingredient = words[0] === 'mit' || words[0] === 'aus';
    for (const word of words) {
      if (word.length < 3 || GERMAN_STOP_WORDS.has(word) || LOWER_CASE.has(word) || /\d/u.test(word) || head.includes(word)) continue;
      (ingredient ? withHead : others).push(word);
    }
  }
  const all = [...new Set([...withHead, ...others])].map(capital);
  return { core: all.slice(0, CORE_TERMS), terms: all.slice(CORE_TERMS) };
}

export function vocabularyOf(keyword: string): Vocabulary {
  const id = sampleIdentity(keyword);
  const topic: Topic | undefined = topicsIn(id, 'de')[0];
  const head = headsIn(id, 'de')[0] ?? id;
  if (!topic) {
    const generic = genericTerms('de');
    const modifiers = generic.modifiers.slice(0, 30);
    return { head, modifiers, ...termsOf(modifiers, head), products: ['zubehör', 'set', 'ersatzteile'], neighbours: [], questions: generic.questions.map((q) => q.replaceAll('{k}', head)) };
  }
  const neighbours = topic.neighbours.flatMap((nid) => topicById(nid)?.de.heads.slice(0, 2) ?? []);
  return {
    head,
    modifiers: topic.de.modifiers,
    ...termsOf(topic.de.modifiers, head),
    products: topic.de.products,
    neighbours: [...topic.de.heads.filter((h) => h !== head).slice(0, 3), ...neighbours],
    questions: topic.de.questions.map((q) => q.replaceAll('{k}', head)),
  };
}

/**
 * The items in an order fixed by the seed, the first ones of the list likelier to come early: item
 * i is keyed by u^(1 / w) with the weight w = 1 / (i + 3) (weighted sampling without replacement),
 * so a page starts with the topic's best-known words most of the time, and varies after them.
 */
export function weightedOrder<T>(items: readonly T[], ...seed: readonly (string | number)[]): T[] {
  return items
    .map((item, i) => ({ item, key: Math.log(Math.max(1e-12, unit(...seed, i))) * (i + 3) }))
    .sort((a, b) => b.key - a.key)
    .map((entry) => entry.item);
}

/** The items in an order fixed by the seed, every order as likely. */
export function shuffled<T>(items: readonly T[], ...seed: readonly (string | number)[]): T[] {
  return items.map((item, i) => ({ item, key: unit(...seed, i) })).sort((a, b) => a.key - b.key).map((entry) => entry.item);
}

export function choose<T>(items: readonly T[], fallback: T, ...seed: readonly (string | number)[]): T {
  return items.length === 0 ? fallback : (items[Math.floor(unit(...seed) * items.length)] ?? fallback);
}

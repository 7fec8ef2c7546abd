/**
 * The phrases the topic graph makes around a seed: what contains it (matching) and what shares its
 * topic without containing it (related). Each comes with a weight, how closely it belongs to the
 * seed, which ranks it together with its sample base volume (see rankPhrases in ideas.ts).
 */
import { phraseError, tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import { unit } from './hash.ts';
import { sampleIdentity } from './identity.ts';
import { genericTerms, headsIn, headsOf, topicById, topicsIn, type GraphLanguage, type Topic, type TopicTerms } from './topic-graph.ts';

export interface WeightedPhrase {
  phrase: string;
  weight: number;
}

/** The modifiers a topic was written around (`rezept`, `selber machen`) start its two-modifier phrases. */
const LEADING_MODIFIERS = 4;
/** A later head of a topic takes about this share of the topic's modifiers: not every head has every phrase. */
const MODIFIER_FIT = 0.75;
/** About this share of the possible two-modifier phrases is searched at all. */
const PAIR_FIT = 0.3;
/** Heads a seed is compared with (`glühwein vs punsch`). */
const COMPARED_HEADS = 6;
/** A neighbouring topic's head brings only its first modifiers: it is a step away from the seed. */
const NEIGHBOUR_MODIFIERS = 8;

/** How closely a kind of phrase belongs to the seed, relative to the topic's own phrases. */
const WEIGHT = { topic: 1, pair: 0.6, question: 0.7, comparison: 0.5, generic: 0.3, longerHead: 0.3 } as const;
/** Related terms: the topic's other heads first, then their phrases, then the neighbouring topics. */
const RELATED = { head: 1, phrase: 0.35, neighbourHead: 0.2, neighbourPhrase: 0.08 } as const;

/** Lists are written most searched first: the last entry of a list gets half the weight of the first. */
function byPosition(index: number, length: number): number {
  return 1 - (0.5 * index) / Math.max(1, length);
}

/** The phrase with its start written as the seed was typed, when it starts with the seed. */
function echo(phrase: string, seed: string, text: string): string {
  return sampleIdentity(phrase.slice(0, text.length)) === seed ? `${text}${phrase.slice(text.length)}` : phrase;
}

/** A function replacement, so a seed with `$&` or `$1` in it is inserted as typed. */
function fill(template: string, text: string): string {
  return template.replaceAll('{k}', () => text);
}

/** Whether a later head of a topic takes this modifier; the first head takes them all. */
function fits(head: string, modifier: string, terms: TopicTerms): boolean {
  return terms.heads[0] === head || unit(head, modifier, 'fits') < MODIFIER_FIT;
}

/** Everything the topic graph says about one head: `head modifier`, products, buying, questions, pairs. */
export function headPhrases(head: string, text: string, terms: TopicTerms, language: GraphLanguage): WeightedPhrase[] {
  const generic = genericTerms(language);
  const out: WeightedPhrase[] = [];
  const modifiers = terms.modifiers.filter((modifier) => fits(head, modifier, terms));
  modifiers.forEach((modifier, index) => out.push({ phrase: `${text} ${modifier}`, weight: WEIGHT.topic * byPosition(index, modifiers.length) }));
  terms.products.forEach((product, index) => {
    const weight = WEIGHT.topic * byPosition(index, terms.products.length);
    out.push({ phrase: `${text} ${product}`, weight });
    for (const buying of generic.buying) if (buying !== product) out.push({ phrase: `${text} ${product} ${buying}`, weight: weight * WEIGHT.pair });
  });
  terms.questions.forEach((question, index) => out.push({ phrase: fill(question, text), weight: WEIGHT.question * byPosition(index, terms.questions.length) }));
  for (const first of modifiers.slice(0, LEADING_MODIFIERS)) {
    for (const second of modifiers.slice(LEADING_MODIFIERS)) {
      if (unit(head, first, second, 'pair') < PAIR_FIT) out.push({ phrase: `${text} ${first} ${second}`, weight: WEIGHT.pair });
    }
  }
  return out;
}

/** What any seed gets, known or not: the generic modifiers and questions. */
function genericPhrases(text: string, language: GraphLanguage, weight: number): WeightedPhrase[] {
  const generic = genericTerms(language);
  return [
    ...generic.modifiers.map((modifier, index) => ({ phrase: `${text} ${modifier}`, weight: weight * byPosition(index, generic.modifiers.length) })),
    ...generic.questions.map((question, index) => ({ phrase: fill(question, text), weight: weight * byPosition(index, generic.questions.length) })),
  ];
}

function comparisonPhrases(text: string, heads: readonly string[], language: GraphLanguage): WeightedPhrase[] {
  const generic = genericTerms(language);
  return heads.slice(0, COMPARED_HEADS).flatMap((other, index) => {
    const weight = WEIGHT.comparison * byPosition(index, COMPARED_HEADS);
    return [
      ...generic.comparisons.map((word) => ({ phrase: `${text} ${word} ${other}`, weight })),
      { phrase: generic.difference.replace(/\{[ab]\}/gu, (mark) => (mark === '{a}' ? text : other)), weight },
    ];
  });
}

/** The other heads of some topics, graph order, each once. */
function otherHeads(topics: readonly Topic[], language: GraphLanguage, exclude: (head: string) => boolean): string[] {
  const heads: string[] = [];
  for (const topic of topics) for (const head of topic[language].heads) if (!exclude(head) && !heads.includes(head)) heads.push(head);
  return heads;
}

function computeMatching(text: string, language: GraphLanguage): WeightedPhrase[] {
  const seed = sampleIdentity(text);
  const heads = headsIn(seed, language);
  const all = headsOf(language);
  const out: WeightedPhrase[] = [];
  for (const head of heads) {
    for (const topic of all.get(head) ?? []) {
      const terms = topic[language];
      if (head === seed) out.push(...headPhrases(head, text, terms, language));
      else {
        for (const candidate of headPhrases(head, head, terms, language)) {
          if (sampleIdentity(candidate.phrase).includes(seed)) out.push({ phrase: echo(candidate.phrase, seed, text), weight: candidate.weight });
        }
        terms.modifiers.forEach((modifier, index) => {
          if (!seed.includes(modifier)) out.push({ phrase: `${text} ${modifier}`, weight: WEIGHT.pair * byPosition(index, terms.modifiers.length) });
        });
      }
      for (const longer of terms.heads) {
        if (longer === head || !longer.includes(seed)) continue;
        out.push({ phrase: longer, weight: WEIGHT.topic });
        for (const candidate of headPhrases(longer, longer, terms, language)) out.push({ phrase: candidate.phrase, weight: candidate.weight * WEIGHT.longerHead });
      }
    }
  }
  const topics = topicsIn(seed, language);
  out.push(...comparisonPhrases(text, otherHeads(topics, language, (head) => head.includes(seed) || seed.includes(head)), language));
  // A seed longer than its head (`glühwein rezept`) is already specific: generic words fit it less.
  out.push(...genericPhrases(text, language, heads.length > 0 && !heads.includes(seed) ? WEIGHT.generic / 2 : WEIGHT.generic));
  return out;
}

// Autocomplete expands one seed with dozens of queries (a–z, 0–9, prepositions): the seed's phrases
// are made once and kept for the next queries.
const MATCHING_CACHE_SIZE = 64;
const matchingCache = new Map<string, readonly WeightedPhrase[]>();

/**
 * Phrases containing the seed: for each head in it, the head's phrases that contain the whole seed,
 * the topic's longer heads that contain it (`weißer glühwein`), the topic modifiers after a longer
 * seed (`glühwein rezept mit rum`), comparisons with the topic's other heads; for any seed the
 * generic modifiers and questions. `text` keeps the seed's case, so autocomplete can echo it.
 */
export function matchingPhrases(text: string, language: GraphLanguage): readonly WeightedPhrase[] {
  const key = `${language} ${text}`;
  const known = matchingCache.get(key);
  if (known) return known;
  const phrases = computeMatching(text, language);
  if (matchingCache.size >= MATCHING_CACHE_SIZE) matchingCache.delete(matchingCache.keys().next().value ?? key);
  matchingCache.set(key, phrases);
  return phrases;
}

/**
 * Phrases on the seed's topics that do not contain it: the topics' other heads (and the seed with its
 * head swapped for them: `glühwein rezept` → `punsch rezept`), their phrases, then the neighbouring
 * topics' heads with their first modifiers, each step with less weight. None contains the seed or a
 * head found in it.
 */
export function relatedPhrases(text: string, language: GraphLanguage): WeightedPhrase[] {
  const seed = sampleIdentity(text);
  const heads = headsIn(seed, language);
  if (heads.length === 0) return [];
  const topics = topicsIn(seed, language);
  const neighbours: Topic[] = [];
  for (const topic of topics) {
    for (const id of topic.neighbours) {
      const neighbour = topicById(id);
      if (neighbour && !topics.includes(neighbour) && !neighbours.includes(neighbour)) neighbours.push(neighbour);
    }
  }
  const touchesSeed = (phrase: string) => {
    const identity = sampleIdentity(phrase);
    return identity.includes(seed) || heads.some((head) => identity.includes(head));
  };
  const out: WeightedPhrase[] = [];
  for (const topic of topics) {
    const terms = topic[language];
    terms.heads.forEach((other, index) => {
      const weight = RELATED.head * byPosition(index, terms.heads.length);
      out.push({ phrase: other, weight });
      for (const head of heads) if (head !== seed) out.push({ phrase: seed.replace(head, () => other), weight });
      for (const candidate of headPhrases(other, other, terms, language)) out.push({ phrase: candidate.phrase, weight: candidate.weight * RELATED.phrase });
    });
  }
  for (const topic of neighbours) {
    const terms = topic[language];
    terms.heads.forEach((other, index) => {
      const weight = RELATED.neighbourHead * byPosition(index, terms.heads.length);
      out.push({ phrase: other, weight });
      terms.modifiers.slice(0, NEIGHBOUR_MODIFIERS).forEach((modifier, rank) => {
        if (fits(other, modifier, terms)) out.push({ phrase: `${other} ${modifier}`, weight: RELATED.neighbourPhrase * byPosition(rank, NEIGHBOUR_MODIFIERS) });
      });
    });
  }
  return out.filter((candidate) => !touchesSeed(candidate.phrase));
}

/**
 * Each phrase once (by its identity, which is phraseIdentity's, the best weight kept), never the
 * seed, only phrases that pass the phrase rules, tidied.
 */
export function distinctPhrases(candidates: readonly WeightedPhrase[], seed: string): WeightedPhrase[] {
  const seedIdentity = sampleIdentity(seed);
  const best = new Map<string, WeightedPhrase>();
  for (const candidate of candidates) {
    const phrase = tidyPhrase(candidate.phrase);
    const identity = sampleIdentity(phrase);
    if (identity === '' || identity === seedIdentity || phraseError(phrase) !== null) continue;
    const known = best.get(identity);
    if (!known || known.weight < candidate.weight) best.set(identity, { phrase, weight: candidate.weight });
  }
  return [...best.values()];
}

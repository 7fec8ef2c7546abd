/**
 * The sample topic graph: every topic of topics/, indexed by head term per language, so a seed
 * finds its topics (`glühwein` → christmas drinks) and a topic its neighbours.
 */
import { sampleIdentity } from './identity.ts';
import { CHRISTMAS_TOPICS } from './topics/christmas.ts';
import { FASHION_TOPICS } from './topics/fashion.ts';
import { FINANCE_TOPICS } from './topics/finance.ts';
import { FOOD_DRINK_TOPICS } from './topics/food-drink.ts';
import { GARDEN_TOPICS } from './topics/garden.ts';
import { GENERIC_DE, GENERIC_EN, type GenericTerms } from './topics/generic.ts';
import { HEALTH_TOPICS } from './topics/health.ts';
import { SPORT_TOPICS } from './topics/sport.ts';
import type { Topic, TopicTerms } from './topics/topic.ts';
import { TRAVEL_TOPICS } from './topics/travel.ts';
import { TECHNOLOGY_TOPICS } from './topics/technology.ts';
import { WINTER_TOPICS } from './topics/winter.ts';

export type { Topic, TopicTerms };

export const TOPICS: readonly Topic[] = [
  ...CHRISTMAS_TOPICS, ...WINTER_TOPICS, ...FOOD_DRINK_TOPICS, ...GARDEN_TOPICS, ...SPORT_TOPICS, ...TRAVEL_TOPICS,
  ...FASHION_TOPICS, ...TECHNOLOGY_TOPICS, ...FINANCE_TOPICS, ...HEALTH_TOPICS,
];

/** The graph has German and English words; every other language is answered in English. */
export type GraphLanguage = 'de' | 'en';

/** `de`, `de-AT`, `DE` are German; anything else English (as question-words.ts falls back to English). */
export function graphLanguage(language: string): GraphLanguage {
  return language.trim().toLowerCase().split(/[-_]/u)[0] === 'de' ? 'de' : 'en';
}

export function genericTerms(language: GraphLanguage): GenericTerms {
  return language === 'de' ? GENERIC_DE : GENERIC_EN;
}

const BY_ID = new Map(TOPICS.map((topic) => [topic.id, topic]));

export function topicById(id: string): Topic | null {
  return BY_ID.get(id) ?? null;
}

/**
 * Below this length a head only matches as whole words: `tee` must not match `steel`, `tablet`
 * not `tabletten`; from it on a head matches inside compounds (`apfelglühwein`).
 */
export const WHOLE_WORD_BELOW = 7;

/** Where `stem` stands in `text` (both lower case) by the rule above, or false. */
export function containsTerm(text: string, stem: string): boolean {
  if (stem.length >= WHOLE_WORD_BELOW) return text.includes(stem);
  return ` ${text} `.includes(` ${stem} `);
}

const HEADS: Record<GraphLanguage, Map<string, Topic[]>> = { de: new Map(), en: new Map() };
for (const topic of TOPICS) {
  for (const language of ['de', 'en'] as const) {
    for (const head of topic[language].heads) {
      const topics = HEADS[language].get(head) ?? [];
      topics.push(topic);
      HEADS[language].set(head, topics);
    }
  }
}

/** Every head of a language with its topics, in graph order. */
export function headsOf(language: GraphLanguage): ReadonlyMap<string, readonly Topic[]> {
  return HEADS[language];
}

/**
 * The heads that stand in a phrase, longest first; a head inside a longer head found too is left
 * out (`garten` in `gartenmöbel`), so the most specific reading wins.
 */
export function headsIn(phrase: string, language: GraphLanguage): string[] {
  const text = sampleIdentity(phrase);
  if (text === '') return [];
  const found = [...HEADS[language].keys()].filter((head) => containsTerm(text, head));
  found.sort((a, b) => b.length - a.length || a.localeCompare(b, 'de'));
  return found.filter((head, index) => !found.slice(0, index).some((longer) => longer.includes(head)));
}

/** The topics of the heads in a phrase, each once, in the order the heads were found. */
export function topicsIn(phrase: string, language: GraphLanguage): Topic[] {
  const topics: Topic[] = [];
  for (const head of headsIn(phrase, language)) {
    for (const topic of HEADS[language].get(head) ?? []) if (!topics.includes(topic)) topics.push(topic);
  }
  return topics;
}

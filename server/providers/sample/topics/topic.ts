/**
 * The shape of one topic of the sample topic graph. A topic is a small family of head terms that
 * searchers treat as alternatives (glühwein, punsch, feuerzangenbowle), the words they put after
 * them, and its neighbours: topics whose heads are related terms a step further away.
 */
/** The demand curve over the year a stem follows (its shape: lexicon.ts SEASON_CURVES). */
export type SeasonProfile = 'christmas' | 'summer' | 'winter' | 'easter' | 'spring' | 'flat';

/** One language's words of a topic; every entry is lower case, as searchers type. */
export interface TopicTerms {
  /** Head terms, the best known first: the first head was the one the modifiers were written for. */
  heads: readonly string[];
  /** Words after a head: `glühwein rezept`, `glühwein für kinder`, `glühwein 1 liter`. */
  modifiers: readonly string[];
  /** Things bought with a head; each is also combined with the buying modifiers (`glühwein tassen kaufen`). */
  products: readonly string[];
  /** Questions with `{k}` where the head goes: `wie lange hält {k}`. */
  questions: readonly string[];
}

export interface Topic {
  id: string;
  season: SeasonProfile;
  /** A code of category-tree.ts. */
  category: number;
  /** 0–1: how much advertisers bid on the topic; drives CPC and competition. */
  commercial: number;
  /** Ids of topics whose heads are related terms too. */
  neighbours: readonly string[];
  de: TopicTerms;
  en: TopicTerms;
}

/**
 * The fake's answers for the research endpoints (DataForSEO Labs ideas, suggestions, ranked
 * keywords, historical volume, and the autocomplete SERP), in the documented result shapes. Labs
 * calls honour `limit`, `offset`, `offset_token` (ranked keywords: `offset` only), a one-condition
 * `filters` and the 700-keyword cap.
 */
export const KEYWORD_SUGGESTIONS = '/v3/dataforseo_labs/google/keyword_suggestions/live';
export const KEYWORD_IDEAS = '/v3/dataforseo_labs/google/keyword_ideas/live';
export const RANKED_KEYWORDS = '/v3/dataforseo_labs/google/ranked_keywords/live';
export const HISTORICAL_VOLUME = '/v3/dataforseo_labs/google/historical_search_volume/live';
export const AUTOCOMPLETE = '/v3/serp/google/autocomplete/live/advanced';
export const RESEARCH_PATHS = [KEYWORD_SUGGESTIONS, KEYWORD_IDEAS, RANKED_KEYWORDS, HISTORICAL_VOLUME, AUTOCOMPLETE];

/** A seed with 2,300 matching phrases, for paging. */
export const MANY_SEED = 'viele';
/** Known to Google Ads (search_volume answers it) but not to the Labs database. */
export const ADS_ONLY_KEYWORD = 'nur bei google ads';
/** The newest month the Labs database has counted. */
export const LABS_LAST_MONTH = { year: 2026, month: 10 };
export const LABS_MAX_KEYWORDS = 700;
/** Keywords of the long batching lists: answered with a shorter history. */
export const BULK_PREFIX = 'begriff ';

export interface ResearchTask {
  keyword?: string;
  keywords?: string[];
  target?: string;
  limit?: number;
  offset?: number;
  offset_token?: string;
  filters?: unknown[];
  order_by?: string[];
  location_code?: number;
  language_code?: string;
}

/** Answered as the envelope's task would be: a status and a result, or a task-level error. */
export type ResearchAnswer = { result: unknown[] } | { status_code: number; status_message: string };

/** `months` of history: the lists answer the last twelve, historical volume all since 2019. */
function keywordInfo(volume: number, months = 12) {
  return {
    se_type: 'google',
    last_updated_time: '2026-11-03 09:12:44 +00:00',
    competition: 0.42,
    competition_level: 'MEDIUM',
    cpc: 0.9,
    search_volume: volume,
    low_top_of_page_bid: 0.3,
    high_top_of_page_bid: 1.7,
    categories: [10021, 13418],
    monthly_searches: labsMonths().slice(0, months).map((m) => ({ ...m, search_volume: volume + m.month })),
    search_volume_trend: { monthly: 5, quarterly: 10, yearly: -3 },
  };
}

/** Labs lists every month from January 2019 to its newest, newest first. */
function labsMonths(): { year: number; month: number }[] {
  const list: { year: number; month: number }[] = [];
  for (let i = 2019 * 12; i <= LABS_LAST_MONTH.year * 12 + LABS_LAST_MONTH.month - 1; i++) list.push({ year: Math.floor(i / 12), month: (i % 12) + 1 });
  return list.reverse();
}

function keywordData(keyword: string, volume: number, task: ResearchTask, months = 12) {
  return {
    se_type: 'google',
    keyword,
    location_code: task.location_code,
    language_code: task.language_code,
    keyword_info: keywordInfo(volume, months),
    keyword_properties: { se_type: 'google', core_keyword: null, synonym_clustering_algorithm: 'text_processing', keyword_difficulty: 35, detected_language: 'de', is_another_language: false, words_count: keyword.split(' ').length },
    // Labs knows the intent of most keywords, not all; `punsch` stands for one it does not know.
    search_intent_info: keyword === 'punsch' ? null : { se_type: 'google', main_intent: 'commercial', foreign_intent: ['transactional'], last_updated_time: '2026-11-01 00:00:00 +00:00' },
    serp_info: { se_type: 'google', check_url: 'https://www.google.de/search?q=x', serp_item_types: ['organic', 'people_also_ask', 'video', 'unknown_widget'], se_results_count: 1200, last_updated_time: '2026-11-01 00:00:00 +00:00', previous_updated_time: null },
  };
}

function suggestionPhrases(seed: string): string[] {
  if (seed === MANY_SEED) return Array.from({ length: 2300 }, (_, i) => `${seed} ${i + 1}`);
  return [`${seed} kaufen`, `${seed} rezept`, `rezept ${seed} selber machen`, `${seed}markt berlin`, `${seed} Kaufen`];
}

function ideaPhrases(seed: string): string[] {
  return [`${seed} kaufen`, 'punsch', 'feuerzangenbowle', `${seed}gewürz`, 'weihnachtsmarkt', 'weiß glühwein rezept', 'kinderpunsch', 'Punsch', 'heißer apfelwein'];
}

/** Applies the one documented filter shape the adapters send: `[field, operator, value]`. */
function passes(phrase: string, filters: unknown[] | undefined): boolean {
  if (!filters || filters.length !== 3) return true;
  const [field, operator, value] = filters;
  if (field !== 'keyword' || typeof value !== 'string') return true;
  const pattern = new RegExp(`^${value.split('%').map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('.*')}$`, 'u');
  const like = pattern.test(phrase.toLowerCase());
  return operator === 'not_like' ? !like : operator === 'like' ? like : true;
}

/** The token carries the initial task and the next offset, as the real, opaque one stands for them. */
function tokenFor(task: ResearchTask, offset: number): string {
  const { limit: _limit, offset: _offset, offset_token: _token, ...initial } = task;
  return Buffer.from(JSON.stringify({ initial, offset }), 'utf8').toString('base64url');
}

/** The task a request stands for: itself, or the initial task behind its offset_token (only `limit` counts then). */
function resolveTask(task: ResearchTask): ResearchTask {
  if (!task.offset_token) return task;
  const { initial, offset } = JSON.parse(Buffer.from(task.offset_token, 'base64url').toString('utf8')) as { initial: ResearchTask; offset: number };
  return { ...initial, offset, ...(task.limit === undefined ? {} : { limit: task.limit }) };
}

/** A page of a Labs list, its items built for the page only. */
function page<T>(all: T[], task: ResearchTask, extra: Record<string, unknown>, build: (value: T, index: number) => unknown = (value) => value) {
  const offset = task.offset ?? 0;
  const limit = Math.min(task.limit ?? 100, 1000);
  const items = all.slice(offset, offset + limit).map((value, i) => build(value, offset + i));
  return [{ se_type: 'google', location_code: task.location_code, language_code: task.language_code, total_count: all.length, items_count: items.length, offset, offset_token: tokenFor(task, offset + items.length), ...extra, items }];
}

function ranked(task: ResearchTask) {
  const target = task.target ?? '';
  const rows: [string, number, string][] = [
    ['glühwein kaufen', 7, '/shop/gluehwein'],
    ['weihnachtsmarkt berlin', 2, '/maerkte/berlin'],
    ['glühwein kaufen', 3, '/gluehwein'],
    ['punsch rezept', 12, '/rezepte/punsch'],
    ['feuerzangenbowle', 2, '/rezepte/feuerzangenbowle'],
  ];
  const items = rows.map(([keyword, rank, path]) => ({
    se_type: 'google',
    keyword_data: { se_type: 'google', keyword, location_code: task.location_code, language_code: task.language_code, keyword_info: keywordInfo(800) },
    ranked_serp_element: {
      se_type: 'google',
      serp_item: { se_type: 'google', type: 'organic', rank_group: rank, rank_absolute: rank + 1, position: 'left', domain: `www.${target}`, title: keyword, url: `https://www.${target}${path}`, relative_url: path },
      check_url: 'https://www.google.de/search?q=x',
      serp_item_types: ['organic'],
      se_results_count: 1000,
      keyword_difficulty: 30,
      is_lost: false,
    },
  }));
  if (task.order_by?.[0] === 'ranked_serp_element.serp_item.rank_group,asc') items.sort((a, b) => a.ranked_serp_element.serp_item.rank_group - b.ranked_serp_element.serp_item.rank_group);
  return items;
}

function autocomplete(task: ResearchTask) {
  const keyword = task.keyword ?? '';
  const suggestions = [keyword, `${keyword} kaufen`, `${keyword} rezept`, `${keyword.toUpperCase()} KAUFEN`, `${keyword} selber machen`];
  return [
    {
      keyword, type: 'autocomplete', se_domain: 'google.de', location_code: task.location_code, language_code: task.language_code, check_url: 'https://www.google.de/complete/search', datetime: '2026-11-24 10:00:00 +00:00', spell: null, refinement_chips: null, item_types: ['autocomplete'], se_results_count: 0, items_count: suggestions.length,
      items: suggestions.map((suggestion, i) => ({ type: 'autocomplete', rank_group: i + 1, rank_absolute: i + 1, relevance: 1250 - i, suggestion, suggestion_type: 'QUERY', search_query_url: 'https://www.google.com/search?q=x', thumbnail_url: null, highlighted: null })),
    },
  ];
}

/** `unknown` is a keyword no endpoint knows. */
export function researchAnswer(path: string, asked: ResearchTask, unknown: string): ResearchAnswer {
  const task = resolveTask(asked);
  const kept = (phrases: string[]) => phrases.filter((p) => passes(p, task.filters));
  const data = (phrase: string, i: number) => keywordData(phrase, 1000 - i, task);
  if (path === KEYWORD_SUGGESTIONS) return { result: page(kept(suggestionPhrases(task.keyword ?? '')), task, { seed_keyword: task.keyword, seed_keyword_data: null }, data) };
  if (path === KEYWORD_IDEAS) return { result: page(kept(ideaPhrases(task.keywords?.[0] ?? '')), task, { seed_keywords: task.keywords }, data) };
  if (path === RANKED_KEYWORDS) return { result: page(ranked(task), task, { target: task.target, metrics: {}, offset_token: undefined }) };
  if (path === HISTORICAL_VOLUME) {
    const keywords = task.keywords ?? [];
    if (keywords.length > LABS_MAX_KEYWORDS) return { status_code: 40501, status_message: "Invalid Field: 'keywords'. The maximum number of keywords is 700." };
    const known = keywords.filter((k) => k !== ADS_ONLY_KEYWORD && k !== unknown);
    // The long lists of the batching tests (`begriff …`) get one year, so the fake stays quick.
    const items = known.map((k, i) => ({ ...keywordData(k.toLowerCase(), 2000 + i, task, k.startsWith(BULK_PREFIX) ? 12 : Infinity), search_partners: false }));
    return { result: [{ se_type: 'google', location_code: task.location_code, language_code: task.language_code, items_count: items.length, items }] };
  }
  return { result: autocomplete(task) };
}

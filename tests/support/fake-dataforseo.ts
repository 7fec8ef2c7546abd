/**
 * A local stand-in for DataForSEO v3 on 127.0.0.1 (built on fake-provider-server.ts): it checks basic
 * auth and answers the live endpoints in the documented envelope (top-level status_code 20000, one
 * task with its own status and result); the research endpoints' answers are in
 * fake-dataforseo-research.ts. Tests queue special replies (task errors, HTTP 401/402/429,
 * malformed JSON, silence) per path.
 */
import { RESEARCH_PATHS, researchAnswer, type ResearchTask } from './fake-dataforseo-research.ts';
import { startFakeProviderServer, type FakeProviderServer, type FakeReply, type RecordedRequest } from './fake-provider-server.ts';

export type { FakeReply };
export type CapturedRequest = RecordedRequest;
export type FakeDataForSeo = FakeProviderServer;

export const FAKE_LOGIN = 'fake-login';
export const FAKE_PASSWORD = 'fake-password';
export const SEARCH_VOLUME = '/v3/keywords_data/google_ads/search_volume/live';
export const DIFFICULTY = '/v3/dataforseo_labs/google/bulk_keyword_difficulty/live';
export const SERP = '/v3/serp/google/organic/live/advanced';
/** A keyword the fake knows nothing about: it is left out of every result, as Google Ads does. */
export const UNKNOWN_KEYWORD = 'zzqx unbekannt';

export function envelope(task: { status_code?: number; status_message?: string; result?: unknown[] | null }, top = { status_code: 20000, status_message: 'Ok.' }) {
  const status_code = task.status_code ?? 20000;
  return {
    version: '0.1.20250101',
    ...top,
    time: '0.1 sec.',
    cost: 0,
    tasks_count: 1,
    tasks_error: status_code === 20000 ? 0 : 1,
    tasks: [{ id: '11231234-0000-0000-0000-000000000000', status_code, status_message: task.status_message ?? 'Ok.', time: '0.1 sec.', cost: 0, result_count: task.result?.length ?? 0, path: [], data: {}, result: task.result ?? null }],
  };
}

/** The documented top-level error shape: no tasks, the status on the envelope itself. */
export function topLevelError(status_code: number, status_message: string) {
  return { version: '0.1.20250101', status_code, status_message, time: '0 sec.', cost: 0, tasks_count: 0, tasks_error: 0, tasks: null };
}

interface TaskBody {
  keywords?: string[];
  keyword?: string;
  date_from?: string;
  date_to?: string;
  location_code?: number;
  language_code?: string;
}

function months(from: string, to: string): { year: number; month: number }[] {
  const [fy = 0, fm = 1] = from.split('-').map(Number);
  const [ty = 0, tm = 1] = to.split('-').map(Number);
  const list: { year: number; month: number }[] = [];
  for (let i = fy * 12 + fm - 1; i <= ty * 12 + tm - 1; i++) list.push({ year: Math.floor(i / 12), month: (i % 12) + 1 });
  return list.reverse(); // newest first, as Google Ads lists them
}

function defaultResult(path: string, task: TaskBody): unknown[] {
  const known = (task.keywords ?? []).filter((k) => k !== UNKNOWN_KEYWORD);
  if (path === SEARCH_VOLUME) {
    return known.map((keyword, i) => ({
      keyword: keyword.toLowerCase(),
      spell: null,
      location_code: task.location_code,
      language_code: task.language_code,
      search_partners: false,
      competition: 'MEDIUM',
      competition_index: 40 + i,
      search_volume: 1000 + i,
      low_top_of_page_bid: 0.25,
      high_top_of_page_bid: 1.5,
      cpc: 0.8,
      monthly_searches: months(task.date_from ?? '2026-01-01', task.date_to ?? '2026-01-31').map((m) => ({ ...m, search_volume: 1000 + m.month })),
    }));
  }
  if (path === DIFFICULTY) {
    return [{ se_type: 'google', location_code: task.location_code, language_code: task.language_code, total_count: known.length, items_count: known.length, items: known.map((keyword, i) => ({ se_type: 'google', keyword: keyword.toLowerCase(), keyword_difficulty: 30 + i })) }];
  }
  if (path === SERP) {
    const organic = ['www.wikipedia.example', 'shop.example.de', 'www.example.de', 'www.other.example'].map((domain, i) => ({
      type: 'organic', rank_group: i + 1, rank_absolute: i + 2, position: 'left', domain, title: `${task.keyword} ${i + 1}`, url: `https://${domain}/${i}`, description: `about ${task.keyword}`,
    }));
    return [{ keyword: task.keyword, type: 'organic', se_domain: 'google.de', location_code: task.location_code, language_code: task.language_code, item_types: ['people_also_ask', 'organic', 'images', 'math_solver'], items_count: 5, items: [{ type: 'people_also_ask', rank_group: 1, rank_absolute: 1 }, ...organic] }];
  }
  return [];
}

export function startFakeDataForSeo(): Promise<FakeDataForSeo> {
  const expected = `Basic ${Buffer.from(`${FAKE_LOGIN}:${FAKE_PASSWORD}`).toString('base64')}`;
  return startFakeProviderServer((request) => {
    if (request.authorization !== expected) return { status: 401, json: topLevelError(40100, 'You are not authorized to access this resource.') };
    const task = (Array.isArray(request.body) ? request.body[0] : undefined) as TaskBody | undefined;
    if (task && RESEARCH_PATHS.includes(request.path)) return { json: envelope(researchAnswer(request.path, task as ResearchTask, UNKNOWN_KEYWORD)) };
    if (!task || ![SEARCH_VOLUME, DIFFICULTY, SERP].includes(request.path)) return { status: 404, json: topLevelError(40400, 'Not Found.') };
    return { json: envelope({ result: defaultResult(request.path, task) }) };
  });
}

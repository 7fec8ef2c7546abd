/**
 * Answers of the monitoring API for a project of `keywords` keywords with `days` days of history, for
 * the project screen's browser bench. Generated from a seeded hash (same input, same answers) and
 * checked against the contract's zod schemas, so the page receives what the server would send.
 */
import {
  competitorPositionsResponseSchema,
  keywordHistoryResponseSchema,
  overviewResponseSchema,
  projectListResponseSchema,
  rankingsResponseSchema,
  visibilityResponseSchema,
  type ProjectSettings,
  type RankingRow,
} from '../src/domain/contracts/monitoring.ts';
import { rankBand } from '../src/domain/rank-colour.ts';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

const WORDS = ['ski', 'schuhe', 'helm', 'jacke', 'brille', 'handschuhe', 'rucksack', 'stöcke', 'hose', 'socken', 'winter', 'damen', 'herren', 'kinder', 'test', 'kaufen', 'günstig', 'sale'];

export function dayList(days: number, last = '2026-11-25'): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

export interface ProjectAnswers {
  list: unknown;
  rankings: unknown;
  visibility: unknown;
  overview: unknown;
  competitors: unknown;
  history: unknown;
}

export function projectAnswers(keywordCount: number, days: number): ProjectAnswers {
  const dates = dayList(days);
  const project: ProjectSettings = {
    id: 1, domain: 'www.demo-shop.de', device: 'desktop', location: 2276, language: 'de', competitors: ['www.ski-profi.de', 'www.bergsport.de'],
    tags: ['ski', 'winter'], update_time: '06:00', keyword_count: keywordCount, share_id: null, created_at: `${dates[0]}T06:00:00Z`,
  };
  const rows: RankingRow[] = Array.from({ length: keywordCount }, (_, i) => {
    const keyword = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i}`;
    const r = hash(keyword);
    const failed = r < 0.02;
    const found = r < 0.85;
    const position = failed || !found ? null : 1 + Math.floor(hash(`${keyword}:p`) * 100);
    const volume = Math.round(50 + hash(`${keyword}:v`) ** 3 * 40_000);
    return {
      keyword_id: i + 1, keyword, status: failed ? 'failed' : found ? 'ranked' : 'not_found', position, failure_reason: failed ? 'provider timeout' : null,
      change_1: position === null ? null : Math.round((hash(`${keyword}:1`) - 0.5) * 6), change_7: position === null ? null : Math.round((hash(`${keyword}:7`) - 0.5) * 14),
      change_30: position === null ? 'lost' : Math.round((hash(`${keyword}:30`) - 0.5) * 30), best_position: position === null ? null : Math.max(1, position - 3),
      url: position === null ? null : `https://www.demo-shop.de/${WORDS[i % WORDS.length]}`, serp_features: [1, 10], volume,
      estimated_clicks: position === null ? null : volume * (position <= 10 ? 0.3 / position : 0.005), tags: [i % 2 === 0 ? 'ski' : 'winter'],
      rank_band: rankBand(position), checked_at: `${dates[dates.length - 1]}T06:00:00Z`,
    };
  });
  const series = (domain: string, level: number) => dates.map((date, d) => ({ date, value: Math.max(0, level * (0.8 + 0.4 * hash(`${domain}:${d}`)) + d * 0.05) }));
  const competitorData = [
    { domain: project.domain, own: true, visibility: series(project.domain, keywordCount * 0.05) },
    ...project.competitors.map((domain, i) => ({ domain, own: false, visibility: series(domain, keywordCount * (0.03 + i * 0.01)) })),
  ];
  const ranked = rows.filter((r) => r.status === 'ranked').map((r) => r.position ?? 0);
  const movers = rows.filter((r) => typeof r.change_7 === 'number' && r.change_7 !== 0 && r.position !== null);
  const mover = (r: RankingRow) => ({ keyword_id: r.keyword_id, keyword: r.keyword, from: (r.position ?? 0) + Number(r.change_7), to: r.position, change: Number(r.change_7) });
  const own = competitorData[0]?.visibility ?? [];
  return {
    list: projectListResponseSchema.parse({
      projects: [{
        ...project, visibility_today: own[own.length - 1]?.value ?? null, visibility_change_7: 1.25, visibility_change_30: -0.5,
        average_position: ranked.reduce((a, b) => a + b, 0) / Math.max(1, ranked.length), last_update: `${dates[dates.length - 1]}T06:04:00Z`, update_state: 'done',
        sparkline: own.slice(-30),
      }],
    }),
    rankings: rankingsResponseSchema.parse({ project, day: dates[dates.length - 1], rows }),
    visibility: visibilityResponseSchema.parse({ competitorData }),
    overview: overviewResponseSchema.parse({
      day: dates[dates.length - 1], compared_with: dates[dates.length - 8] ?? null,
      distribution: {
        top_3: ranked.filter((p) => p <= 3).length, top_4_10: ranked.filter((p) => p > 3 && p <= 10).length, top_11_20: ranked.filter((p) => p > 10 && p <= 20).length,
        top_21_100: ranked.filter((p) => p > 20).length, not_found: rows.filter((r) => r.status === 'not_found').length, failed: rows.filter((r) => r.status === 'failed').length,
      },
      winners: movers.filter((r) => Number(r.change_7) > 0).slice(0, 10).map(mover),
      losers: movers.filter((r) => Number(r.change_7) < 0).slice(0, 10).map(mover),
    }),
    competitors: competitorPositionsResponseSchema.parse({
      day: dates[dates.length - 1],
      rows: rows.slice(0, 50).map((r) => ({ keyword_id: r.keyword_id, keyword: r.keyword, positions: [project.domain, ...project.competitors].map((domain, i) => ({ domain, position: i === 0 ? r.position : 1 + Math.floor(hash(`${domain}:${r.keyword}`) * 100) })) })),
    }),
    history: keywordHistoryResponseSchema.parse({
      keyword: rows[1]?.keyword ?? 'k',
      points: dates.map((date, d) => (d % 29 === 5 ? { date, status: 'failed', position: null, url: null, failure_reason: 'provider timeout' } : { date, status: 'ranked', position: 5 + Math.round(hash(`h${d}`) * 6), url: 'https://www.demo-shop.de/ski', failure_reason: null })),
      competitors: [],
    }),
  };
}

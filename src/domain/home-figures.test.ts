import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DashboardCard } from './contracts/brands.ts';
import type { CollectionSummary } from './contracts/collections.ts';
import type { OverviewResponse } from './contracts/internal-searches.ts';
import type { ProjectCard } from './contracts/monitoring.ts';
import { brandLeader, CARD_DOMAINS, domainVisibilities, RECENT_COLLECTIONS, researchFigure, siteSearchFigure } from './home-figures.ts';

const dashboard = (over: Partial<DashboardCard>): DashboardCard => ({
  id: 1, listname: 'sportmarken', name: 'Sportmarken', location: 2276, language: 'de', brands: [], status: 'done', progress: 100, job_id: null,
  error: null, error_code: null, month: '202610', leader: { brand_id: 1, name: 'adidas', share: 0.345 }, leader_share_change: 0.021, sparkline: [],
  refreshed_at: '2026-11-01T06:00:00.000Z', created_at: '2026-01-01T06:00:00.000Z', ...over,
});
const project = (id: number, domain: string, visibility: number | null, change: number | null): ProjectCard => ({
  id, domain, device: 'desktop', location: 2276, language: 'de', competitors: [], tags: [], update_time: '06:00', keyword_count: 10, share_id: null,
  created_at: '2026-01-01', visibility_today: visibility, visibility_change_7: change, visibility_change_30: null, average_position: null, last_update: null,
  update_state: 'done', sparkline: [],
});
const collection = (id: number, name: string, updated: string, keywords: number): CollectionSummary => ({
  id, name, keyword_count: keywords, location: 2276, language: 'de', share_id: null, share_custom_columns: false, created_at: updated, updated_at: updated,
});

describe('brandLeader', () => {
  it('names the leader of the dashboard with the newest finished month, then the latest refresh', () => {
    const older = dashboard({ listname: 'a', name: 'A', month: '202609' });
    const newer = dashboard({ listname: 'b', name: 'B', month: '202610', refreshed_at: '2026-11-02T06:00:00.000Z', leader: { brand_id: 2, name: 'nike', share: 0.3 } });
    const sameMonthEarlier = dashboard({ listname: 'c', name: 'C', month: '202610', refreshed_at: '2026-10-30T06:00:00.000Z' });
    expect(brandLeader([older, sameMonthEarlier, newer])).toEqual({ dashboard: 'B', listname: 'b', leader: 'nike', share: 0.3, month: '202610', change: 0.021 });
  });

  it('is null while no dashboard has a finished index', () => {
    expect(brandLeader([])).toBeNull();
    expect(brandLeader([dashboard({ status: 'running', month: null, leader: null })])).toBeNull();
  });

  it('always picks a dashboard with a leader whose month no other leader beats (property)', () => {
    const month = fc.constantFrom('202608', '202609', '202610', null);
    fc.assert(
      fc.property(fc.array(fc.tuple(month, fc.boolean()), { maxLength: 8 }), (specs) => {
        const cards = specs.map(([m, led], i) => dashboard({ listname: `d${i}`, month: m, leader: led ? { brand_id: 1, name: `b${i}`, share: 0.1 } : null }));
        const picked = brandLeader(cards);
        const candidates = cards.filter((c) => c.leader !== null && c.month !== null);
        if (candidates.length === 0) {
          expect(picked).toBeNull();
          return;
        }
        const newest = candidates.map((c) => c.month ?? '').sort().at(-1);
        expect(picked?.month).toBe(newest);
        expect(candidates.map((c) => c.listname)).toContain(picked?.listname);
      }),
    );
  });
});

describe('domainVisibilities', () => {
  it('lists the most visible domains first, those without data last, at most three', () => {
    const rows = domainVisibilities([project(1, 'www.a.de', 2.5, 0.4), project(2, 'www.b.de', null, null), project(3, 'www.c.de', 10, -1), project(4, 'www.d.de', 0, 0)]);
    expect(rows).toEqual([
      { projectId: 3, domain: 'www.c.de', visibility: 10, change7: -1 },
      { projectId: 1, domain: 'www.a.de', visibility: 2.5, change7: 0.4 },
      { projectId: 4, domain: 'www.d.de', visibility: 0, change7: 0 },
    ]);
    expect(CARD_DOMAINS).toBe(3);
    expect(domainVisibilities([])).toEqual([]);
  });
});

describe('siteSearchFigure', () => {
  const overview: OverviewResponse = {
    period: { from: '2026-08-25', to: '2026-11-22' }, domain: 'www.demo-shop.de', total_searches: 12345, distinct_terms: 50,
    days: [], top_terms: [{ term: 'winterjacke', searches: 900, trend: 12 }],
  };
  it('gives the period\'s searches, terms and top term, and null before any import', () => {
    expect(siteSearchFigure(overview)).toEqual({ domain: 'www.demo-shop.de', searches: 12345, terms: 50, topTerm: 'winterjacke', from: '2026-08-25', to: '2026-11-22' });
    expect(siteSearchFigure({ ...overview, top_terms: [] })?.topTerm).toBeNull();
    expect(siteSearchFigure({ ...overview, period: null })).toBeNull();
  });
});

describe('researchFigure', () => {
  it('counts collections and keywords and lists the last changed five', () => {
    const list = [1, 2, 3, 4, 5, 6].map((i) => collection(i, `C${i}`, `2026-11-0${i}T10:00:00Z`, i * 10));
    const figure = researchFigure(list);
    expect(figure.collections).toBe(6);
    expect(figure.keywords).toBe(210);
    expect(figure.recent.map((c) => c.name)).toEqual(['C6', 'C5', 'C4', 'C3', 'C2']);
    expect(RECENT_COLLECTIONS).toBe(5);
  });
});

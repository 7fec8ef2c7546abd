/**
 * The headline figures of Home's suite cards (issue 21), picked from what the suites' own APIs
 * answer: nothing is computed twice, only chosen. Pure, so the choice is tested without a screen.
 */
import type { DashboardCard } from './contracts/brands.ts';
import type { CollectionSummary } from './contracts/collections.ts';
import type { OverviewResponse } from './contracts/internal-searches.ts';
import type { ProjectCard } from './contracts/monitoring.ts';

/** The brand leader of the freshest finished dashboard: the newest index month, then the latest refresh. */
export interface BrandLeader {
  readonly dashboard: string;
  readonly listname: string;
  readonly leader: string;
  readonly share: number;
  readonly month: string;
  /** Against the same month a year before, in share points (0.02 = 2 points); null when unknown. */
  readonly change: number | null;
}

export function brandLeader(dashboards: readonly DashboardCard[]): BrandLeader | null {
  let best: DashboardCard | null = null;
  for (const card of dashboards) {
    if (card.leader === null || card.month === null) continue;
    if (best === null || card.month > (best.month ?? '') || (card.month === best.month && (card.refreshed_at ?? '') > (best.refreshed_at ?? ''))) best = card;
  }
  if (best === null || best.leader === null || best.month === null) return null;
  return { dashboard: best.name, listname: best.listname, leader: best.leader.name, share: best.leader.share, month: best.month, change: best.leader_share_change };
}

export interface DomainVisibility {
  readonly projectId: number;
  readonly domain: string;
  readonly visibility: number | null;
  readonly change7: number | null;
}

/** How many monitored domains a card names; the monitoring screen lists them all. */
export const CARD_DOMAINS = 3;

/** The most visible monitored domains first (those without data last), at most CARD_DOMAINS. */
export function domainVisibilities(projects: readonly ProjectCard[]): DomainVisibility[] {
  return projects
    .map((project) => ({ projectId: project.id, domain: project.domain, visibility: project.visibility_today, change7: project.visibility_change_7 }))
    .sort((a, b) => (b.visibility ?? -Infinity) - (a.visibility ?? -Infinity) || a.domain.localeCompare(b.domain))
    .slice(0, CARD_DOMAINS);
}

export interface SiteSearchFigure {
  readonly domain: string | null;
  readonly searches: number;
  readonly terms: number;
  readonly topTerm: string | null;
  readonly from: string;
  readonly to: string;
}

/** The imported site searches of the period; null while nothing was imported. */
export function siteSearchFigure(overview: OverviewResponse): SiteSearchFigure | null {
  if (overview.period === null) return null;
  return {
    domain: overview.domain,
    searches: overview.total_searches,
    terms: overview.distinct_terms,
    topTerm: overview.top_terms[0]?.term ?? null,
    from: overview.period.from,
    to: overview.period.to,
  };
}

/** How many collections Home lists under "Recent collections". */
export const RECENT_COLLECTIONS = 5;

export interface ResearchFigure {
  readonly collections: number;
  readonly keywords: number;
  readonly recent: readonly CollectionSummary[];
}

/** The company's collections: how many, how many keywords in all, and the last changed few. */
export function researchFigure(collections: readonly CollectionSummary[]): ResearchFigure {
  const recent = [...collections].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.name.localeCompare(b.name)).slice(0, RECENT_COLLECTIONS);
  return { collections: collections.length, keywords: collections.reduce((sum, c) => sum + c.keyword_count, 0), recent };
}

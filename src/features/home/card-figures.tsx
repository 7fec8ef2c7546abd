import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { brandLeader, domainVisibilities, researchFigure, siteSearchFigure } from '../../domain/home-figures.ts';
import { parseMonthKey } from '../../domain/month-keys.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import { formatShare, formatSharePoints } from '../../domain/share-format.ts';
import { visibilityChangeText } from '../../domain/visibility-change.ts';
import { longMonthLabel } from '../../workbench/panels/volume-series.ts';
import { useHomeBrandDashboards } from './api/brand-dashboards.ts';
import { useHomeCollections } from './api/list-collections.ts';
import { useHomeMonitoringProjects } from './api/monitoring-projects.ts';
import { useHomeSiteSearches } from './api/site-search-overview.ts';

const dayFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/** A card's figure while it loads, after a failed read, or once it is there. */
export function Figure<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <p className="muted">Loading…</p>;
  if (query.isError) return <p className="muted">The figures could not be loaded: {query.error.message}</p>;
  return <>{children(query.data)}</>;
}

export function ResearchFigureText({ companyId, enabled }: { companyId: number; enabled: boolean }) {
  const query = useHomeCollections(companyId, enabled);
  if (!enabled) return <p className="muted">Keyword ideas, suggestions, search volumes and questions.</p>;
  return (
    <Figure query={query}>
      {({ collections }) => {
        const figure = researchFigure(collections);
        if (figure.collections === 0) return <p>No collection yet. Look up keywords and save them as your first collection.</p>;
        return (
          <p className="home-figure">
            <strong>{countOf(figure.collections, 'collection', 'collections')}</strong> with {countOf(figure.keywords, 'keyword', 'keywords')}
          </p>
        );
      }}
    </Figure>
  );
}

export function BrandsFigure({ companyId }: { companyId: number }) {
  return (
    <Figure query={useHomeBrandDashboards(companyId)}>
      {({ dashboards }) => {
        const leader = brandLeader(dashboards);
        if (dashboards.length === 0) return <p>No brand dashboard yet. Add one to see which brand leads the share of search.</p>;
        if (leader === null) return <p>The first brand index is still running; its leader shows here when it is done.</p>;
        const month = parseMonthKey(leader.month);
        return (
          <>
            <p className="home-figure">
              <strong>{leader.leader}</strong> leads {leader.dashboard} with <strong>{formatShare(leader.share)}</strong> in {month ? longMonthLabel(month) : leader.month}
            </p>
            <p className="muted">{formatSharePoints(leader.change)} against a year before</p>
          </>
        );
      }}
    </Figure>
  );
}

export function MonitoringFigure({ companyId }: { companyId: number }) {
  return (
    <Figure query={useHomeMonitoringProjects(companyId)}>
      {({ projects }) => {
        const rows = domainVisibilities(projects);
        if (rows.length === 0) return <p>No monitored domain yet. Set up a project to follow its visibility day by day.</p>;
        return (
          <ul className="home-domains" aria-label="Visibility of the monitored domains today and its change over 7 days">
            {rows.map((row) => (
              <li key={row.projectId}>
                <span className="home-domain">{row.domain}</span>
                <span className="home-figure">
                  Visibility <strong>{formatNumber(row.visibility, 2)}</strong>, {row.change7 === null ? 'no 7-day change yet' : `${visibilityChangeText(row.change7)} in 7 days`}
                </span>
              </li>
            ))}
          </ul>
        );
      }}
    </Figure>
  );
}

export function SiteSearchFigureText({ companyId }: { companyId: number }) {
  return (
    <Figure query={useHomeSiteSearches(companyId)}>
      {(overview) => {
        const figure = siteSearchFigure(overview);
        if (figure === null) return <p>No site search log yet. Import one to see what visitors search for on your site.</p>;
        return (
          <>
            <p className="home-figure">
              <strong>{formatNumber(figure.searches)}</strong> searches for {countOf(figure.terms, 'term', 'terms')}
              {figure.domain === null ? '' : ` on ${figure.domain}`}
            </p>
            <p className="muted">
              {day(figure.from)} to {day(figure.to)}
              {figure.topTerm === null ? '' : `, most searched: ${figure.topTerm}`}
            </p>
          </>
        );
      }}
    </Figure>
  );
}

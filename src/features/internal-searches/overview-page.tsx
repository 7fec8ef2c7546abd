import { useMemo } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { DEFAULT_PERIOD_DAYS } from '../../domain/internal-search-stats.ts';
import { germanDay } from '../../domain/internal-search-values.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { useSearchOverview } from './api/search-overview.ts';
import { overviewCommands } from './internal-search-commands.ts';
import { PeriodSelect, periodOptions } from './period-select.tsx';
import { SearchesChart } from './searches-chart.tsx';
import { TopTerms } from './top-terms.tsx';
import { useScreenPrefix } from './use-screen-prefix.ts';
import './internal-searches.css';

const routes = { '': getRouteApi('/shell/internal-searches'), '/quickseo': getRouteApi('/shell/quickseo/internal-searches') } as const;

/** /internal-searches: what visitors search on the site, over time, and the most searched terms. */
export function InternalSearchesPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen isearch-screen">
        <h1>Internal Searches</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <OverviewScreen key={startup.company.id} companyId={startup.company.id} />;
}

function OverviewScreen({ companyId }: { companyId: number }) {
  const { prefix, pathname } = useScreenPrefix();
  const days = routes[prefix].useSearch().days ?? DEFAULT_PERIOD_DAYS;
  const navigate = useNavigate();
  const overview = useSearchOverview(companyId, days);
  const setup = `${prefix}/internal-searches/setup` as const;
  const project = `${prefix}/internal-searches/project` as const;

  const commands = useMemo(() => {
    const choosePeriod = (next: number) => void navigate({ to: pathname, search: next === DEFAULT_PERIOD_DAYS ? {} : { days: next } });
    return overviewCommands({
      route: pathname,
      periods: periodOptions(days),
      choosePeriod,
      project: () => void navigate({ to: project, search: days === DEFAULT_PERIOD_DAYS ? {} : { days } }),
      setup: () => void navigate({ to: setup }),
    });
  }, [pathname, days, navigate, project, setup]);
  useRegisterCommands(commands);

  const data = overview.data;
  return (
    <main id="main" className="screen isearch-screen">
      <div className="isearch-heading">
        <h1>Internal Searches</h1>
        <nav aria-label="Internal Searches" className="isearch-links">
          <Link to={project} search={days === DEFAULT_PERIOD_DAYS ? {} : { days }}>All terms in the workbench</Link>
          <Link to={setup}>Import a log</Link>
        </nav>
      </div>
      {overview.isError && (
        <p role="alert" className="form-message">
          The overview could not be loaded: {overview.error.message}
        </p>
      )}
      {overview.isPending && (
        <p role="status" className="muted">
          Loading the site searches…
        </p>
      )}
      {data && data.period === null && (
        <div className="empty-state">
          <p>No site searches imported yet.</p>
          <p className="muted">
            Import the search log of your site (a CSV from Google Analytics, Matomo or a spreadsheet with search term, count and date) to see
            what visitors search for, how it changes, and which terms have Google volume where your domain does not rank.
          </p>
          <p>
            <Link to={setup}>Import a site search log</Link>
          </p>
        </div>
      )}
      {data?.period && (
        <>
          <div className="isearch-toolbar">
            <PeriodSelect days={days} onDays={(next) => void navigate({ to: pathname, search: next === DEFAULT_PERIOD_DAYS ? {} : { days: next } })} />
            <p className="muted">
              {germanDay(data.period.from)} – {germanDay(data.period.to)}
              {data.domain && ` · ${data.domain}`}
            </p>
          </div>
          <dl className="isearch-figures">
            <div>
              <dt>Searches</dt>
              <dd>{formatNumber(data.total_searches)}</dd>
            </div>
            <div>
              <dt>Different terms</dt>
              <dd>{formatNumber(data.distinct_terms)}</dd>
            </div>
            <div>
              <dt>Searches a day</dt>
              <dd>{formatNumber(data.days.length === 0 ? null : Math.round(data.total_searches / data.days.length))}</dd>
            </div>
          </dl>
          <section aria-labelledby="isearch-chart-title">
            <h2 id="isearch-chart-title">Searches over time</h2>
            <SearchesChart days={data.days} />
          </section>
          <section aria-labelledby="isearch-top-title">
            <h2 id="isearch-top-title">Top {formatNumber(data.top_terms.length)} search terms</h2>
            <TopTerms terms={data.top_terms} />
          </section>
        </>
      )}
    </main>
  );
}

import { useMemo } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { DEFAULT_PERIOD_DAYS } from '../../domain/internal-search-stats.ts';
import { germanDay } from '../../domain/internal-search-values.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import { TERMS_MAX } from '../../domain/contracts/internal-searches.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';
import { useSearchTerms } from './api/search-terms.ts';
import { projectCommands } from './internal-search-commands.ts';
import { PeriodSelect, periodOptions } from './period-select.tsx';
import { termColumns, termRows } from './term-rows.ts';
import { useScreenPrefix } from './use-screen-prefix.ts';
import './internal-searches.css';

const routes = {
  '': getRouteApi('/shell/internal-searches/project'),
  '/quickseo': getRouteApi('/shell/quickseo/internal-searches/project'),
} as const;

/** /internal-searches/project: every term of the period in the keyword workbench, content gaps flagged. */
export function InternalSearchProjectPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen isearch-screen">
        <h1>Internal search terms</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <ProjectScreen key={startup.company.id} companyId={startup.company.id} rateUsdToEur={startup.rate_usd_to_eur} />;
}

function ProjectScreen({ companyId, rateUsdToEur }: { companyId: number; rateUsdToEur: number }) {
  const { prefix, pathname } = useScreenPrefix();
  const view = routes[prefix].useSearch();
  const days = view.days ?? DEFAULT_PERIOD_DAYS;
  const gapsOnly = view.gaps === true;
  const navigate = useNavigate();
  const terms = useSearchTerms(companyId, days);
  const columns = useMemo(() => termColumns(), []);
  const rows = useMemo(() => (terms.data ? termRows(terms.data, gapsOnly) : []), [terms.data, gapsOnly]);
  const gapCount = useMemo(() => terms.data?.terms.filter((t) => t.gap).length ?? 0, [terms.data]);
  const overview = `${prefix}/internal-searches` as const;
  const setup = `${prefix}/internal-searches/setup` as const;

  const actions = useMemo(() => {
    const withSearch = (change: { days?: number; gaps?: boolean }) => {
      const nextDays = change.days ?? days;
      const nextGaps = change.gaps ?? gapsOnly;
      const { days: _d, gaps: _g, ...rest } = view;
      void navigate({ to: pathname, search: { ...rest, ...(nextDays === DEFAULT_PERIOD_DAYS ? {} : { days: nextDays }), ...(nextGaps ? { gaps: true } : {}) } });
    };
    return {
      route: pathname,
      periods: periodOptions(days),
      gapsOnly,
      choosePeriod: (next: number) => withSearch({ days: next }),
      toggleGaps: () => withSearch({ gaps: !gapsOnly }),
      overview: () => void navigate({ to: overview, search: days === DEFAULT_PERIOD_DAYS ? {} : { days } }),
      setup: () => void navigate({ to: setup }),
    };
  }, [pathname, days, gapsOnly, view, navigate, overview, setup]);
  const commands = useMemo(() => projectCommands(actions), [actions]);
  useRegisterCommands(commands);

  const data = terms.data;
  return (
    <main id="main" className="screen isearch-screen isearch-project">
      <div className="isearch-heading">
        <h1>Internal search terms</h1>
        <nav aria-label="Internal Searches" className="isearch-links">
          <Link to={overview} search={days === DEFAULT_PERIOD_DAYS ? {} : { days }}>Overview</Link>
          <Link to={setup}>Import a log</Link>
        </nav>
      </div>
      {terms.isError && (
        <p role="alert" className="form-message">
          The terms could not be loaded: {terms.error.message}
        </p>
      )}
      {terms.isPending && (
        <p role="status" className="muted">
          Loading the terms with their Google volume and positions…
        </p>
      )}
      {data && data.period === null && (
        <div className="empty-state">
          <p>No site searches imported yet.</p>
          <p className="muted">Import the search log of your site to see every term with its Google volume, your position and the content gaps.</p>
          <p>
            <Link to={setup}>Import a site search log</Link>
          </p>
        </div>
      )}
      {data?.period && (
        <>
          <div className="isearch-toolbar">
            <PeriodSelect days={days} onDays={actions.choosePeriod} />
            <label className="isearch-check">
              <input type="checkbox" checked={gapsOnly} onChange={actions.toggleGaps} />
              Only content gaps ({formatNumber(gapCount)})
            </label>
            <p className="muted">
              {germanDay(data.period.from)} – {germanDay(data.period.to)} · positions of {data.domain} · {countOf(data.terms.length, 'term', 'terms')}
            </p>
          </div>
          <p className="muted isearch-gap-note">
            A content gap is a term searched on your site that has Google volume while {data.domain} is not in Google’s top 10 for it: a page
            worth writing or improving.
          </p>
          {data.google_problem && (
            <p role="alert" className="form-message">
              {data.google_problem}
            </p>
          )}
          {data.truncated && <p className="muted">Only the {formatNumber(TERMS_MAX)} most searched terms are shown.</p>}
          <Workbench
            route={pathname}
            view={view}
            label="Internal search terms"
            rows={rows}
            rateUsdToEur={rateUsdToEur}
            location={data.location}
            language={data.language ?? 'de'}
            exportName={`internal-searches-${data.period.from}-${data.period.to}`}
            rankingColumn
            customColumns={columns}
            empty={<p>{gapsOnly ? 'No content gap in this period: every term with Google volume ranks in the top 10.' : 'No term was searched in this period. Choose a longer period.'}</p>}
          />
        </>
      )}
    </main>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { brandAnalysisLink, brandIndexLink } from '../../domain/contracts/brands.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { useDashboardList } from './api/list-dashboards.ts';
import { useBrandIndex } from './api/get-index.ts';
import { useRefreshDashboard } from './api/refresh-dashboard.ts';
import { brandIndexCommands } from './brand-commands.ts';
import { DashboardChooser } from './dashboard-chooser.tsx';
import { IndexView } from './index-view.tsx';
import { downloadIndex } from './index-export.ts';
import { DEFAULT_SPAN, type ChartKind, type MonthSpan } from './index-search.ts';
import { hasIndex } from './run-state.ts';
import { RunProgress } from './run-progress.tsx';
import { useIndexRun } from './use-index-run.ts';
import './brands.css';

const route = getRouteApi('/shell/brand-index/$brandindex');
/** The side navigation's Brand Index entry: SPEC §2 has no list route, so this address lists the dashboards. */
export const ALL_DASHBOARDS = 'all';

/** /brand-index/{brandindex} (right 12, plan guard): one dashboard's share of search. */
export function BrandIndexPage() {
  const startup = useStartup();
  const listname = route.useParams({ select: (params) => params.brandindex });
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Brand Index</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <BrandIndexScreen key={`${startup.company.id}:${listname}`} companyId={startup.company.id} listname={listname} />;
}

function BrandIndexScreen({ companyId, listname }: { companyId: number; listname: string }) {
  const navigate = useNavigate();
  const search = route.useSearch();
  const chooser = listname === ALL_DASHBOARDS;
  const list = useDashboardList(companyId);
  const query = useBrandIndex(companyId, listname, !chooser);
  const refresh = useRefreshDashboard();
  const [message, setMessage] = useState<string | null>(null);
  const index = query.data;
  const card = index?.dashboard;
  useIndexRun(companyId, card);
  const chart: ChartKind = search.chart ?? 'area';
  const months: MonthSpan = search.months ?? DEFAULT_SPAN;
  const showsIndex = index !== undefined && index.months.length > 0;

  const setSearch = useCallback((change: { chart?: ChartKind; months?: MonthSpan }) => {
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...change }), replace: true, resetScroll: false });
  }, [navigate]);
  const doRefresh = useCallback(() => {
    refresh.mutate({ company_id: companyId, listname }, {
      onSuccess: (answer) => setMessage(answer.already_running ? 'The brand index is already running.' : 'Refreshing the brand index: the bell shows the progress.'),
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, listname, refresh]);
  const doExport = useCallback((format: 'csv' | 'xlsx') => {
    if (!index) return;
    setMessage(`Writing the ${format.toUpperCase()} file…`);
    downloadIndex(index, format).then(
      (name) => setMessage(`Downloaded ${name}.`),
      (error: unknown) => setMessage(error instanceof Error ? `The export failed: ${error.message}` : 'The export failed.'),
    );
  }, [index]);

  const dashboards = useMemo(() => (list.data?.dashboards ?? []).map((c) => ({ id: c.listname, title: c.name, current: c.listname === listname })), [list.data, listname]);
  const actions = useMemo(() => brandIndexCommands({
    chart: showsIndex ? chart : null,
    months,
    canExport: showsIndex,
    canRefresh: card !== undefined,
    hasAnalysis: card !== undefined && hasIndex(card),
    dashboards,
    showChart: (kind) => setSearch({ chart: kind }),
    showMonths: (span) => setSearch({ months: span }),
    exportIndex: doExport,
    refresh: doRefresh,
    openAnalysis: () => void navigate({ to: brandAnalysisLink(listname) }),
    open: (name) => void navigate({ to: brandIndexLink(name) }),
    backToList: () => void navigate({ to: '/brands' }),
  }), [showsIndex, chart, months, card, dashboards, setSearch, doExport, doRefresh, navigate, listname]);
  useRegisterCommands(actions);

  if (chooser) return <DashboardChooser query={list} />;
  if (query.isError) {
    return (
      <main id="main" className="screen brands-screen">
        <h1>Brand Index</h1>
        <p role="alert" className="form-message">{query.error.message}</p>
        <p><Link to="/brands">All brand dashboards</Link></p>
      </main>
    );
  }
  return (
    <main id="main" className="screen brands-screen">
      <p className="breadcrumb"><Link to="/brands">Brand Dashboards</Link></p>
      <div className="screen-heading">
        <h1>{card?.name ?? 'Brand Index'}</h1>
        <div className="button-row">
          <button type="button" className="secondary" onClick={doRefresh} disabled={!card}>Refresh</button>
          {card && hasIndex(card) && <Link className="button-link secondary" to={brandAnalysisLink(listname)}>Analysis</Link>}
          <button type="button" className="secondary" onClick={() => doExport('csv')} disabled={!showsIndex}>Export CSV</button>
          <button type="button" className="secondary" onClick={() => doExport('xlsx')} disabled={!showsIndex}>Export XLSX</button>
        </div>
      </div>
      {message && <p role="status" className="brand-message">{message}</p>}
      {query.isPending && <p className="muted">Loading the brand index…</p>}
      {card && <RunProgress card={card} onRefresh={doRefresh} />}
      {index && !showsIndex && card?.status === 'done' && (
        <div className="empty-state">
          <p>No search volume is known for these brands in this market.</p>
          <p className="muted">Add keywords that people search for the brands, or pick another market, in a new dashboard.</p>
        </div>
      )}
      {index && showsIndex && (
        <IndexView index={index} chart={chart} months={months} onChart={(kind) => setSearch({ chart: kind })} onMonths={(span) => setSearch({ months: span })} view={search} />
      )}
    </main>
  );
}

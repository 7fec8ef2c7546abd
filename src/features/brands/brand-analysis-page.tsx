import { useCallback, useMemo } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { brandIndexLink } from '../../domain/contracts/brands.ts';
import { type BrandAnalysisResponse } from '../../domain/contracts/brand-analysis.ts';
import { MOVEMENT_THRESHOLD } from '../../domain/share-attribution.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { useBrandAnalysis } from './api/get-analysis.ts';
import { brandAnalysisCommands } from './brand-commands.ts';
import { CategoryTable } from './category-table.tsx';
import { KeywordStatsTable } from './keyword-stats-table.tsx';
import { ShareMovements } from './share-movements.tsx';
import './brands.css';

const route = getRouteApi('/shell/brand-analysis/$brandindex');

/** /brand-analysis/{brandindex} (login only, SPEC §2): one dashboard, brand by brand. */
export function BrandAnalysisPage() {
  const startup = useStartup();
  const listname = route.useParams({ select: (params) => params.brandindex });
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Brand analysis</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <BrandAnalysisScreen key={`${startup.company.id}:${listname}`} companyId={startup.company.id} listname={listname} />;
}

function BrandAnalysisScreen({ companyId, listname }: { companyId: number; listname: string }) {
  const navigate = useNavigate();
  const brandId = route.useSearch({ select: (search) => search.brand ?? null });
  const query = useBrandAnalysis(companyId, listname, brandId);
  const analysis = query.data;
  const chooseBrand = useCallback((id: number) => {
    void navigate({ to: '.', search: (previous) => ({ ...previous, brand: id }), resetScroll: false });
  }, [navigate]);
  const brands = useMemo(() => (analysis?.dashboard.brands ?? []).map((b) => ({ id: String(b.id), title: b.name, current: b.id === analysis?.brand.id })), [analysis]);
  useRegisterCommands(useMemo(() => brandAnalysisCommands({
    brands,
    chooseBrand,
    openIndex: () => void navigate({ to: brandIndexLink(listname) }),
  }), [brands, chooseBrand, navigate, listname]));

  if (query.isError) {
    return (
      <main id="main" className="screen brands-screen">
        <h1>Brand analysis</h1>
        <p role="alert" className="form-message">{query.error.message}</p>
        <p><Link to="/brands">All brand dashboards</Link></p>
      </main>
    );
  }
  return (
    <main id="main" className="screen brands-screen">
      <p className="breadcrumb">
        <Link to="/brands">Brand Dashboards</Link> › <Link to={brandIndexLink(listname)}>{analysis?.dashboard.name ?? 'Brand Index'}</Link>
      </p>
      <div className="screen-heading">
        <h1>{analysis ? `${analysis.dashboard.name}: brand analysis` : 'Brand analysis'}</h1>
        {analysis && (
          <label className="brand-picker">
            Brand
            <select value={analysis.brand.id} onChange={(event) => chooseBrand(Number(event.target.value))}>
              {analysis.dashboard.brands.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </select>
          </label>
        )}
      </div>
      {query.isPending && <p className="muted">Loading the analysis…</p>}
      {query.isFetching && !query.isPending && <p role="status" className="muted">Loading {brands.find((b) => b.id === String(brandId))?.title ?? 'the brand'}…</p>}
      {analysis && (analysis.months.length === 0 ? <NoIndexYet listname={listname} /> : <AnalysisSections analysis={analysis} />)}
    </main>
  );
}

function NoIndexYet({ listname }: { listname: string }) {
  return (
    <div className="empty-state">
      <p>This dashboard has no finished index yet, so there is nothing to analyse.</p>
      <p className="muted">
        <Link to={brandIndexLink(listname)}>Open the brand index</Link> to follow or refresh its run; the analysis fills in when it is done.
      </p>
    </div>
  );
}

function AnalysisSections({ analysis }: { analysis: BrandAnalysisResponse }) {
  const name = analysis.brand.name;
  return (
    <>
      <section className="brand-section" aria-labelledby="top-title">
        <h2 id="top-title">Top keywords of {name}</h2>
        {analysis.top_keywords.length === 0
          ? <p className="muted">No keyword of {name} has search volume in these months.</p>
          : <KeywordStatsTable label={`Top keywords of ${name}`} caption={`The keywords of ${name} with the most searches over the latest 12 months`} stats={analysis.top_keywords} />}
      </section>
      <section className="brand-section" aria-labelledby="categories-title">
        <h2 id="categories-title">Categories</h2>
        {analysis.categories.length === 0
          ? <p className="muted">No categories are known for the keywords of {name}.</p>
          : <CategoryTable brand={name} categories={analysis.categories} />}
      </section>
      <section className="brand-section" aria-labelledby="questions-title">
        <h2 id="questions-title">Questions about {name}</h2>
        {analysis.questions.length === 0
          ? <p className="muted">None of the keywords of {name} is a question. Add question keywords (“is {name} …”, “wie …”) in a new dashboard to see them here.</p>
          : <KeywordStatsTable label={`Questions about ${name}`} caption={`The questions people search about ${name}`} stats={analysis.questions} />}
      </section>
      <section className="brand-section" aria-labelledby="moves-title">
        <h2 id="moves-title">Months {name} gained or lost share</h2>
        {analysis.movements.length === 0
          ? <p className="muted">The share of {name} moved by less than {formatNumber(MOVEMENT_THRESHOLD * 100)} percentage point from month to month.</p>
          : <ShareMovements brand={name} movements={analysis.movements} />}
      </section>
    </>
  );
}

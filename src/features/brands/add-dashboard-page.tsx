import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { brandListProblems, EMPTY_DASHBOARD_NAME, MAX_DASHBOARD_NAME, parseBrandLines } from '../../domain/brand-input.ts';
import { brandIndexLink } from '../../domain/contracts/brands.ts';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '../../domain/markets.ts';
import { countOf } from '../../domain/number-format.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { useCreateDashboard } from './api/create-dashboard.ts';
import { useExpandBrands } from './api/expand-brands.ts';
import { useDashboardList } from './api/list-dashboards.ts';
import { addDashboardCommands } from './brand-commands.ts';
import { BrandKeywordsEditor } from './brand-keywords-editor.tsx';
import { draftsOf, keywordCount, previewMatches, type BrandDraft } from './keyword-draft.ts';
import { MarketFields } from './market-fields.tsx';
import { RunProgress } from './run-progress.tsx';
import { useIndexRun } from './use-index-run.ts';
import './brands.css';

/** /add-dashboard (right 25): name, brands and market; the keywords of each brand; start the index. */
export function AddDashboardPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Add dashboard</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <AddDashboardScreen key={startup.company.id} companyId={startup.company.id} />;
}

function AddDashboardScreen({ companyId }: { companyId: number }) {
  const [name, setName] = useState('');
  const [brandText, setBrandText] = useState('');
  const [location, setLocation] = useState(DEFAULT_LOCATION);
  const [language, setLanguage] = useState(DEFAULT_LANGUAGE);
  const [drafts, setDrafts] = useState<BrandDraft[] | null>(null);
  const [previewed, setPreviewed] = useState<{ location: number; language: string } | null>(null);
  const [tried, setTried] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  const expand = useExpandBrands();
  const create = useCreateDashboard();
  const list = useDashboardList(companyId);
  const brandsRef = useRef<HTMLTextAreaElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const names = useMemo(() => parseBrandLines(brandText), [brandText]);
  const problems = useMemo(() => (brandText.trim() === '' && !tried ? [] : brandListProblems(names)), [brandText, names, tried]);
  const fresh = previewMatches(drafts, names) && previewed?.location === location && previewed.language === language;
  const nameProblem = tried && name.trim() === '' ? EMPTY_DASHBOARD_NAME : null;
  const card = list.data?.dashboards.find((d) => d.listname === started);
  useIndexRun(companyId, card);

  const preview = useCallback(() => {
    setTried(true);
    if (brandListProblems(names).length > 0) {
      brandsRef.current?.focus();
      return;
    }
    expand.mutate({ company_id: companyId, brands: names, location, language }, {
      onSuccess: (answer) => {
        setDrafts(draftsOf(answer));
        setPreviewed({ location, language });
      },
    });
  }, [companyId, expand, language, location, names]);

  const start = useCallback(() => {
    setTried(true);
    if (name.trim() === '') {
      nameRef.current?.focus();
      return;
    }
    if (!drafts || !fresh) return;
    create.mutate({
      company_id: companyId,
      name: name.trim(),
      location,
      language,
      brands: drafts.map((draft) => ({ name: draft.name, keywords: draft.keywords.map((k) => k.keyword) })),
    }, { onSuccess: (answer) => setStarted(answer.dashboard.listname) });
  }, [companyId, create, drafts, fresh, language, location, name]);

  const canStart = drafts !== null && fresh && !create.isPending && started === null;
  useRegisterCommands(useMemo(() => addDashboardCommands({
    canPreview: !expand.isPending && started === null,
    canStart,
    preview,
    start,
  }), [expand.isPending, started, canStart, preview, start]));

  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    preview();
  };

  if (started !== null) {
    return (
      <main id="main" className="screen brands-screen">
        <h1>Add dashboard</h1>
        <div role="status" className="brand-started">
          <p>The dashboard “{name.trim()}” is saved and its brand index runs in the background. You can leave this page: the bell follows the index and links to it when it is done.</p>
        </div>
        {card && <RunProgress card={card} />}
        <div className="button-row">
          <Link className="button-link" to={brandIndexLink(started)}>Open the brand index</Link>
          <Link className="button-link secondary" to="/brands">All brand dashboards</Link>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="screen brands-screen add-dashboard">
      <p className="breadcrumb"><Link to="/brands">Brand Dashboards</Link></p>
      <h1>Add dashboard</h1>
      <form className="brand-form add-dashboard-form" onSubmit={submitPreview} noValidate aria-labelledby="dashboard-step-1">
        <h2 id="dashboard-step-1">1. Brands and market</h2>
        <label>
          Dashboard name
          <input ref={nameRef} value={name} maxLength={MAX_DASHBOARD_NAME} onChange={(event) => setName(event.target.value)} aria-invalid={nameProblem !== null} aria-describedby={nameProblem ? 'dashboard-name-problem' : undefined} placeholder="Sportmarken" />
        </label>
        {nameProblem && <p id="dashboard-name-problem" className="form-message">Enter a name for the dashboard ({nameProblem}).</p>}
        <label>
          Brands, one per line
          <textarea ref={brandsRef} value={brandText} onChange={(event) => setBrandText(event.target.value)} rows={6} spellCheck={false} aria-invalid={problems.length > 0} aria-describedby="dashboard-brands-help" placeholder={'adidas\nnike\npuma'} />
        </label>
        <div id="dashboard-brands-help">
          <p className="muted">Your brand and its competitors, 1 to 50. {names.length > 0 && `${countOf(names.length, 'brand', 'brands')} entered.`}</p>
          {problems.length > 0 && (
            <ul className="form-message brand-problems">
              {problems.map((problem) => (
                <li key={`${problem.index ?? 'list'}-${problem.message}`}>
                  {problem.index === null ? `The list: ${problem.message}.` : `Brand ${problem.index + 1} (“${names[problem.index] ?? ''}”): ${problem.message}.`}
                </li>
              ))}
            </ul>
          )}
        </div>
        <MarketFields location={location} language={language} onLocation={setLocation} onLanguage={setLanguage} />
        <div className="button-row">
          <button type="submit" disabled={expand.isPending}>{expand.isPending ? 'Finding keywords…' : 'Show keywords'}</button>
        </div>
        {expand.isPending && <p role="status" className="muted">Looking up the suggestions of each brand…</p>}
        {expand.isError && <p role="alert" className="form-message">{expand.error.message}</p>}
      </form>

      {drafts && (
        <section className="brand-section" aria-labelledby="dashboard-step-2">
          <h2 id="dashboard-step-2">2. Keywords of each brand</h2>
          <p className="muted">
            These keywords stand for the brands: their searches add up to each brand's share. {countOf(keywordCount(drafts), 'keyword', 'keywords')} in all.
          </p>
          {expand.data && expand.data.warnings.length > 0 && (
            <ul className="muted">{expand.data.warnings.map((warning) => <li key={warning}>{warning}</li>)}</ul>
          )}
          {!fresh && <p role="status" className="form-message">The brands or the market changed: choose “Show keywords” again before you start.</p>}
          <BrandKeywordsEditor drafts={drafts} onChange={setDrafts} />
          <div className="button-row">
            <button type="button" onClick={start} disabled={!canStart}>{create.isPending ? 'Starting…' : 'Create dashboard and start'}</button>
          </div>
          {nameProblem && <p className="form-message">Name the dashboard first (step 1).</p>}
          {create.isError && <p role="alert" className="form-message">{create.error.message}</p>}
        </section>
      )}
    </main>
  );
}

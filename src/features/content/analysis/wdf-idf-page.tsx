import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import { errorText } from '../../../domain/error-text.ts';
import { useStartup } from '../../../session/use-app-state.ts';
import { parseWorkbenchSearch } from '../../../workbench/view/view-search.ts';
import { useAdHocAnalysis } from './api/run-ad-hoc.ts';
import { checkDraft, EMPTY_DRAFT, type AdHocDraft, type AdHocField } from './ad-hoc-draft.ts';
import { AdHocForm } from './ad-hoc-form.tsx';
import { adHocCommands } from './analysis-commands.ts';
import { FailedPages } from './failed-pages.tsx';
import { focusById, focusPart, PART_HEADINGS } from './focus-part.ts';
import { RunProgress } from './run-progress.tsx';
import { TermAnalysisView } from './term-analysis-view.tsx';
import './analysis.css';

/** `/wdf-idf`: a keyword and the user's own page (address or pasted text) against the top 10, without a project. */
export function WdfIdfPage() {
  const startup = useStartup();
  return (
    <main id="main" className="screen analysis-screen">
      <h1>WDF*IDF</h1>
      <p className="muted">Compare the term weighting of your page or text with the pages that rank for a keyword. Nothing is stored.</p>
      {startup ? <AdHocAnalysis key={startup.company.id} companyId={startup.company.id} /> : <p className="muted" role="status">Loading your company data…</p>}
    </main>
  );
}

function AdHocAnalysis({ companyId }: { companyId: number }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const view = useMemo(() => parseWorkbenchSearch(search), [search]);
  const [draft, setDraft] = useState<AdHocDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<AdHocField, string>>>({});
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const mutation = useAdHocAnalysis();
  const running = mutation.isPending;
  const result = mutation.data;

  const change = useCallback((next: Partial<AdHocDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    // A field's message goes once the field is changed; the others stay until the next run.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in next))));
  }, []);
  const run = useCallback(() => {
    const check = checkDraft(companyId, draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(`wdf-${first}`)?.focus();
      return;
    }
    setErrors({});
    const controller = new AbortController();
    aborter.current = controller;
    setStartedAt(Date.now());
    mutation.mutate({ request: check.request, signal: controller.signal });
  }, [companyId, draft, mutation]);
  const stop = useCallback(() => {
    aborter.current?.abort();
    mutation.reset();
  }, [mutation]);

  const commands = useMemo(
    () =>
      adHocCommands({
        running,
        source: draft.source,
        hasResult: result !== undefined,
        run,
        stop,
        chooseSource: (source) => {
          change({ source });
          // The field appears with the change; it takes the focus once rendered and the palette is closed.
          focusById(source === 'url' ? 'wdf-url' : 'wdf-text');
        },
        goToChart: () => focusPart(PART_HEADINGS.chart),
      }),
    [running, draft.source, result, run, stop, change],
  );
  useRegisterCommands(commands);

  return (
    <>
      <AdHocForm draft={draft} errors={errors} running={running} onChange={change} onRun={run} onStop={stop} />
      {running && startedAt !== null && <RunProgress startedAt={startedAt} />}
      {mutation.isError && (
        <p role="alert" className="form-message analysis-message">
          The analysis failed: {errorText(mutation.error)}
        </p>
      )}
      {result && !running && (
        <div className="wdf-result">
          <FailedPages competitors={result.competitors} />
          <TermAnalysisView
            analysis={result.analysis}
            route="/wdf-idf"
            view={view}
            location={draft.location}
            language={draft.language}
            readOnly={false}
            noOwnText={result.own_source === 'url' ? 'your page had no text to read' : 'your text has no words to compare'}
          />
        </div>
      )}
    </>
  );
}

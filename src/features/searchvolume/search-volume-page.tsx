import { useCallback, useMemo, useRef, useState } from 'react';
import { useStartup } from '../../session/use-app-state.ts';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useJobProgress } from '../../jobs/use-job-progress.ts';
import { CollectionActions, type SavedCollection } from './collection-actions.tsx';
import { FailedKeywords, ProgressBar } from './job-status.tsx';
import { KeywordInput, startBlocker } from './keyword-input.tsx';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION, languageName, locationName } from '../../domain/markets.ts';
import { searchVolumeCommands } from './search-volume-commands.ts';
import { useLiveValidation } from './use-live-validation.ts';
import { useVolumeLookup } from './use-volume-lookup.ts';
import { importedValuesOf } from '../../domain/import/imported-values.ts';
import { useKeywordImport } from '../../workbench/import/use-keyword-import.ts';
import { lookupImportOf, stageLookupImport } from './lookup-imports.ts';
import { VolumeResult } from './volume-result.tsx';
import './searchvolume.css';

/** Google Search Volume (SPEC §2, right 10): paste or upload keywords, look them up in the background, save the result. */
export function SearchVolumePage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Google Search Volume</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <SearchVolumeScreen key={startup.company.id} companyId={startup.company.id} rateUsdToEur={startup.rate_usd_to_eur} />;
}

function SearchVolumeScreen({ companyId, rateUsdToEur }: { companyId: number; rateUsdToEur: number }) {
  const [state, send] = useVolumeLookup(companyId);
  const [text, setText] = useState('');
  const [location, setLocation] = useState(DEFAULT_LOCATION);
  const [language, setLanguage] = useState(DEFAULT_LANGUAGE);
  const [saved, setSaved] = useState<SavedCollection | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [shareRequest, setShareRequest] = useState(0);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const importer = useKeywordImport();
  const [mapOpen, setMapOpen] = useState(false);
  const validation = useLiveValidation(text);
  const { job, rows, loaded, message, jobId, startResponse } = state.context;

  const onPushed = useCallback((id: string, progress: number) => send({ type: 'PROGRESS_PUSHED', jobId: id, progress }), [send]);
  useJobProgress(jobId, onPushed);

  const editing = state.matches('editing') || state.matches('starting');
  const watching = state.hasTag('busy');
  const done = state.matches('done');
  const loadFailed = state.matches({ done: 'loadFailed' });

  const importedFile = importer.loaded;
  const start = useCallback(() => {
    if (startBlocker(validation, false) !== null) return;
    setSaved(null);
    // The uploaded file's values go with the lookup as read-only columns (decision 0057).
    stageLookupImport(companyId, importedFile ? importedValuesOf(importedFile.file, importedFile.fileName) : null);
    send({ type: 'START', keywords: validation.accepted, location, language });
  }, [validation, location, language, send, companyId, importedFile]);
  // Read when the job changes: the values were kept for it as it started (or on an earlier visit of this tab).
  const imported = useMemo(() => (jobId === null ? null : lookupImportOf(companyId, jobId)), [companyId, jobId]);

  const actions = useMemo(
    () =>
      searchVolumeCommands({
        canStart: editing && startBlocker(validation, state.matches('starting')) === null,
        canResume: state.matches('failed') || state.matches('interrupted'),
        canSave: done && saved === null,
        canShare: saved !== null,
        hasJob: jobId !== null,
        canMapColumns: editing && (importer.loaded?.file.headers.length ?? 0) > 1,
        mapColumns: () => setMapOpen(true),
        focusKeywords: () => {
          if (!editing) send({ type: 'NEW_LOOKUP' });
          requestAnimationFrame(() => textareaRef.current?.focus());
        },
        uploadFile: () => {
          if (!editing) send({ type: 'NEW_LOOKUP' });
          requestAnimationFrame(() => fileRef.current?.click());
        },
        start,
        resume: () => send({ type: 'RESUME' }),
        save: () => setSaveOpen(true),
        share: () => setShareRequest((n) => n + 1),
        newLookup: () => {
          setSaved(null);
          send({ type: 'NEW_LOOKUP' });
        },
      }),
    [editing, validation, state, done, saved, jobId, start, send, importer.loaded],
  );
  useRegisterCommands(actions);

  return (
    <main id="main" className="screen sv-screen">
      <h1>Google Search Volume</h1>
      <p className="muted sv-intro">
        Paste up to {formatNumber(10_000)} keywords or upload a file to get their monthly Google search volume, trend, cost per click,
        difficulty and SERP features. The lookup runs in the background: you can leave this page and come back.
      </p>

      {message && !editing && !loadFailed && (
        <p role="alert" className="form-message sv-message">
          {message}
        </p>
      )}

      {editing && (
        <>
          {message && (
            <p role="alert" className="form-message sv-message">
              The lookup could not start: {message}
            </p>
          )}
          <KeywordInput
            text={text}
            onText={setText}
            validation={validation}
            location={location}
            onLocation={setLocation}
            language={language}
            onLanguage={setLanguage}
            busy={state.matches('starting')}
            onStart={start}
            textareaRef={textareaRef}
            fileRef={fileRef}
            importer={importer}
            mapOpen={mapOpen}
            onMapOpenChange={setMapOpen}
          />
          {text.trim() === '' && (
            <div className="empty-state sv-empty">
              <p>No keywords yet.</p>
              <p className="muted">
                Paste keywords into the box, one per line, or upload a CSV, TSV or text file or an export of Semrush, Ahrefs, Keyword Planner or Search Console. Lines with more than 80 characters or more than 10 words
                are shown right away and left out. Then choose the market and press Start lookup.
              </p>
            </div>
          )}
        </>
      )}

      {!editing && (
        <section className="sv-job" aria-labelledby="sv-job-title">
          <h2 id="sv-job-title">
            Lookup{job ? ` of ${formatNumber(job.keyword_count)} keywords · ${locationName(job.location)} · ${languageName(job.language)}` : ''}
          </h2>
          {startResponse && startResponse.rejected.length > 0 && (
            <p className="muted">{formatNumber(startResponse.rejected.length)} lines were left out by the server check.</p>
          )}
          {(watching || done) && <ProgressBar job={done && job ? { ...job, progress: 100 } : job} />}
          {watching && <p className="muted">You can leave this page: the lookup goes on, and the bell shows when it is done.</p>}
          {state.matches('failed') && (
            <div role="alert" className="sv-problem">
              <p>
                <strong>The lookup stopped.</strong> {job?.error ?? 'A batch failed.'} {job ? `${formatNumber(job.done_batches)} of ${formatNumber(job.total_batches)} batches are saved.` : ''}
              </p>
            </div>
          )}
          {state.matches('interrupted') && (
            <div role="alert" className="sv-problem">
              <p>
                <strong>The lookup was interrupted</strong> (the server restarted).{' '}
                {job ? `${formatNumber(job.done_batches)} of ${formatNumber(job.total_batches)} batches are saved; Resume continues with the rest.` : ''}
              </p>
            </div>
          )}
          {job && (done || state.matches('failed') || state.matches('interrupted')) && <FailedKeywords failed={job.failed} />}
          <div className="button-row">
            {(state.matches('failed') || state.matches('interrupted') || state.matches('resuming')) && (
              <button type="button" onClick={() => send({ type: 'RESUME' })} disabled={state.matches('resuming')}>
                {state.matches('resuming') ? 'Resuming…' : 'Resume'}
              </button>
            )}
            {done && saved === null && (
              <button type="button" onClick={() => setSaveOpen(true)}>
                Save as collection
              </button>
            )}
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setSaved(null);
                send({ type: 'NEW_LOOKUP' });
              }}
            >
              New lookup
            </button>
          </div>
          {done && job && jobId && (
            <CollectionActions
              companyId={companyId}
              jobId={jobId}
              location={job.location}
              language={job.language}
              saved={saved}
              onSaved={setSaved}
              saveOpen={saveOpen}
              onSaveOpen={setSaveOpen}
              shareRequest={shareRequest}
              imported={imported}
            />
          )}
          {done && job && (
            <VolumeResult
              rows={rows}
              loaded={loaded}
              failure={loadFailed ? (message ?? 'The server did not answer as expected.') : null}
              onRetry={() => send({ type: 'RETRY_RESULT' })}
              rateUsdToEur={rateUsdToEur}
              location={job.location}
              language={job.language}
              imported={imported}
            />
          )}
        </section>
      )}
    </main>
  );
}

import { useCallback, useDeferredValue, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiCallError } from '../../api/http.ts';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { ImportSearchLogResponse } from '../../domain/contracts/internal-searches.ts';
import { parseSearchLog } from '../../domain/internal-search-csv.ts';
import { dayOf } from '../../domain/internal-search-values.ts';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '../../domain/markets.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { useDeleteImport } from './api/delete-import.ts';
import { useImportSearchLog } from './api/import-search-log.ts';
import { useImportList } from './api/list-imports.ts';
import { useRestoreImport } from './api/restore-import.ts';
import { ImportsTable, importTitle } from './imports-table.tsx';
import { setupCommands } from './internal-search-commands.ts';
import { LogForm } from './log-form.tsx';
import { LogPreview } from './log-preview.tsx';
import { useScreenPrefix } from './use-screen-prefix.ts';
import './internal-searches.css';
import { readImportFile } from '../../domain/import/text-decoding.ts';

const messageOf = (error: unknown) => (error instanceof ApiCallError || error instanceof Error ? error.message : String(error));

/** /internal-searches/setup: paste or upload a site search log, check the preview, import it. */
export function InternalSearchSetupPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen isearch-screen">
        <h1>Import site searches</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <SetupScreen key={startup.company.id} companyId={startup.company.id} defaultDomain={startup.monitoring_domain ?? ''} />;
}

function SetupScreen({ companyId, defaultDomain }: { companyId: number; defaultDomain: string }) {
  const { prefix, pathname } = useScreenPrefix();
  const navigate = useNavigate();
  const imports = useImportList(companyId);
  const importLog = useImportSearchLog();
  const remove = useDeleteImport();
  const restore = useRestoreImport();
  const newest = imports.data?.imports[0];
  const [domain, setDomain] = useState<string | null>(null);
  const [location, setLocation] = useState<number | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<ImportSearchLogResponse | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const csvRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  // Until the person types, the form offers the last import's site and market (or the company's monitoring domain).
  const shownDomain = domain ?? newest?.domain ?? defaultDomain;
  const shownLocation = location ?? newest?.location ?? DEFAULT_LOCATION;
  const shownLanguage = language ?? newest?.language ?? DEFAULT_LANGUAGE;
  const deferredCsv = useDeferredValue(csv);
  const log = useMemo(() => (deferredCsv.trim() === '' ? null : parseSearchLog(deferredCsv, dayOf(new Date()))), [deferredCsv]);
  const blocker =
    importLog.isPending ? 'The log is being imported.'
    : csv.trim() === '' ? 'Paste or upload a CSV to import.'
    : log === null || deferredCsv !== csv ? 'The CSV is being read.'
    : log.problem !== null ? 'Nothing in the CSV can be imported.'
    : shownDomain.trim() === '' ? 'Enter the domain of the site.'
    : null;

  const onText = useCallback((text: string) => {
    setCsv(text);
    setResult(null);
    setMessage(null);
  }, []);

  const readFile = useCallback(async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      // GA4 and Matomo exports opened and saved in Excel come back as UTF-16.
      onText((await readImportFile(file)).text);
      setFileName(file.name);
    } catch {
      setMessage(`${file.name} could not be read. Save it as CSV or TSV and try again.`);
    } finally {
      event.target.value = '';
    }
  }, [onText]);

  const doImport = useCallback(() => {
    if (blocker !== null) return;
    importLog.mutate(
      { company_id: companyId, domain: shownDomain, location: shownLocation, language: shownLanguage, file_name: fileName, csv },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setCsv('');
          setFileName(null);
        },
        onError: (error) => setMessage(`The import failed: ${messageOf(error)}`),
      },
    );
  }, [blocker, importLog, companyId, shownDomain, shownLocation, shownLanguage, fileName, csv]);

  const doDelete = useCallback((id: number) => {
    const entry = imports.data?.imports.find((i) => i.id === id);
    if (!entry) return;
    remove.mutate({ company_id: companyId, import_id: id }, {
      onSuccess: (answer) => {
        setPending({
          message: `Deleted the import ${importTitle(entry)}.`,
          until: Date.parse(answer.undo_until),
          undo: () => {
            setPending(null);
            restore.mutate({ company_id: companyId, import_id: id }, { onError: (error) => setMessage(`The import could not be restored: ${messageOf(error)}`) });
          },
        });
      },
      onError: (error) => setMessage(`The import could not be deleted: ${messageOf(error)}`),
    });
  }, [imports.data, remove, restore, companyId]);

  const overview = `${prefix}/internal-searches` as const;
  const commands = useMemo(
    () =>
      setupCommands({
        route: pathname,
        canImport: blocker === null,
        imports: (imports.data?.imports ?? []).map((i) => ({ id: String(i.id), title: importTitle(i) })),
        canUndo: pending !== null,
        focusCsv: () => csvRef.current?.focus(),
        upload: () => fileRef.current?.click(),
        importLog: doImport,
        remove: doDelete,
        undo: () => pending?.undo(),
        overview: () => void navigate({ to: overview }),
      }),
    [pathname, blocker, imports.data, pending, doImport, doDelete, navigate, overview],
  );
  useRegisterCommands(commands);

  return (
    <main id="main" className="screen isearch-screen">
      <h1>Import site searches</h1>
      <p className="muted isearch-intro">
        Export what visitors searched for on your site as CSV: in Google Analytics 4 the “Search term” report (with the Date dimension), in
        Matomo “Site Search → Search Keywords” per day, or any sheet with the columns search term, count and date. German and English
        headers, numbers with a thousands point or comma and dates (24.11.2026, 2026-11-24, 11/24/2026) are read; separators comma, semicolon or tab.
      </p>
      <LogForm
        domain={shownDomain}
        onDomain={setDomain}
        location={shownLocation}
        onLocation={setLocation}
        language={shownLanguage}
        onLanguage={setLanguage}
        csv={csv}
        onCsv={(text) => {
          onText(text);
          setFileName(null);
        }}
        fileName={fileName}
        onFile={(event) => void readFile(event)}
        csvRef={csvRef}
        fileRef={fileRef}
        blocker={blocker}
        onImport={doImport}
      />
      {message && (
        <p role="alert" className="form-message isearch-message">
          {message}
        </p>
      )}
      {result && (
        <div role="status" className="isearch-done">
          <p>
            Imported {formatNumber(result.import.accepted_lines)} lines: {formatNumber(result.import.term_count)} terms,{' '}
            {formatNumber(result.import.searches)} searches for {result.import.domain}.
            {result.rejected_count > 0 && ` ${formatNumber(result.rejected_count)} lines were refused.`}
          </p>
          <p className="isearch-links">
            <Link to={overview}>Show the overview</Link>
            <Link to={`${prefix}/internal-searches/project`}>Open all terms in the workbench</Link>
          </p>
        </div>
      )}
      {log && <LogPreview log={log} />}
      {csv.trim() === '' && !result && (
        <div className="empty-state">
          <p>No log pasted yet.</p>
          <p className="muted">Paste the CSV into the box or upload the file; the preview names every line that cannot be imported before anything is stored.</p>
        </div>
      )}
      <section aria-labelledby="isearch-imports-title" className="isearch-imports">
        <h2 id="isearch-imports-title">Imported logs</h2>
        <UndoBar pending={pending} onExpire={() => setPending(null)} />
        {imports.isError ? (
          <p role="alert" className="form-message">The imports could not be loaded: {messageOf(imports.error)}</p>
        ) : imports.isPending ? (
          <p className="muted">Loading the imports…</p>
        ) : (
          <ImportsTable imports={imports.data.imports} busy={remove.isPending} onDelete={doDelete} />
        )}
      </section>
    </main>
  );
}

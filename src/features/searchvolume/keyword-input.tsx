import { useState, type ChangeEvent, type RefObject } from 'react';
import { DEFAULT_BATCH_SIZE } from '../../domain/batches.ts';
import { MAX_VOLUME_JOB_KEYWORDS } from '../../domain/contracts/volume-jobs.ts';
import type { ColumnMapping } from '../../domain/import/import-headers.ts';
import { readImportFile } from '../../domain/import/text-decoding.ts';
import { keywordFileKind, keywordsFromFile } from '../../domain/keyword-file.ts';
import { ImportReport } from '../../workbench/import/import-report.tsx';
import type { KeywordImportState } from '../../workbench/import/use-keyword-import.ts';
import { formatNumber } from '../../domain/number-format.ts';
import type { LiveValidation } from './use-live-validation.ts';
import { LANGUAGES, LOCATIONS } from '../../domain/markets.ts';

/** Listing every rejected line of a 10,000-line paste would bury the page; the counts stay exact. */
const SHOWN_REJECTIONS = 200;

interface Props {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly validation: LiveValidation;
  readonly location: number;
  readonly onLocation: (code: number) => void;
  readonly language: string;
  readonly onLanguage: (code: string) => void;
  readonly busy: boolean;
  readonly onStart: () => void;
  readonly textareaRef: RefObject<HTMLTextAreaElement | null>;
  readonly fileRef: RefObject<HTMLInputElement | null>;
  readonly importer: KeywordImportState;
  /** The column mapping dialog of an imported file (a command opens it too). */
  readonly mapOpen: boolean;
  onMapOpenChange(open: boolean): void;
}

/** Why Start is off, or null when it may run. */
export function startBlocker(validation: LiveValidation, busy: boolean): string | null {
  if (busy) return 'A lookup is being started.';
  if (validation.pending) return 'The keywords are being checked.';
  if (validation.accepted.length === 0) return 'Paste or upload at least one valid keyword to start.';
  if (validation.accepted.length > MAX_VOLUME_JOB_KEYWORDS) {
    return `At most ${formatNumber(MAX_VOLUME_JOB_KEYWORDS)} keywords per lookup: remove ${formatNumber(validation.accepted.length - MAX_VOLUME_JOB_KEYWORDS)}.`;
  }
  return null;
}

export function KeywordInput(props: Props) {
  const { validation } = props;
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const importer = props.importer;
  const blocker = startBlocker(validation, props.busy);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      if (keywordFileKind(file.name, file.type) === 'text') {
        importer.clear();
        const keywords = keywordsFromFile((await readImportFile(file)).text, 'text');
        props.onText(keywords.join('\n'));
        setFileMessage(keywords.length === 0 ? `No keyword found in ${file.name}.` : `Read ${formatNumber(keywords.length)} keywords from ${file.name}.`);
        return;
      }
      setFileMessage(null);
      const loaded = await importer.load(file);
      if (loaded === null) return;
      props.onText(loaded.file.rows.map((row) => row.keyword).join('\n'));
      // A file with several columns and no keyword header needs the user to say which column it is.
      if (!loaded.file.keywordRecognised && loaded.file.headers.length > 1) props.onMapOpenChange(true);
    } catch {
      setFileMessage(`${file.name} could not be read. Save it as CSV, TSV or plain text and try again.`);
    } finally {
      // The same file can be chosen again after it was edited.
      event.target.value = '';
    }
  }

  function remap(mapping: ColumnMapping, hasHeader: boolean) {
    const next = importer.remap(mapping, hasHeader);
    if (next) props.onText(next.file.rows.map((row) => row.keyword).join('\n'));
  }

  return (
    <section className="sv-input" aria-labelledby="sv-input-title">
      <h2 id="sv-input-title">Keywords</h2>
      <div className="sv-input-grid">
        <div className="sv-field">
          <label htmlFor="sv-keywords">Keywords, one per line</label>
          <textarea
            id="sv-keywords"
            ref={props.textareaRef}
            value={props.text}
            onChange={(event) => props.onText(event.target.value)}
            rows={12}
            spellCheck={false}
            aria-describedby="sv-counts"
            placeholder={'glühwein kaufen\nwinterjacke damen\nsonnencreme lsf 50'}
          />
          <div className="sv-file">
            <label htmlFor="sv-file">Or upload a CSV, TSV or text file, or an export of Semrush, Ahrefs, Keyword Planner or Search Console</label>
            <input id="sv-file" ref={props.fileRef} type="file" accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values" onChange={(event) => void readFile(event)} />
            {fileMessage && <p className="muted" role="status">{fileMessage}</p>}
            {importer.problem && <p role="alert">{importer.problem}</p>}
            {importer.loaded && (
              <ImportReport loaded={importer.loaded} mapOpen={props.mapOpen} onMapOpenChange={props.onMapOpenChange} onRemap={remap} destination="into the keyword box" />
            )}
          </div>
        </div>
        <div className="sv-side">
          <div className="sv-markets">
            <label>
              Location
              <select value={props.location} onChange={(event) => props.onLocation(Number(event.target.value))}>
                {LOCATIONS.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Language
              <select value={props.language} onChange={(event) => props.onLanguage(event.target.value)}>
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <dl id="sv-counts" className="sv-counts" aria-live="polite" aria-busy={validation.pending}>
            <div>
              <dt>Valid</dt>
              <dd data-count="valid">{formatNumber(validation.accepted.length)}</dd>
            </div>
            <div>
              <dt>Rejected</dt>
              <dd data-count="rejected">{formatNumber(validation.rejected.length)}</dd>
            </div>
            <div>
              <dt>Duplicates</dt>
              <dd data-count="duplicates">{formatNumber(validation.duplicates.length)}</dd>
            </div>
            <div>
              <dt>Batches of {formatNumber(DEFAULT_BATCH_SIZE)}</dt>
              <dd data-count="batches">{formatNumber(validation.batches)}</dd>
            </div>
          </dl>
          {validation.pending && <p className="muted">Checking the keywords…</p>}
          <button type="button" onClick={props.onStart} disabled={blocker !== null} aria-describedby={blocker ? 'sv-start-blocker' : undefined}>
            Start lookup
          </button>
          {blocker && (
            <p id="sv-start-blocker" className="muted">
              {blocker}
            </p>
          )}
        </div>
      </div>
      {validation.rejected.length > 0 && (
        <div className="sv-rejected">
          <h3 id="sv-rejected-title">
            {formatNumber(validation.rejected.length)} {validation.rejected.length === 1 ? 'line is' : 'lines are'} rejected and will not be looked up
          </h3>
          <ul aria-labelledby="sv-rejected-title">
            {validation.rejected.slice(0, SHOWN_REJECTIONS).map((r) => (
              <li key={r.line}>
                <span className="sv-rejected-message">
                  Line {r.line}: {r.message}
                </span>{' '}
                <span className="muted sv-rejected-phrase">“{r.phrase}”</span>
              </li>
            ))}
          </ul>
          {validation.rejected.length > SHOWN_REJECTIONS && (
            <p className="muted">…and {formatNumber(validation.rejected.length - SHOWN_REJECTIONS)} more.</p>
          )}
        </div>
      )}
      {validation.duplicates.length > 0 && (
        <details className="sv-duplicates">
          <summary>
            {formatNumber(validation.duplicates.length)} {validation.duplicates.length === 1 ? 'keyword appears' : 'keywords appear'} more than once and{' '}
            {validation.duplicates.length === 1 ? 'is' : 'are'} looked up once
          </summary>
          <ul>
            {validation.duplicates.slice(0, SHOWN_REJECTIONS).map((d) => (
              <li key={d.line}>
                Line {d.line}: {d.phrase}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

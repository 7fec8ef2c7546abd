import type { ChangeEvent, RefObject } from 'react';
import { LANGUAGES, LOCATIONS } from '../../domain/markets.ts';

interface Props {
  readonly domain: string;
  onDomain(domain: string): void;
  readonly location: number;
  onLocation(code: number): void;
  readonly language: string;
  onLanguage(code: string): void;
  readonly csv: string;
  onCsv(text: string): void;
  readonly fileName: string | null;
  onFile(event: ChangeEvent<HTMLInputElement>): void;
  readonly csvRef: RefObject<HTMLTextAreaElement | null>;
  readonly fileRef: RefObject<HTMLInputElement | null>;
  /** Why Import is off, or null. */
  readonly blocker: string | null;
  onImport(): void;
}

/** The site, its Google market, and the log pasted or uploaded. */
export function LogForm(props: Props) {
  return (
    <section className="isearch-form" aria-labelledby="isearch-form-title">
      <h2 id="isearch-form-title">Search log</h2>
      <div className="isearch-form-grid">
        <div className="isearch-field isearch-csv">
          <label htmlFor="isearch-csv">CSV of the site search (search term, count, date)</label>
          <textarea
            id="isearch-csv"
            ref={props.csvRef}
            value={props.csv}
            onChange={(event) => props.onCsv(event.target.value)}
            rows={10}
            spellCheck={false}
            placeholder={'Suchbegriff;Anzahl;Datum\nwinterjacke damen;1.234;24.11.2026'}
          />
          <label htmlFor="isearch-file">Or upload the CSV file</label>
          <input id="isearch-file" ref={props.fileRef} type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" onChange={props.onFile} />
          {props.fileName && <p className="muted" role="status">Read {props.fileName}.</p>}
        </div>
        <div className="isearch-side">
          <label className="isearch-field">
            Domain of the site
            <input type="text" value={props.domain} onChange={(event) => props.onDomain(event.target.value)} placeholder="www.example.de" autoComplete="url" />
          </label>
          <label className="isearch-field">
            Google location
            <select value={props.location} onChange={(event) => props.onLocation(Number(event.target.value))}>
              {LOCATIONS.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <label className="isearch-field">
            Google language
            <select value={props.language} onChange={(event) => props.onLanguage(event.target.value)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <p className="muted">Google volume and your positions are looked up for this domain and market.</p>
          <button type="button" onClick={props.onImport} disabled={props.blocker !== null} aria-describedby={props.blocker ? 'isearch-import-blocker' : undefined}>
            Import
          </button>
          {props.blocker && (
            <p id="isearch-import-blocker" className="muted">
              {props.blocker}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

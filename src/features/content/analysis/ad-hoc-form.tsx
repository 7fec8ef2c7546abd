import type { FormEvent } from 'react';
import { MAX_OWN_TEXT } from '../../../domain/contracts/content-analysis.ts';
import { LANGUAGES, LOCATIONS } from '../../../domain/markets.ts';
import type { AdHocDraft, AdHocField, OwnSource } from './ad-hoc-draft.ts';

interface Props {
  readonly draft: AdHocDraft;
  readonly errors: Partial<Record<AdHocField, string>>;
  readonly running: boolean;
  onChange(change: Partial<AdHocDraft>): void;
  onRun(): void;
  onStop(): void;
}

/** A field's error, tied to its input by id so a screen reader reads it with the field. */
function FieldError({ field, errors }: { field: AdHocField; errors: Props['errors'] }) {
  const message = errors[field];
  return message ? <span id={`wdf-${field}-error`} className="field-error">{message}</span> : null;
}

const describedBy = (field: AdHocField, errors: Props['errors']) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `wdf-${field}-error` } : {});

/** Keyword, market and the own page (its address or pasted text) of the ad-hoc analysis. */
export function AdHocForm({ draft, errors, running, onChange, onRun, onStop }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  const source = (value: OwnSource) => () => onChange({ source: value });
  return (
    <form className="wdf-form" onSubmit={submit} noValidate aria-label="WDF*IDF analysis">
      <div className="wdf-form-row">
        <label className="wdf-keyword">
          Keyword
          <input id="wdf-keyword" value={draft.keyword} onChange={(e) => onChange({ keyword: e.target.value })} disabled={running} {...describedBy('keyword', errors)} />
          <FieldError field="keyword" errors={errors} />
        </label>
        <label>
          Location
          <select value={draft.location} onChange={(e) => onChange({ location: Number(e.target.value) })} disabled={running}>
            {LOCATIONS.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
          </select>
        </label>
        <label>
          Language
          <select value={draft.language} onChange={(e) => onChange({ language: e.target.value })} disabled={running}>
            {LANGUAGES.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
          </select>
        </label>
      </div>
      <fieldset className="wdf-source" disabled={running}>
        <legend>Your text</legend>
        <label className="wdf-radio">
          <input type="radio" name="wdf-source" checked={draft.source === 'url'} onChange={source('url')} />
          The address of your page
        </label>
        <label className="wdf-radio">
          <input type="radio" name="wdf-source" checked={draft.source === 'text'} onChange={source('text')} />
          Pasted text
        </label>
        {draft.source === 'url' ? (
          <label className="wdf-own">
            Page address
            <input id="wdf-url" type="url" inputMode="url" placeholder="https://www.example.de/page" value={draft.url} onChange={(e) => onChange({ url: e.target.value })} {...describedBy('url', errors)} />
            <FieldError field="url" errors={errors} />
          </label>
        ) : (
          <label className="wdf-own">
            Text to compare
            <textarea id="wdf-text" rows={8} maxLength={MAX_OWN_TEXT} value={draft.text} onChange={(e) => onChange({ text: e.target.value })} {...describedBy('text', errors)} />
            <FieldError field="text" errors={errors} />
          </label>
        )}
      </fieldset>
      <div className="button-row">
        <button type="submit" disabled={running}>{running ? 'Analysing…' : 'Analyse'}</button>
        {running && <button type="button" className="secondary" onClick={onStop}>Stop</button>}
      </div>
    </form>
  );
}

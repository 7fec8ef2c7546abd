import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import { formatNumber } from '../../domain/number-format.ts';
import { phraseIdentity, validatePhrases } from '../../domain/phrase-validation.ts';
import { latestKnownMonth, yearOverYear } from '../../domain/year-over-year.ts';
import { MonthsToggle } from '../../workbench/panels/months-toggle.tsx';
import type { HistoryMonths } from '../../workbench/panels/volume-series.ts';
import { useHistoricalLookup } from './api/historical-lookup.ts';
import { HistoricalChart } from './historical-chart.tsx';
import { HistoricalTable, type HistoricalLine } from './historical-table.tsx';
import { useShownAfter } from './historical-progress.ts';
import './historical-volume.css';

/** Charts per keyword stay readable for a handful of keywords; the bulk tool is Google Search Volume. */
export const MAX_HISTORY_KEYWORDS = 20;

interface Props {
  /** The keywords looked up (one per line), from the URL; empty for none yet. */
  keywords: string;
  onLookUp(keywords: string): void;
  location: number;
  language: string;
  companyId: number;
  userId: number;
  months: HistoryMonths;
  onMonths(months: HistoryMonths): void;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}

const errorText = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : 'The keyword provider did not answer.');

/** Historical search volume of any keywords: up to 48 months, a chart per keyword and a table with the year-over-year change. */
export function HistoricalVolume({ keywords, onLookUp, location, language, companyId, userId, months, onMonths, fieldRef }: Props) {
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState(keywords);
  useEffect(() => setText(keywords), [keywords]);
  const validation = useMemo(() => validatePhrases(text), [text]);
  const tooMany = validation.accepted.length > MAX_HISTORY_KEYWORDS;
  const looked = useMemo(() => validatePhrases(keywords).accepted.slice(0, MAX_HISTORY_KEYWORDS), [keywords]);
  const lookup = useHistoricalLookup(looked.length === 0 ? null : { keywords: looked, location, language, companyId, userId });
  const showProgress = useShownAfter(lookup.isFetching, 500);

  const lines = useMemo<HistoricalLine[]>(() => {
    const entries = lookup.data?.entries ?? [];
    const byIdentity = new Map(entries.map((row) => [phraseIdentity(row.keyword), row]));
    return looked.flatMap((keyword) => {
      const row = byIdentity.get(phraseIdentity(keyword));
      return row ? [{ row, yoy: yearOverYear(row.search_volumes) }] : [];
    });
  }, [lookup.data, looked]);
  const latest = useMemo(() => latestKnownMonth(lines.flatMap((line) => line.row.search_volumes)), [lines]);

  const problem = validation.rejected[0] ? `Line ${validation.rejected[0].line}: ${validation.rejected[0].phrase}: ${validation.rejected[0].message}.` : tooMany ? `At most ${MAX_HISTORY_KEYWORDS} keywords at a time; remove ${formatNumber(validation.accepted.length - MAX_HISTORY_KEYWORDS)}.` : null;

  return (
    <section className="historical" aria-labelledby="historical-title">
      <h2 id="historical-title">Historical search volume</h2>
      <form
        className="historical-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === null && validation.accepted.length > 0) onLookUp(validation.accepted.join('\n'));
        }}
      >
        <label htmlFor={fieldId}>Keywords for the history</label>
        <textarea
          id={fieldId}
          ref={fieldRef}
          rows={3}
          value={text}
          aria-describedby={hintId}
          aria-invalid={problem !== null}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl+Enter sends the form from the textarea, where Enter adds a line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
          }}
        />
        <p id={hintId} className={problem ? 'form-message' : 'muted'} role={problem ? 'alert' : undefined}>
          {problem ?? `One keyword per line, up to ${MAX_HISTORY_KEYWORDS}. Ctrl+Enter shows the history.`}
        </p>
        <div className="historical-actions">
          <MonthsToggle value={months} onChange={onMonths} />
          <button type="submit" disabled={problem !== null || validation.accepted.length === 0}>
            Show history
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {showProgress && (
          <p role="status" className="muted">
            Loading the history of {formatNumber(looked.length)} keywords…
          </p>
        )}
      </div>
      {looked.length === 0 ? (
        <div className="empty-state">
          <p>No keywords yet.</p>
          <p className="muted">Type one or more keywords above, one per line, and press Show history to see up to 48 months of their search volume and how it changed against a year before.</p>
        </div>
      ) : lookup.isError ? (
        <div role="alert" className="historical-problem">
          <p>
            <strong>The history could not be loaded.</strong> {errorText(lookup.error)}
          </p>
          <button type="button" onClick={() => void lookup.refetch()}>
            Retry
          </button>
        </div>
      ) : lookup.data && lines.length === 0 ? (
        <div className="empty-state" role="status">
          <p>The provider knows no search volume for these keywords.</p>
          <p className="muted">
            {lookup.data.rejected.length > 0 ? `${lookup.data.rejected.map((r) => `${r.phrase}: ${r.message}`).join('; ')}. ` : ''}Check the spelling or try another market.
          </p>
        </div>
      ) : lookup.data && latest ? (
        <div className="historical-result">
          <p className="muted" role="status">
            {formatNumber(lines.length)} of {formatNumber(looked.length)} keywords with a history.
          </p>
          <div className="historical-charts">
            {lines.map((line) => (
              <HistoricalChart key={line.row.keyword} keyword={line.row.keyword} volumes={line.row.search_volumes} months={months} yoy={line.yoy} />
            ))}
          </div>
          <HistoricalTable lines={lines} months={months} latest={latest} />
        </div>
      ) : null}
    </section>
  );
}

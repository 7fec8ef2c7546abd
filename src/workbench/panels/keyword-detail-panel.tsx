import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useStartup } from '../../session/use-app-state.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { YearMonth } from '../../domain/month-keys.ts';
import { useKeywordSavedIn } from './api/keywords-saved.ts';
import { categoryChain, difficultyFact, keywordFacts, seasonText, serpFeatureList } from './keyword-facts.ts';
import { VolumeHistoryChart } from './volume-history-chart.tsx';
import type { HistoryMonths } from './volume-series.ts';
import './panels.css';

export interface KeywordDetailPanelProps {
  row: KeywordRow;
  /** The start-up `rate_usd_to_eur`. */
  rateUsdToEur: number | null;
  /** The market of the table; null where it is unknown (no history fetch, no saved lists lookup). */
  location: number | null;
  language: string | null;
  /** Last month of the chart; by default the latest month of the data. */
  latest?: YearMonth;
  initialMonths?: HistoryMonths;
  /** Escape and the Close button call it; the panel gives focus back to whatever had it when it opened. */
  onClose: () => void;
  className?: string;
}

/**
 * Everything known about one keyword beside the table. Focus moves into the panel when it opens (not
 * when the row changes while open), and back to the opener when it closes.
 */
export function KeywordDetailPanel({ row, rateUsdToEur, location, language, latest, initialMonths, onClose, className }: KeywordDetailPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const facts = keywordFacts(row, rateUsdToEur);
  const difficulty = difficultyFact(row);
  const features = serpFeatureList(row);

  return (
    <aside className={['keyword-detail-panel', className].filter(Boolean).join(' ')} aria-label={`Keyword details: ${row.keyword}`} onKeyDown={onKeyDown}>
      <header className="panel-header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {row.keyword}
        </h2>
        <button type="button" className="secondary" onClick={onClose} aria-label="Close keyword details">
          Close
        </button>
      </header>
      <dl className="keyword-facts">
        <dt>Average monthly volume</dt>
        <dd className="numeric">{facts.avg}</dd>
        <dt>Annual volume</dt>
        <dd className="numeric">{facts.annual}</dd>
        <dt>Difficulty</dt>
        <dd>
          {difficulty.color ? <span className="difficulty-swatch" style={{ background: difficulty.color }} aria-hidden="true" /> : null}
          {difficulty.text}
        </dd>
        <dt>CPC low</dt>
        <dd className="numeric">{facts.cpcLow}</dd>
        <dt>CPC high</dt>
        <dd className="numeric">{facts.cpcHigh}</dd>
        <dt>Competition</dt>
        <dd className="numeric">{facts.competition}</dd>
        <dt>Category</dt>
        <dd>{categoryChain(row)}</dd>
        <dt>SERP features</dt>
        <dd>{features.length === 0 ? 'None known' : features.join(', ')}</dd>
        <dt>Season</dt>
        <dd>{seasonText(row)}</dd>
        <dt>Saved in</dt>
        <dd>
          <SavedIn keyword={row.keyword} location={location} fallback={row.lists} />
        </dd>
      </dl>
      <VolumeHistoryChart
        keyword={row.keyword}
        volumes={row.search_volumes}
        location={location}
        language={language}
        latest={latest}
        initialMonths={initialMonths}
      />
    </aside>
  );
}

/** SPEC §8: saved-list lookups fail silently, so a failure shows what the row itself knows. */
function SavedIn({ keyword, location, fallback }: { keyword: string; location: number | null; fallback: readonly string[] | undefined }) {
  const startup = useStartup();
  const companyId = startup?.company.id ?? 0;
  const lookup = useKeywordSavedIn(companyId, location ?? 0, keyword, location !== null);
  const lists = lookup.data ?? fallback;
  if (lookup.isPending && lookup.fetchStatus === 'fetching') return <span className="muted">Looking up…</span>;
  if (lists === undefined) return <span className="muted">-</span>;
  if (lists.length === 0) return <span>Not saved in any collection yet.</span>;
  return (
    <ul className="saved-lists">
      {lists.map((name) => (
        <li key={name}>
          {startup ? <Link to="/research/$researchname" params={{ researchname: name }}>{name}</Link> : name}
        </li>
      ))}
    </ul>
  );
}

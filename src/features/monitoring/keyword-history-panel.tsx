import { useEffect, useRef } from 'react';
import type { HistoryPoint } from '../../domain/contracts/monitoring.ts';
import { useKeywordHistory } from './api/get-keyword-history.ts';
import { PositionHistoryChart } from './position-history-chart.tsx';
import type { PositionDay } from './position-history.ts';

interface Props {
  companyId: number;
  projectId: number;
  keywordId: number;
  /** The project's own domain, the chart's first line. */
  domain: string;
  onClose(): void;
}

/** A day of the history as the chart reads it; a day not looked up yet is left out. */
export function positionDays(points: readonly HistoryPoint[]): PositionDay[] {
  return points.flatMap((p): PositionDay[] => {
    if (p.status === 'ranked' && p.position !== null) return [{ date: p.date, state: 'ranked', position: p.position, url: p.url }];
    if (p.status === 'not_found') return [{ date: p.date, state: 'not_found' }];
    if (p.status === 'failed') return [{ date: p.date, state: 'failed', reason: p.failure_reason ?? 'no reason given' }];
    return [];
  });
}

/** One keyword's position history, opened on demand above the table; Escape or Close returns to the table. */
export function KeywordHistoryPanel({ companyId, projectId, keywordId, domain, onClose }: Props) {
  const query = useKeywordHistory(companyId, projectId, keywordId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [keywordId]);
  return (
    <section
      className="monitoring-panel monitoring-history"
      aria-labelledby="keyword-history-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="screen-heading">
        <h2 id="keyword-history-title" ref={heading} tabIndex={-1}>
          Position history{query.data ? `: ${query.data.keyword}` : ''}
        </h2>
        <button type="button" className="secondary" onClick={onClose}>Close history</button>
      </div>
      {query.isPending && <p className="muted" role="status">Loading the history…</p>}
      {query.isError && <p role="alert" className="form-message">{query.error.message}</p>}
      {query.isSuccess && <PositionHistoryChart keyword={query.data.keyword} domain={domain} days={positionDays(query.data.points)} competitors={query.data.competitors} />}
    </section>
  );
}

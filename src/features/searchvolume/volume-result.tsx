import { getRouteApi } from '@tanstack/react-router';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';

const route = getRouteApi('/shell/searchvolume');

export interface VolumeResultProps {
  /** Every row of the finished job, or null while its pages load (or after they failed). */
  rows: readonly KeywordRow[] | null;
  loaded: { readonly rows: number; readonly total: number };
  /** The failed page load's message; with it the screen offers Retry instead of a blank table. */
  failure: string | null;
  onRetry(): void;
  rateUsdToEur: number;
  location: number;
  language: string;
}

/** The finished lookup's rows in the keyword workbench, after a progress line while all pages load. */
export function VolumeResult({ rows, loaded, failure, onRetry, rateUsdToEur, location, language }: VolumeResultProps) {
  const view = route.useSearch();
  if (failure !== null) {
    return (
      <div role="alert" className="sv-problem sv-result-problem">
        <p>
          <strong>The result could not be loaded.</strong> {failure}
        </p>
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (rows === null) {
    return (
      <p role="status" className="muted sv-result-loading">
        Loading the result: {formatNumber(loaded.rows)} of {formatNumber(loaded.total)} keywords…
      </p>
    );
  }
  return (
    <Workbench
      route="/searchvolume"
      view={view}
      label="Search volume result"
      rows={rows}
      rateUsdToEur={rateUsdToEur}
      location={location}
      language={language}
      exportName={`search-volume-${rows[0]?.keyword ?? 'result'}`}
      empty={<p>The lookup found no keyword data. Try other keywords or another market.</p>}
    />
  );
}

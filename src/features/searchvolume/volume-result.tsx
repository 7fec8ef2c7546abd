import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { ImportedValues } from '../../domain/contracts/imported-values.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { importedColumns, withImportedValues } from '../../workbench/columns/imported-columns.ts';
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
  /** The uploaded export's values, kept with this lookup in the tab (lookup-imports.ts), or null. */
  imported: ImportedValues | null;
}

const NO_ROWS: readonly KeywordRow[] = [];

/** The finished lookup's rows in the keyword workbench, after a progress line while all pages load. */
export function VolumeResult({ rows, loaded, failure, onRetry, rateUsdToEur, location, language, imported }: VolumeResultProps) {
  const view = route.useSearch();
  // The file's values ride on the rows as read-only columns headed with their source, as a collection shows them.
  const sets = useMemo(() => (imported ? [imported] : []), [imported]);
  const tableRows = useMemo(() => withImportedValues(rows ?? NO_ROWS, sets), [rows, sets]);
  const columns = useMemo(() => importedColumns(sets), [sets]);
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
    <>
      {imported && (
        <p className="muted sv-imported-note">
          The columns marked “Imported … ({imported.source})” hold the values of the uploaded export, beside ours. This browser tab keeps them with
          the lookup; Save as collection keeps them with the collection.
        </p>
      )}
      <Workbench
        route="/searchvolume"
        view={view}
        label="Search volume result"
        rows={tableRows}
        customColumns={columns}
        rateUsdToEur={rateUsdToEur}
        location={location}
        language={language}
        exportName={`search-volume-${rows[0]?.keyword ?? 'result'}`}
        empty={<p>The lookup found no keyword data. Try other keywords or another market.</p>}
      />
    </>
  );
}

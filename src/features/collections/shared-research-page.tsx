import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { formatNumber } from '../../domain/number-format.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';
import { useSharedResearch } from './api/get-shared-research.ts';
import './collections.css';

const route = getRouteApi('/bare/research/shared/$shareid');

/** /research/shared/{shareid}: open to anyone with the link, read-only, nothing else of the company. */
export function SharedResearchPage() {
  const shareId = route.useParams({ select: (params) => params.shareid });
  const view = route.useSearch();
  const query = useSharedResearch(shareId);
  const customColumns = useMemo(() => (query.data?.custom_columns ?? []).map((c) => customColumn(c.name, c.type, c.entries)), [query.data]);
  return (
    <main id="main" className="screen collections-screen shared-research">
      {query.isPending && (
        <>
          <h1>Shared research</h1>
          <p className="muted">Loading…</p>
        </>
      )}
      {query.isError && (
        <>
          <h1>Shared research</h1>
          <p role="alert" className="form-message">{query.error.message}</p>
        </>
      )}
      {query.isSuccess && (
        <>
          <h1>{query.data.name}</h1>
          <p className="muted">
            {formatNumber(query.data.rows.length)} keywords · location {query.data.location} · language {query.data.language} · read-only
          </p>
          <Workbench
            route="/research/shared"
            view={view}
            label={`Keywords of ${query.data.name}`}
            rows={query.data.rows}
            rateUsdToEur={null}
            location={query.data.location}
            language={query.data.language}
            exportName={query.data.name}
            readOnly
            customColumns={customColumns}
            empty={<p>This shared research has no keywords.</p>}
          />
        </>
      )}
    </main>
  );
}

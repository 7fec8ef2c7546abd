import { useParams } from '@tanstack/react-router';
import { formatNumber } from '../../domain/number-format.ts';
import { useSharedResearch } from './api/get-shared-research.ts';
import { KeywordRowsTable } from './keyword-rows-table.tsx';
import './collections.css';

/** /research/shared/{shareid}: open to anyone with the link, read-only, nothing else of the company. */
export function SharedResearchPage() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const shareId = params.shareid ?? '';
  const query = useSharedResearch(shareId);
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
          <KeywordRowsTable rows={query.data.rows} caption={`Keywords of ${query.data.name}`} rateUsdToEur={null} />
        </>
      )}
    </main>
  );
}

import { useMemo } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { languageName, locationName } from '../../domain/markets.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';
import { useSharedReport } from './api/get-shared-report.ts';
import { DistributionBars } from './distribution-bars.tsx';
import { DEVICE_LABEL } from './project-card-text.ts';
import { RANKING_COLUMNS, toKeywordRow, withDefaultColumns } from './ranking-table.ts';
import { germanDay } from './visibility-table.ts';
import { VisibilityChart } from './visibility-chart.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import './monitoring.css';

/**
 * /monitoring/shared/{shareid}: one project's report for whoever holds the link, read-only and without
 * login. It names no product (a white-label partner hands it to its own clients) and nothing else of the company.
 */
export function SharedReportPage() {
  const params: { shareid?: string } = useParams({ strict: false });
  const shareId = params.shareid ?? '';
  const search: Record<string, unknown> = useSearch({ strict: false });
  const view = useMemo(() => withDefaultColumns(parseWorkbenchSearch(search)), [search]);
  const query = useSharedReport(shareId);
  const rows = useMemo(() => (query.data?.rows ?? []).map(toKeywordRow), [query.data]);
  useDocumentTitle(query.data ? `Ranking report: ${query.data.domain}` : 'Ranking report', false);
  if (!query.isSuccess) {
    return (
      <main id="main" className="screen monitoring-screen monitoring-shared">
        <h1>Ranking report</h1>
        {query.isPending ? <p className="muted" role="status">Loading the report…</p> : <p role="alert" className="form-message">{query.error.message}</p>}
      </main>
    );
  }
  const report = query.data;
  return (
    <main id="main" className="screen monitoring-screen monitoring-shared">
      {report.whitelabel?.logo && (
        <p className="monitoring-shared-brand">
          {/* The partner's own mark on the report it hands its clients; its text would repeat the heading. */}
          <img src={report.whitelabel.logo} alt="" height={32} />
        </p>
      )}
      <h1>Ranking report: {report.domain}</h1>
      <p className="muted">
        {DEVICE_LABEL[report.device]} · {locationName(report.location)} · {languageName(report.language)} · {formatNumber(report.rows.length)} keywords
        {report.day && <> · rankings of {germanDay(report.day)}</>} · read-only
      </p>
      <div className="monitoring-overview">
        <section className="monitoring-panel monitoring-visibility" aria-labelledby="visibility-title">
          <h2 id="visibility-title">Visibility index</h2>
          <VisibilityChart series={report.competitorData} />
        </section>
        <div className="monitoring-overview-side">
          <DistributionBars distribution={report.distribution} />
        </div>
      </div>
      <Workbench
        route="/monitoring/shared"
        view={view}
        label={`Rankings of ${report.domain}`}
        rows={rows}
        rateUsdToEur={null}
        location={report.location}
        language={report.language}
        exportName={`${report.domain} rankings`}
        readOnly
        rankingColumn
        customColumns={RANKING_COLUMNS}
        empty={<p>This report has no keywords.</p>}
      />
    </main>
  );
}

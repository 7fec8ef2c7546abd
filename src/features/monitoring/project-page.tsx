import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { RankingsResponse } from '../../domain/contracts/monitoring.ts';
import { languageName, locationName } from '../../domain/markets.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { UndoBar } from '../../ui/undo-bar.tsx';
import { importedColumns, withImportedValues } from '../../workbench/columns/imported-columns.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';
import { useRankings } from './api/get-rankings.ts';
import { HistoryPicker } from './history-picker.tsx';
import { KeywordHistoryPanel } from './keyword-history-panel.tsx';
import { monitoringProjectCommands } from './monitoring-commands.ts';
import { editPath, monitoringBase, type MonitoringBase } from './monitoring-paths.ts';
import { DEVICE_LABEL } from './project-card-text.ts';
import { ProjectOverview } from './project-overview.tsx';
import { failuresOf, RANKING_COLUMNS, toKeywordRow, withDefaultColumns } from './ranking-table.ts';
import { useKeywordRemoval } from './use-keyword-removal.ts';
import { useProjectActions } from './use-project-actions.ts';
import { germanDay } from './visibility-table.ts';
import { useDocumentTitle } from './use-document-title.ts';
import './monitoring.css';

/** /monitoring/project/{id} (and its quick-SEO twin): one project's rankings, visibility and competitors. */
export function MonitoringProjectPage() {
  const startup = useStartup();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const params: { id?: string } = useParams({ strict: false });
  const projectId = Number(params.id);
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Monitoring project</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  if (!Number.isSafeInteger(projectId) || projectId <= 0) {
    return (
      <main id="main" className="screen">
        <h1>Monitoring project</h1>
        <p role="alert" className="form-message">“{params.id}” is no project id.</p>
        <p><Link to={monitoringBase(pathname)}>All monitoring projects</Link></p>
      </main>
    );
  }
  return <ProjectScreen key={`${startup.company.id}:${projectId}`} companyId={startup.company.id} projectId={projectId} base={monitoringBase(pathname)} />;
}

function ProjectScreen({ companyId, projectId, base }: { companyId: number; projectId: number; base: MonitoringBase }) {
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const initialJob = typeof search.job === 'string' ? search.job : null;
  const query = useRankings(companyId, projectId);
  // Values kept from tools' exports: read-only columns beside ours, headed with their source, shown by default.
  const imported = useMemo(() => importedColumns(query.data?.imported ?? []), [query.data]);
  const columns = useMemo(() => [...RANKING_COLUMNS, ...imported], [imported]);
  const view = useMemo(() => withDefaultColumns(parseWorkbenchSearch(search), imported.map((c) => c.value)), [search, imported]);
  const actions = useProjectActions(companyId, projectId, initialJob);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const removal = useKeywordRemoval(companyId, projectId, query.data?.rows ?? []);
  const rows = useMemo(() => withImportedValues((query.data?.rows ?? []).map(toKeywordRow), query.data?.imported ?? []), [query.data]);
  const failures = useMemo(() => failuresOf(query.data?.rows ?? []), [query.data]);
  const keywordIds = useMemo(() => new Map((query.data?.rows ?? []).map((r) => [r.keyword, r.keyword_id])), [query.data]);
  const project = query.data?.project;
  const updating = actions.job !== null;
  useDocumentTitle(project ? `${project.domain} rankings` : 'Monitoring project');

  const showHistory = useCallback((keyword: string) => {
    const id = keywordIds.get(keyword) ?? Number(keyword);
    if (Number.isSafeInteger(id) && id > 0) setHistoryOf(id);
  }, [keywordIds]);

  const commands = useMemo(
    () =>
      monitoringProjectCommands(base, {
        keywords: (query.data?.rows ?? []).map((r) => ({ id: String(r.keyword_id), title: r.keyword })),
        updating,
        failed: failures.count,
        shared: project?.share_id != null,
        update: () => actions.update(false),
        retry: () => actions.update(true),
        history: showHistory,
        exportCsv: () => actions.exportHistory('csv'),
        exportXlsx: () => actions.exportHistory('xlsx'),
        share: () => (project?.share_id ? actions.copy(project.share_id) : actions.share()),
        unshare: actions.unshare,
        canUndoRemove: removal.pending !== null,
        undoRemove: removal.undo,
        edit: () => void navigate({ href: editPath(base, projectId) }),
        back: () => void navigate({ to: base }),
      }),
    [base, query.data, updating, failures.count, project, actions, removal, showHistory, navigate, projectId],
  );
  useRegisterCommands(commands);

  if (query.isError) {
    return (
      <main id="main" className="screen">
        <h1>Monitoring project</h1>
        <p role="alert" className="form-message">{query.error.message}</p>
        <p><Link to={base}>All monitoring projects</Link></p>
      </main>
    );
  }
  return (
    <main id="main" className="screen monitoring-screen">
      <p className="breadcrumb"><Link to={base}>Monitoring</Link></p>
      <div className="screen-heading">
        <h1>{project ? project.domain : 'Monitoring project'}</h1>
        <div className="button-row">
          <button type="button" onClick={() => actions.update(false)} disabled={updating || !project}>{updating ? 'Updating…' : 'Update now'}</button>
          <button type="button" className="secondary" onClick={() => actions.exportHistory('csv')} disabled={actions.exporting !== null || !project}>Export history (CSV)</button>
          <button type="button" className="secondary" onClick={() => actions.exportHistory('xlsx')} disabled={actions.exporting !== null || !project}>Export history (Excel)</button>
          {project?.share_id ? (
            <>
              <button type="button" className="secondary" onClick={() => actions.copy(project.share_id ?? '')}>Copy report link</button>
              <button type="button" className="secondary" onClick={actions.unshare}>Stop sharing</button>
            </>
          ) : (
            <button type="button" className="secondary" onClick={actions.share} disabled={!project}>Share report</button>
          )}
          <Link to={editPath(base, projectId)} className="button-link secondary">Edit</Link>
        </div>
      </div>
      {project && <ProjectFacts project={project} day={query.data?.day ?? null} />}
      {updating && actions.job && (
        <div className="monitoring-progress" role="status">
          <span>Update running: {formatNumber(actions.job.progress)} %</span>
          <progress max={100} value={actions.job.progress} aria-label="Update progress" />
        </div>
      )}
      {(actions.copied ?? actions.message) && <p role="status" className="monitoring-message">{actions.copied ?? actions.message}</p>}
      {failures.count > 0 && (
        <div className="monitoring-failures" role="alert">
          <p>
            {formatNumber(failures.count)} {failures.count === 1 ? 'lookup' : 'lookups'} of the latest update failed ({failures.reasons.join('; ')}). They are shown as failures, not as positions.
          </p>
          <button type="button" onClick={() => actions.update(true)} disabled={updating}>Retry failed lookups</button>
        </div>
      )}
      {project && <ProjectOverview companyId={companyId} projectId={projectId} onHistory={setHistoryOf} />}
      {project && <HistoryPicker keywords={query.data?.rows ?? []} onPick={setHistoryOf} />}
      {historyOf !== null && project && <KeywordHistoryPanel companyId={companyId} projectId={projectId} keywordId={historyOf} domain={project.domain} onClose={() => setHistoryOf(null)} />}
      {/* Beside the table the keywords were removed from, where the user is when the Undo is needed. */}
      <UndoBar pending={removal.pending} onExpire={removal.expire} />
      {removal.message && <p role="status" className="monitoring-message">{removal.message}</p>}
      {query.isPending && <p className="muted" role="status">Loading rankings…</p>}
      {query.isSuccess && project && (
        <Workbench
          route={`${base}/project`}
          view={view}
          label={`Rankings of ${project.domain}`}
          rows={rows}
          rateUsdToEur={null}
          location={project.location}
          language={project.language}
          exportName={`${project.domain} rankings`}
          rankingColumn
          rankingLookup={false}
          customColumns={columns}
          onRemove={removal.remove}
          empty={<p>This project tracks no keywords yet. Use “Edit” to add some.</p>}
        />
      )}
    </main>
  );
}

function ProjectFacts({ project, day }: { project: RankingsResponse['project']; day: string | null }) {
  return (
    <p className="muted">
      {DEVICE_LABEL[project.device]} · {locationName(project.location)} · {languageName(project.language)} · {formatNumber(project.keyword_count)} keywords
      {project.competitors.length > 0 && <> · competitors {project.competitors.join(', ')}</>} · daily at {project.update_time}
      {day && <> · rankings of {germanDay(day)}</>}
    </p>
  );
}

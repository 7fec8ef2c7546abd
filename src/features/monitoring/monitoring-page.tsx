import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { PROJECT_UNDO_SECONDS, type ProjectCard } from '../../domain/contracts/monitoring.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { visibilityChangeText } from '../../domain/visibility-change.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { sparklinePath } from '../../workbench/columns/trend.ts';
import { useDeleteProject } from './api/delete-project.ts';
import { useProjectList } from './api/list-projects.ts';
import { useRestoreProject } from './api/restore-project.ts';
import { monitoringListCommands } from './monitoring-commands.ts';
import { editPath, monitoringBase, projectPath, setupPath, type MonitoringBase } from './monitoring-paths.ts';
import { DEVICE_LABEL, lastUpdateText, sparklineLabel } from './project-card-text.ts';
import { useDocumentTitle } from './use-document-title.ts';
import './monitoring.css';

/** /monitoring and /quickseo/monitoring: the company's ranking projects. */
export function MonitoringPage() {
  const startup = useStartup();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Monitoring</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <MonitoringScreen key={startup.company.id} companyId={startup.company.id} base={monitoringBase(pathname)} />;
}

function Sparkline({ card }: { card: ProjectCard }) {
  const path = sparklinePath(card.sparkline.map((p) => p.value), 96, 24);
  return (
    <svg className="monitoring-sparkline" width={96} height={28} viewBox="-2 -2 100 28" role="img" aria-label={sparklineLabel(card)}>
      {path !== '' && <path d={path} fill="none" stroke="var(--primary)" strokeWidth={2} />}
    </svg>
  );
}

function MonitoringScreen({ companyId, base }: { companyId: number; base: MonitoringBase }) {
  useDocumentTitle('Monitoring');
  const navigate = useNavigate();
  const list = useProjectList(companyId);
  const remove = useDeleteProject();
  const restore = useRestoreProject();
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const projects = useMemo(() => list.data?.projects ?? [], [list.data]);

  const removeProject = useCallback((id: number) => {
    const card = projects.find((p) => p.id === id);
    if (!card) return;
    remove.mutate({ company_id: companyId, project_id: id }, {
      onSuccess: (answer) => {
        setMessage(null);
        setPending({
          message: `Deleted the project ${card.domain} (${DEVICE_LABEL[card.device]}).`,
          until: Math.min(Date.parse(answer.undo_until), Date.now() + PROJECT_UNDO_SECONDS * 1000),
          undo: () => {
            setPending(null);
            restore.mutate({ company_id: companyId, project_id: id }, {
              onSuccess: () => setMessage(`Restored the project ${card.domain}.`),
              onError: (error) => setMessage(error.message),
            });
          },
        });
      },
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, projects, remove, restore]);

  const actions = useMemo(
    () =>
      monitoringListCommands(base, {
        options: projects.map((p) => ({ id: String(p.id), title: `${p.domain} · ${DEVICE_LABEL[p.device]}` })),
        canUndo: pending !== null,
        create: () => void navigate({ to: setupPath(base) }),
        open: (id) => void navigate({ to: projectPath(base, id) }),
        edit: (id) => void navigate({ href: editPath(base, id) }),
        remove: removeProject,
        undo: () => pending?.undo(),
      }),
    [base, projects, pending, navigate, removeProject],
  );
  useRegisterCommands(actions);
  const expire = useCallback(() => setPending(null), []);

  return (
    <main id="main" className="screen monitoring-screen">
      <div className="screen-heading">
        <h1>Monitoring</h1>
        <div className="button-row">
          <Link to={setupPath(base)} className="button-link">New project</Link>
        </div>
      </div>
      <p className="muted">Daily positions of your domain and its competitors, with the visibility index over time.</p>
      <UndoBar pending={pending} onExpire={expire} />
      {message && <p role="status" className="monitoring-message">{message}</p>}
      {list.isPending && <p className="muted" role="status">Loading projects…</p>}
      {list.isError && <p role="alert" className="form-message">{list.error.message}</p>}
      {list.isSuccess && projects.length === 0 && (
        <div className="empty-state">
          <p>No ranking project yet. Create one with “New project”: give the domain, the keywords to track and up to five competitors; the first update starts at once.</p>
        </div>
      )}
      {projects.length > 0 && (
        <div className="monitoring-table-scroll" role="region" aria-label="Monitoring projects" tabIndex={0}>
          <table className="monitoring-table monitoring-projects">
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">Device</th>
                <th scope="col" className="number">Keywords</th>
                <th scope="col" className="number">Visibility today</th>
                <th scope="col" className="number">7 days</th>
                <th scope="col" className="number">30 days</th>
                <th scope="col" className="number">Avg. position</th>
                <th scope="col">Last update</th>
                <th scope="col">Last 30 days</th>
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {projects.map((card) => (
                <tr key={card.id}>
                  <th scope="row">
                    <Link to={projectPath(base, card.id)}>{card.domain}</Link>
                  </th>
                  <td>{DEVICE_LABEL[card.device]}</td>
                  <td className="number">{formatNumber(card.keyword_count)}</td>
                  <td className="number">{formatNumber(card.visibility_today, 2)}</td>
                  <td className="number">{visibilityChangeText(card.visibility_change_7)}</td>
                  <td className="number">{visibilityChangeText(card.visibility_change_30)}</td>
                  <td className="number">{formatNumber(card.average_position, 2)}</td>
                  <td>{lastUpdateText(card)}</td>
                  <td><Sparkline card={card} /></td>
                  <td>
                    <div className="button-row">
                      <Link to={editPath(base, card.id)} className="button-link secondary" aria-label={`Edit ${card.domain}`}>Edit</Link>
                      <button type="button" className="secondary" aria-label={`Delete ${card.domain}`} onClick={() => removeProject(card.id)}>Delete</button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}

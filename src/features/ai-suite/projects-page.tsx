import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { AI_TASK_RULES } from '../../domain/ai-writing-tasks.ts';
import { AI_PROJECT_UNDO_SECONDS, aiProjectLink, type AiProject } from '../../domain/contracts/ai-suite.ts';
import { errorText } from '../../domain/error-text.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { aiSuiteListCommands } from './ai-suite-commands.ts';
import { useDeleteProject, useRestoreProject } from './api/delete-project.ts';
import { useProjectList } from './api/list-projects.ts';
import { CompanyGate } from './company-gate.tsx';
import './ai-suite.css';

/** /ai-suite: the company's AI projects, newest first, each with what its tasks have written. */
export function AiProjectsPage() {
  return <CompanyGate title="AI Suite">{(companyId) => <ProjectsScreen companyId={companyId} />}</CompanyGate>;
}

function taskLine(project: AiProject): string {
  const written = project.tasks.filter((t) => t.rows > 0);
  if (written.length === 0) return 'Nothing written yet.';
  return written.map((t) => `${AI_TASK_RULES[t.task].label}: ${formatNumber(t.accepted)} of ${formatNumber(t.rows)} accepted`).join(' · ');
}

/** Delete with an undo until the server's deadline; both from the cards' buttons and the palette. */
function useProjectDelete(companyId: number, projects: readonly AiProject[]) {
  const remove = useDeleteProject();
  const restore = useRestoreProject();
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const removeProject = useCallback(
    (id: number) => {
      const project = projects.find((p) => p.id === id);
      if (!project) return;
      remove.mutate(
        { company_id: companyId, project_id: id },
        {
          onSuccess: (answer) => {
            setMessage(null);
            setPending({
              message: `Deleted the AI project ${project.name}.`,
              until: Math.min(Date.parse(answer.undo_until), Date.now() + AI_PROJECT_UNDO_SECONDS * 1000),
              undo: () => {
                setPending(null);
                restore.mutate({ company_id: companyId, project_id: id }, { onSuccess: () => setMessage(`Restored the AI project ${project.name}.`), onError: (error) => setMessage(errorText(error)) });
              },
            });
          },
          onError: (error) => setMessage(errorText(error)),
        },
      );
    },
    [companyId, projects, remove, restore],
  );
  const expire = useCallback(() => setPending(null), []);
  return { pending, message, removeProject, expire };
}

function ProjectsScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const list = useProjectList(companyId);
  const projects = useMemo(() => list.data?.projects ?? [], [list.data]);
  const { pending, message, removeProject, expire } = useProjectDelete(companyId, projects);
  const commands = useMemo(
    () =>
      aiSuiteListCommands({
        options: projects.map((p) => ({ id: String(p.id), title: p.name })),
        canUndo: pending !== null,
        create: () => void navigate({ to: '/ai-suite/setup' }),
        open: (id) => void navigate({ to: aiProjectLink(id) }),
        remove: removeProject,
        undo: () => pending?.undo(),
      }),
    [projects, pending, navigate, removeProject],
  );
  useRegisterCommands(commands);
  return (
    <main id="main" className="screen ai-suite">
      <div className="ai-heading">
        <FocusedHeading>AI Suite</FocusedHeading>
        <Link to="/ai-suite/setup" className="button">
          New AI project
        </Link>
      </div>
      <UndoBar pending={pending} onExpire={expire} />
      {message !== null && <p role="status">{message}</p>}
      {list.isError && <p role="alert" className="form-message">The projects could not be loaded: {list.error.message}</p>}
      {list.isPending && <p role="status" className="muted">Loading your AI projects…</p>}
      {list.data && projects.length === 0 && (
        <div className="empty-state">
          <p>No AI project yet.</p>
          <p className="muted">Create one from a keyword or one of your collections, then let it write title tags, meta descriptions, an FAQ, product texts or alt texts.</p>
          <p>
            <Link to="/ai-suite/setup">Create an AI project</Link>
          </p>
        </div>
      )}
      {projects.length > 0 && (
        <ul className="ai-projects" aria-label="AI projects">
          {projects.map((p) => (
            <li key={p.id} className="ai-project-card">
              <h2>
                <Link to={aiProjectLink(p.id)}>{p.name}</Link>
              </h2>
              <p className="muted">
                {p.source === 'collection' ? `Collection ${p.source_name}` : `Keyword ${p.source_name}`} · {countOf(p.keyword_count, 'keyword', 'keywords')}
              </p>
              <p>{taskLine(p)}</p>
              <button type="button" className="secondary" onClick={() => removeProject(p.id)} aria-label={`Delete the AI project ${p.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

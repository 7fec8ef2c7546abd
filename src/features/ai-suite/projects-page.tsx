import { Link } from '@tanstack/react-router';
import { AI_TASK_RULES } from '../../domain/ai-writing-tasks.ts';
import { aiProjectLink, type AiProject } from '../../domain/contracts/ai-suite.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
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

function ProjectsScreen({ companyId }: { companyId: number }) {
  const list = useProjectList(companyId);
  const projects = list.data?.projects ?? [];
  return (
    <main id="main" className="screen ai-suite">
      <div className="ai-heading">
        <FocusedHeading>AI Suite</FocusedHeading>
        <Link to="/ai-suite/setup" className="button">
          New AI project
        </Link>
      </div>
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
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

import type { ReactNode } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useStartup } from '../../../session/use-app-state.ts';
import { projectIdOf } from './project-access.ts';
import './analysis.css';

/**
 * The frame of a project screen of this folder until the suite's project frame wraps it: the one h1
 * inside `<main id="main">`, the project id and share id read from the path, and a note that a shared
 * view is read-only. A path without a usable project id says so instead.
 */
export function ProjectScreenShell({ title, children }: { title: string; children: (props: { projectId: number; shareId: string | null; readOnly: boolean }) => ReactNode }) {
  const params: { project_id?: string; share_id?: string } = useParams({ strict: false });
  const startup = useStartup();
  const projectId = projectIdOf(params.project_id);
  const shareId = params.share_id ?? null;
  return (
    <main id="main" className="screen analysis-screen">
      {startup && shareId === null && (
        <p className="breadcrumb">
          <Link to="/content-projects">Content projects</Link>
        </p>
      )}
      <h1>{title}</h1>
      {shareId !== null && <p className="muted">Shared view · read-only</p>}
      {projectId === null ? (
        <p role="alert" className="form-message">“{params.project_id}” is no project id.</p>
      ) : (
        children({ projectId, shareId, readOnly: shareId !== null })
      )}
    </main>
  );
}

import { Link, useParams } from '@tanstack/react-router';
import { useSession, useStartup } from '../../../session/use-app-state.ts';
import { EditorNotice } from './editor-notice.tsx';
import { MemberEditor } from './member-editor.tsx';
import { SharedEditor } from './shared-editor.tsx';
import './editor-page.css';

/**
 * /content-editor/{project_id}/{share_id?}: with a share id, the draft read-only for whoever holds
 * the link; without one, the draft to write for a logged-in member (the server decides whether the
 * project is theirs). Anyone else learns only that the link is incomplete.
 */
export function ContentEditorPage() {
  const params: { project_id?: string; share_id?: string } = useParams({ strict: false });
  const session = useSession();
  const startup = useStartup();
  const projectId = Number(params.project_id);
  const shareId = params.share_id ?? null;
  if (!Number.isSafeInteger(projectId) || projectId <= 0) return <EditorNotice alert>“{params.project_id}” is no project id.</EditorNotice>;
  if (shareId !== null) return <SharedEditor projectId={projectId} shareId={shareId} />;
  if (session === null) {
    return (
      <EditorNotice alert>
        This link is incomplete or the project is no longer shared. Ask its owner for a new link, or <Link to="/login/{-$auth}" params={{}} search={{ redirect: `/content-editor/${projectId}` }}>log in</Link> to open your own projects.
      </EditorNotice>
    );
  }
  if (startup === null) return <EditorNotice>Loading your company data…</EditorNotice>;
  return <MemberEditor key={`${startup.company.id}:${projectId}`} companyId={startup.company.id} projectId={projectId} />;
}

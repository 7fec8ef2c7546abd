import { ContentProjectFrame, type ContentProjectFrameContext } from '../project-frame/content-project-frame.tsx';
import { MemberEditor } from './member-editor.tsx';
import { SharedEditor } from './shared-editor.tsx';
import './editor-page.css';

/**
 * /content-editor/{project_id}/{share_id?}: in the project frame (heading, tabs, share actions, the
 * refused-link page), the draft to write for a member, or read-only for whoever holds the share link.
 */
export function ContentEditorPage() {
  return <ContentProjectFrame screen="editor">{(context) => <EditorBody {...context} />}</ContentProjectFrame>;
}

function EditorBody({ project, readOnly, shareId, companyId }: ContentProjectFrameContext) {
  const secondary = project.secondary_keywords;
  if (readOnly || companyId === null || shareId !== null) return <SharedEditor projectId={project.id} shareId={shareId ?? ''} keyword={project.main_keyword} secondaryKeywords={secondary} />;
  return <MemberEditor key={`${companyId}:${project.id}`} companyId={companyId} projectId={project.id} keyword={project.main_keyword} secondaryKeywords={secondary} />;
}

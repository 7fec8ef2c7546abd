import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { draftToHtml } from '../../../domain/content-draft-html.ts';
import type { Draft } from '../../../domain/contracts/content.ts';
import { draftFromHtml } from '../editor/editor-extensions.ts';
import { useBriefing } from './api/get-briefing.ts';
import { useDraft } from './api/get-draft.ts';
import { useProject } from './api/get-project.ts';
import { briefingTargets } from './briefing-targets.ts';
import { browserStorage, draftCopyKey, readDraftCopy, startingDraft } from './draft-copy.ts';
import { DraftWorkspace } from './draft-workspace.tsx';
import { EditorNotice } from './editor-notice.tsx';

interface MemberEditorProps {
  readonly companyId: number;
  readonly projectId: number;
}

/** A member's editor: the project, its draft and its briefing read, then the workspace. */
export function MemberEditor({ companyId, projectId }: MemberEditorProps) {
  const project = useProject(companyId, projectId);
  const draft = useDraft(companyId, projectId);
  const briefing = useBriefing(companyId, projectId);
  const targets = useMemo(() => briefingTargets(briefing.data?.briefing), [briefing.data]);
  if (project.isError) return <EditorNotice alert>{project.error.message}</EditorNotice>;
  if (draft.isError) return <EditorNotice alert>{draft.error.message}</EditorNotice>;
  if (project.isPending || draft.isPending) return <EditorNotice>Loading the draft…</EditorNotice>;
  return (
    <main id="main" className="screen content-editor-screen">
      <header className="content-editor-heading">
        <h1>Content editor: {project.data.project.main_keyword}</h1>
        <p className="muted">
          <Link to="/content-projects">All content projects</Link>
        </p>
      </header>
      {briefing.isError && (
        <p className="muted" role="status">
          The briefing could not be read ({briefing.error.message}), so the score has no targets yet. Your text is saved as usual.
        </p>
      )}
      <Workspace companyId={companyId} projectId={projectId} title={project.data.project.main_keyword} draft={draft.data} targets={targets} />
    </main>
  );
}

const sameDraft = (a: Parameters<typeof draftToHtml>[0], b: Parameters<typeof draftToHtml>[0]) => draftToHtml(a) === draftToHtml(b);

/** Decides once what the editor starts with: the server's draft, or this browser's unsaved copy of it. */
function Workspace({ companyId, projectId, title, draft, targets }: MemberEditorProps & { title: string; draft: Draft; targets: ReturnType<typeof briefingTargets> }) {
  const [start] = useState(() => startingDraft({ document: draftFromHtml(draft.html), revision: draft.revision }, readDraftCopy(browserStorage(), draftCopyKey(companyId, projectId)), sameDraft));
  return <DraftWorkspace companyId={companyId} projectId={projectId} title={title} start={start} targets={targets} />;
}

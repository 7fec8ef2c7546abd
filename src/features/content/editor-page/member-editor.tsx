import { useMemo, useState } from 'react';
import { draftToHtml } from '../../../domain/content-draft-html.ts';
import type { Draft } from '../../../domain/contracts/content.ts';
import { draftFromHtml } from '../editor/editor-extensions.ts';
import { useBriefing } from './api/get-briefing.ts';
import { useDraft } from './api/get-draft.ts';
import { briefingTargets } from './briefing-targets.ts';
import { browserStorage, draftCopyKey, readDraftCopy, startingDraft } from './draft-copy.ts';
import { DraftWorkspace } from './draft-workspace.tsx';
import { EditorNotice } from './editor-notice.tsx';

interface MemberEditorProps {
  readonly companyId: number;
  readonly projectId: number;
  /** The project's main keyword: the draft's name and its export file name. */
  readonly keyword: string;
  /** The project's secondary keywords: with the main one, the words the draft is counted with. */
  readonly secondaryKeywords: readonly string[];
}

/** A member's editor: the draft and the briefing read, then the workspace. */
export function MemberEditor({ companyId, projectId, keyword, secondaryKeywords }: MemberEditorProps) {
  const draft = useDraft(companyId, projectId);
  const briefing = useBriefing(companyId, projectId);
  const targets = useMemo(() => briefingTargets(briefing.data?.briefing, [keyword, ...secondaryKeywords]), [briefing.data, keyword, secondaryKeywords]);
  if (draft.isError) return <EditorNotice alert>{draft.error.message}</EditorNotice>;
  if (draft.isPending) return <EditorNotice>Loading the draft…</EditorNotice>;
  return (
    <div className="content-editor-screen">
      {briefing.isError && (
        <p className="muted" role="status">
          The briefing could not be read ({briefing.error.message}), so the score has no targets yet. Your text is saved as usual.
        </p>
      )}
      <Workspace companyId={companyId} projectId={projectId} title={keyword} draft={draft.data} targets={targets} />
    </div>
  );
}

const sameDraft = (a: Parameters<typeof draftToHtml>[0], b: Parameters<typeof draftToHtml>[0]) => draftToHtml(a) === draftToHtml(b);

/** Decides once what the editor starts with: the server's draft, or this browser's unsaved copy of it. */
function Workspace({ companyId, projectId, title, draft, targets }: Omit<MemberEditorProps, 'keyword' | 'secondaryKeywords'> & { title: string; draft: Draft; targets: ReturnType<typeof briefingTargets> }) {
  const [start] = useState(() => startingDraft({ document: draftFromHtml(draft.html), revision: draft.revision }, readDraftCopy(browserStorage(), draftCopyKey(companyId, projectId)), sameDraft));
  return <DraftWorkspace companyId={companyId} projectId={projectId} title={title} start={start} targets={targets} />;
}

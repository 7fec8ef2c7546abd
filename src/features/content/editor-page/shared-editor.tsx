import { useMemo } from 'react';
import { ContentEditor } from '../editor/content-editor.tsx';
import { draftFromHtml } from '../editor/editor-extensions.ts';
import { useSharedEditor } from './api/get-shared.ts';
import { briefingTargets } from './briefing-targets.ts';
import { EditorNotice } from './editor-notice.tsx';

const ignoreChange = () => undefined;

/**
 * The draft behind a share link: read-only, with its score against the briefing and the exports,
 * for whoever holds the link; it names nothing else of the company.
 */
export function SharedEditor({ projectId, shareId, keyword, secondaryKeywords }: { readonly projectId: number; readonly shareId: string; readonly keyword: string; readonly secondaryKeywords: readonly string[] }) {
  const query = useSharedEditor(projectId, shareId);
  const document = useMemo(() => (query.data ? draftFromHtml(query.data.shared.draft.html) : null), [query.data]);
  const targets = useMemo(() => briefingTargets(query.data?.briefing, [keyword, ...secondaryKeywords]), [query.data, keyword, secondaryKeywords]);
  if (query.isError) return <EditorNotice alert>{query.error.message}</EditorNotice>;
  if (!query.isSuccess || document === null) return <EditorNotice>Loading the shared draft…</EditorNotice>;
  return (
    <div className="content-editor-screen">
      <ContentEditor title={keyword} initialDocument={document} targets={targets} onChange={ignoreChange} readOnly />
    </div>
  );
}

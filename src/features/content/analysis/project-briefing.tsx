import { useCallback, useMemo, useState } from 'react';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import { errorText } from '../../../domain/error-text.ts';
import { useBriefing } from './api/get-briefing.ts';
import { briefingCommands, type BriefingFormat } from './analysis-commands.ts';
import { downloadBriefing } from './briefing-export.ts';
import { BriefingSheet } from './briefing-sheet.tsx';
import { INCOMPLETE_LINK, projectAccess, readFailureText, type ProjectScreenProps } from './project-access.ts';
import './briefing.css';

/** The body of `/briefing/{project_id}/{share_id?}`: the briefing with Print and the two exports. */
export function ProjectBriefing({ projectId, shareId, companyId }: ProjectScreenProps) {
  const access = projectAccess(companyId, shareId);
  if (access === null) return <p role="alert" className="form-message">{INCOMPLETE_LINK}</p>;
  return <BriefingBody projectId={projectId} access={access} />;
}

function BriefingBody({ projectId, access }: { projectId: number; access: NonNullable<ReturnType<typeof projectAccess>> }) {
  const query = useBriefing(projectId, access);
  const [message, setMessage] = useState<string | null>(null);
  const briefing = query.data?.briefing;
  const exportAs = useCallback((format: BriefingFormat) => {
    if (!briefing) return;
    setMessage(null);
    downloadBriefing(briefing, format).then(
      (name) => setMessage(`Downloaded ${name}.`),
      (failure: unknown) => setMessage(`The export failed: ${errorText(failure)}`),
    );
  }, [briefing]);
  const print = useCallback(() => window.print(), []);
  const commands = useMemo(() => briefingCommands({ loaded: briefing !== undefined, print, exportAs }), [briefing, print, exportAs]);
  useRegisterCommands(commands);

  if (query.isPending) return <p className="muted" role="status">Loading the briefing…</p>;
  if (query.isError) return <p role="alert" className="form-message">{readFailureText(query.error)}</p>;
  return (
    <>
      <div className="button-row briefing-actions">
        <button type="button" onClick={print}>Print</button>
        <button type="button" className="secondary" onClick={() => exportAs('markdown')}>Export Markdown</button>
        <button type="button" className="secondary" onClick={() => exportAs('docx')}>Export DOCX</button>
      </div>
      <p role="status" className="analysis-message briefing-actions">{message ?? ''}</p>
      <BriefingSheet briefing={query.data.briefing} />
    </>
  );
}

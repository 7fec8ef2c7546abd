import { useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import { parseWorkbenchSearch } from '../../../workbench/view/view-search.ts';
import { useAnalysis } from './api/get-analysis.ts';
import { projectWdfIdfCommands } from './analysis-commands.ts';
import { focusPart, PART_HEADINGS } from './focus-part.ts';
import { INCOMPLETE_LINK, projectAccess, readFailureText, type ProjectScreenProps } from './project-access.ts';
import { TermAnalysisView } from './term-analysis-view.tsx';

/**
 * The body of `/content-project/wdf-idf/{project_id}/{share_id?}`: the term analysis of the project's
 * selected competitors against its draft (the draft is the own text).
 */
export function ProjectWdfIdf({ projectId, shareId, readOnly, companyId }: ProjectScreenProps) {
  const access = projectAccess(companyId, shareId);
  if (access === null) return <p role="alert" className="form-message">{INCOMPLETE_LINK}</p>;
  return <AnalysisBody projectId={projectId} access={access} readOnly={readOnly} />;
}

function AnalysisBody({ projectId, access, readOnly }: { projectId: number; access: NonNullable<ReturnType<typeof projectAccess>>; readOnly: boolean }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const view = useMemo(() => parseWorkbenchSearch(search), [search]);
  const query = useAnalysis(projectId, access);
  const loaded = query.isSuccess;
  const commands = useMemo(() => projectWdfIdfCommands({ loaded, goTo: (part) => focusPart(PART_HEADINGS[part]) }), [loaded]);
  useRegisterCommands(commands);

  if (query.isPending) return <p className="muted" role="status">Loading the term analysis…</p>;
  if (query.isError) return <p role="alert" className="form-message">{readFailureText(query.error)}</p>;
  const { project, analysis } = query.data;
  return (
    <TermAnalysisView
      analysis={analysis}
      route="/content-project/wdf-idf"
      view={view}
      location={project.location}
      language={project.language}
      readOnly={readOnly || query.data.read_only}
      noOwnText="the draft is still empty: write in the editor to compare your text"
    />
  );
}

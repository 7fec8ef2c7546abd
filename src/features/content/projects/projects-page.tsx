import { useCallback, useMemo } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import { contentProjectPath } from '../../../domain/contracts/content-analysis.ts';
import type { KeywordRow } from '../../../domain/keyword-row.ts';
import { useStartup } from '../../../session/use-app-state.ts';
import { Workbench } from '../../../workbench/view/workbench.tsx';
import { useContentProjects } from '../api/list-projects.ts';
import { contentProjectListCommands } from './project-commands.ts';
import { PROJECT_COLUMNS, projectRows, withProjectColumns } from './project-rows.ts';
import '../content.css';

const route = getRouteApi('/shell/content-projects');
const KEYWORD_COLUMN = { title: 'Main keyword', tooltip: 'The keyword the project plans a text for; Enter opens its competitors.' } as const;

/** /content-projects: the company's content projects in the workbench table; a row opens its competitors. */
export function ContentProjectsPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Content Projects</h1>
        <p className="muted" role="status">Loading your company data…</p>
      </main>
    );
  }
  return <ProjectsScreen key={startup.company.id} companyId={startup.company.id} />;
}

function ProjectsScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const search = route.useSearch();
  const view = useMemo(() => withProjectColumns(search), [search]);
  const list = useContentProjects(companyId);
  const { rows, byKey } = useMemo(() => projectRows(list.data?.projects ?? []), [list.data]);
  const open = useCallback((id: number) => void navigate({ to: contentProjectPath('competitors', id) }), [navigate]);
  const openRow = useCallback((row: KeywordRow) => {
    const project = byKey.get(row.keyword);
    if (project) open(project.id);
  }, [byKey, open]);

  const commands = useMemo(() => contentProjectListCommands({
    options: (list.data?.projects ?? []).map((p) => ({ id: String(p.id), title: p.main_keyword })),
    create: () => void navigate({ to: '/content-project/setup' }),
    open,
  }), [list.data, navigate, open]);
  useRegisterCommands(commands);

  return (
    <main id="main" className="screen content-screen">
      <div className="screen-heading">
        <h1>Content Projects</h1>
        <div className="button-row">
          <Link to="/content-project/setup" className="button-link">New content project</Link>
        </div>
      </div>
      <p className="muted">Each project fetches the pages that rank for its keyword, compares their terms and scores your draft as you write.</p>
      {list.isPending && <p className="muted" role="status">Loading projects…</p>}
      {list.isError && <p role="alert" className="form-message">{list.error.message}</p>}
      {list.isSuccess && (
        <Workbench
          route="/content-projects"
          view={view}
          label="Content projects"
          rows={rows}
          rateUsdToEur={null}
          location={null}
          language="de"
          exportName="content projects"
          rankingLookup={false}
          customColumns={PROJECT_COLUMNS}
          keywordColumn={KEYWORD_COLUMN}
          rowNouns={['project', 'projects']}
          onOpenRow={openRow}
          empty={
            <>
              <p>No content project yet.</p>
              <p>Create the first with “New content project” (also in the command palette): enter the main keyword, the market and the device. The top 10 pages are fetched in the background, and the bell tells you when they are in.</p>
              <Link to="/content-project/setup" className="button-link">New content project</Link>
            </>
          }
        />
      )}
    </main>
  );
}

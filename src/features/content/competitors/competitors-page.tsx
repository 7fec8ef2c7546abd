import { useCallback, useMemo, useState } from 'react';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import type { CompetitorListResponse } from '../../../domain/contracts/content.ts';
import type { KeywordRow } from '../../../domain/keyword-row.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import { Workbench } from '../../../workbench/view/workbench.tsx';
import { useCompetitors } from '../api/list-competitors.ts';
import { useSharedCompetitors } from '../api/get-shared-competitors.ts';
import { useRefreshContentProject } from '../api/refresh-project.ts';
import { useSelectCompetitor } from '../api/select-competitor.ts';
import { ContentProjectFrame, type ContentProjectFrameContext } from '../project-frame/content-project-frame.tsx';
import { competitorCommands } from './competitor-commands.ts';
import { CompetitorDetails } from './competitor-details.tsx';
import { COMPETITOR_COLUMNS, competitorRow, readableUrl, withCompetitorColumns } from './competitor-rows.ts';
import { FetchStatus } from './fetch-status.tsx';
import '../content.css';
import './competitors.css';

const route = getRouteApi('/bare/content-project/competitors/$project_id/{-$share_id}');
const KEYWORD_COLUMN = { title: 'URL', tooltip: 'The competitor page; Enter shows its headings and page speed.' } as const;

/** /content-project/competitors/{project_id}/{share_id?}: the pages that rank for the project's keyword. */
export function CompetitorsPage() {
  return <ContentProjectFrame screen="competitors">{(context) => <CompetitorsBody {...context} />}</ContentProjectFrame>;
}

function CompetitorsBody({ project, readOnly, shareId, companyId }: ContentProjectFrameContext) {
  const member = useCompetitors(readOnly ? null : companyId, project.id);
  const shared = useSharedCompetitors(project.id, readOnly ? shareId : null);
  const query = readOnly ? shared : member;
  if (query.isError) return <p role="alert" className="form-message">{query.error.message}</p>;
  if (!query.isSuccess) return <p className="muted" role="status">Loading the competitors…</p>;
  return <CompetitorTable data={query.data} readOnly={readOnly} companyId={companyId} />;
}

function CompetitorTable({ data, readOnly, companyId }: { data: CompetitorListResponse; readOnly: boolean; companyId: number | null }) {
  const search = route.useSearch();
  const view = useMemo(() => withCompetitorColumns(search), [search]);
  const { pathname } = useLocation();
  const select = useSelectCompetitor();
  const refresh = useRefreshContentProject();
  const [open, setOpen] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { project, competitors } = data;
  const rows = useMemo(() => competitors.map(competitorRow), [competitors]);
  const byUrl = useMemo(() => new Map(competitors.map((c) => [readableUrl(c.url), c])), [competitors]);
  const opened = competitors.find((c) => c.id === open) ?? null;

  const toggle = useCallback((id: number) => {
    const page = competitors.find((c) => c.id === id);
    if (!page || companyId === null) return;
    select.mutate({ company_id: companyId, project_id: project.id, competitor_id: id, selected: !page.selected }, {
      onSuccess: (answer) => setMessage(`${answer.competitor.selected ? 'Selected' : 'Deselected'} ${answer.competitor.domain} (position ${formatNumber(answer.competitor.position)}): the analysis reads ${formatNumber(answer.selected_count)} of ${formatNumber(competitors.length)} pages.`),
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, competitors, project.id, select]);
  const doRefresh = useCallback(() => {
    if (companyId === null) return;
    refresh.mutate({ company_id: companyId, project_id: project.id }, {
      onSuccess: () => setMessage('Started fetching the top 10 again: the pages update here as they are read, and the bell says when the job is done.'),
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, project.id, refresh]);
  const openRow = useCallback((row: KeywordRow) => setOpen(byUrl.get(row.keyword)?.id ?? null), [byUrl]);
  // Space on a row is the analysis choice, the thing this table is for; the result is announced below.
  const rowToggle = useMemo(() => (readOnly ? undefined : {
    hint: 'Space on a row puts the competitor in or out of the analysis; Enter shows its headings and page speed.',
    onToggle: (row: KeywordRow) => {
      const page = byUrl.get(row.keyword);
      if (page) toggle(page.id);
    },
  }), [byUrl, readOnly, toggle]);

  const fetching = project.status === 'fetching';
  const commands = useMemo(() => competitorCommands(pathname, {
    readOnly,
    fetching,
    toggleOptions: competitors.map((c) => ({ id: String(c.id), title: `${c.position}. ${c.domain} (${c.selected ? 'selected' : 'deselected'})` })),
    pages: competitors.map((c) => ({ id: String(c.id), title: `${c.position}. ${c.domain}` })),
    toggle,
    details: setOpen,
    refresh: doRefresh,
  }), [competitors, doRefresh, fetching, pathname, readOnly, toggle]);
  useRegisterCommands(commands);

  const selectedCount = competitors.filter((c) => c.selected).length;
  return (
    <div className="content-competitors">
      <FetchStatus data={data} readOnly={readOnly} busy={refresh.isPending} onRefresh={doRefresh} />
      <p className="content-selection-count" role="status">
        {formatNumber(selectedCount)} of {formatNumber(competitors.length)} competitors selected for the analysis
      </p>
      {/* Always there, so the first change is announced too (a live region added with its text may not be). */}
      <p role="status" className="content-message">{message ?? ''}</p>
      {opened && <CompetitorDetails page={opened} readOnly={readOnly} busy={select.isPending} onToggle={() => toggle(opened.id)} onClose={() => setOpen(null)} />}
      <Workbench
        route={pathname}
        view={view}
        label={`Competitors for ${project.main_keyword}`}
        rows={rows}
        rateUsdToEur={null}
        location={project.location}
        language={project.language}
        exportName={`${project.main_keyword} competitors`}
        readOnly={readOnly}
        rankingLookup={false}
        keywordTools={false}
        customColumns={COMPETITOR_COLUMNS}
        keywordColumn={KEYWORD_COLUMN}
        rowNouns={['competitor', 'competitors']}
        onOpenRow={openRow}
        rowToggle={rowToggle}
        empty={<p>{fetching ? 'Fetching the top 10 results for the main keyword…' : 'No organic results were found for this keyword. Fetch the competitors again later.'}</p>}
      />
    </div>
  );
}

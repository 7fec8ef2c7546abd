import { useCallback, useMemo, useState } from 'react';
import { getRouteApi, Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { AI_TASK_RULES, AI_TASKS, type AiTask } from '../../domain/ai-writing-tasks.ts';
import { aiProjectLink, type AiJobState, type AiProject } from '../../domain/contracts/ai-suite.ts';
import { errorText } from '../../domain/error-text.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import { useJobProgress } from '../../jobs/use-job-progress.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { Workbench } from '../../workbench/view/workbench.tsx';
import { useProject, useResults } from './api/get-project.ts';
import { aiProjectCommands } from './ai-suite-commands.ts';
import { useRunTask } from './api/run-task.ts';
import { CompanyGate } from './company-gate.tsx';
import { defaultResultColumns, resultColumns, resultRows } from './result-rows.ts';
import { useResultEdits } from './use-result-edits.ts';
import './ai-suite.css';

const route = getRouteApi('/shell/ai-suite/project/$id');

/** /ai-suite/project/{id}: the project's tasks; the chosen task's results in the workbench, editable, accepted or rejected per row. */
export function AiProjectPage() {
  return <CompanyGate title="AI project">{(companyId) => <ProjectScreen companyId={companyId} />}</CompanyGate>;
}

const isRunning = (job: AiJobState | null | undefined) => job?.status === 'queued' || job?.status === 'running';

/** The tasks a project offers: the outline needs a content project's briefing. */
const tasksOf = (source: AiProject['source'] | undefined): AiTask[] => AI_TASKS.filter((t) => t !== 'outline' || source === 'content');

const SOURCE_TEXT: Readonly<Record<AiProject['source'], string>> = { collection: 'From the collection', content: 'From the content project', keyword: 'From the keyword' };

function ProjectScreen({ companyId }: { companyId: number }) {
  const { id } = route.useParams();
  const projectId = Number(id);
  const view = route.useSearch();
  const task: AiTask = view.task ?? 'description';
  const { pathname } = useLocation();
  const startup = useStartup();
  const project = useProject(companyId, projectId);
  const results = useResults(companyId, projectId, task);
  const run = useRunTask();
  const [jobId, setJobId] = useState<string | null>(null);
  // The queries' refetch functions are stable, so the commands below are not bound anew on every render.
  const { refetch: refetchResults } = results;
  const { refetch: refetchProject } = project;
  const refresh = useCallback(async () => Promise.all([refetchResults(), refetchProject()]), [refetchResults, refetchProject]);
  useJobProgress(jobId ?? results.data?.job?.job_id ?? null, useCallback(() => void refresh(), [refresh]));
  const onSetCustomValue = useResultEdits(companyId, projectId, task, refresh);
  const columns = useMemo(() => resultColumns(task), [task]);
  const shownView = useMemo(() => (view.columns ? view : { ...view, columns: defaultResultColumns(task) }), [view, task]);
  const rows = useMemo(() => (results.data ? resultRows(task, results.data.rows) : []), [results.data, task]);
  const rule = AI_TASK_RULES[task];
  const job = results.data?.job;
  const running = isRunning(job) || run.isPending;
  const byRules = results.data?.rows.some((r) => r.writer === 'rules') ?? false;

  const { mutateAsync } = run;
  const start = useCallback(async () => {
    try {
      const answer = await mutateAsync({ company_id: companyId, project_id: projectId, task });
      setJobId(answer.job_id);
      await refresh();
    } catch {
      // Shown below.
    }
  }, [mutateAsync, companyId, projectId, task, refresh]);
  const navigate = useNavigate();
  const source = project.data?.project.source;
  const commands = useMemo(
    () =>
      aiProjectCommands({
        tasks: tasksOf(source).map((t) => ({ id: t, title: AI_TASK_RULES[t].label, current: t === task })),
        canRun: !running && project.data !== undefined,
        run: () => void start(),
        showTask: (t) => void navigate({ to: aiProjectLink(projectId), search: { task: AI_TASKS.find((known) => known === t) ?? 'description' } }),
        back: () => void navigate({ to: '/ai-suite' }),
      }),
    [task, running, project.data, source, projectId, navigate, start],
  );
  useRegisterCommands(commands);


  const data = project.data?.project;
  if (project.isError) {
    return (
      <main id="main" className="screen ai-suite">
        <FocusedHeading>AI project</FocusedHeading>
        <p role="alert" className="form-message">The project could not be loaded: {project.error.message}</p>
        <Link to="/ai-suite">All AI projects</Link>
      </main>
    );
  }
  return (
    <main id="main" className="screen ai-suite">
      <div className="ai-heading">
        <FocusedHeading>{data ? data.name : 'AI project'}</FocusedHeading>
        <Link to="/ai-suite">All AI projects</Link>
      </div>
      {!data && <p role="status" className="muted">Loading the project…</p>}
      {data && (
        <>
          <p className="muted">
            {SOURCE_TEXT[data.source]} {data.source_name} · {countOf(data.keyword_count, 'keyword', 'keywords')}
          </p>
          <nav aria-label="Tasks" className="ai-tasks">
            {tasksOf(data.source).map((t) => {
              const summary = data.tasks.find((s) => s.task === t);
              return (
                <Link key={t} to={aiProjectLink(projectId)} search={{ task: t }} aria-current={t === task ? 'page' : undefined}>
                  {AI_TASK_RULES[t].label}
                  {summary && summary.rows > 0 ? ` (${formatNumber(summary.accepted)}/${formatNumber(summary.rows)})` : ''}
                </Link>
              );
            })}
          </nav>
          <div className="ai-task-bar">
            <button type="button" onClick={() => void start()} disabled={running}>
              {running ? 'Writing…' : rows.length > 0 ? `${rule.action} again` : rule.action}
            </button>
            {job && isRunning(job) && (
              <p role="status">
                Writing: batch {formatNumber(job.done_batches)} of {formatNumber(job.total_batches)}. The bell shows the progress; you can leave this screen.
              </p>
            )}
            {job?.status === 'failed' && <p role="alert" className="form-message">The last run stopped before it was done. Run it again to write the rest.</p>}
            {run.isError && <p role="alert" className="form-message">{errorText(run.error)}</p>}
          </div>
          <p className="muted">
            {rule.serpLine === null ? `At most ${formatNumber(rule.maxChars)} characters.` : `At most ${formatNumber(rule.maxChars)} characters and the pixel width Google shows without cutting.`}{' '}
            Select rows and use Set value: Text to edit, Status to accept or reject. An accepted row keeps its text when the task runs again.
            {byRules && ' Generated without a model: composed from the keyword data by rules.'}
            {byRules && task === 'faq' && ' Without a model the FAQ lists the most searched questions; write the answers in Text.'}
            {task === 'outline' && ' The outline follows the content project\'s briefing: its competitors\' headings, the terms to use and the questions.'}
          </p>
          <Workbench
            route={pathname}
            view={shownView}
            label={`${rule.label} of ${data.name}`}
            rows={rows}
            rateUsdToEur={startup?.rate_usd_to_eur ?? null}
            location={data.location}
            language={data.language}
            exportName={`${data.name} ${rule.label}`}
            rankingLookup={false}
            customColumns={columns}
            onSetCustomValue={onSetCustomValue}
            empty={<p>{running ? 'Writing the first texts…' : `Nothing written yet. Choose “${rule.action}” to write ${task === 'faq' ? 'them for the questions about the main keyword' : task === 'outline' ? 'it from the content project\'s briefing' : 'them for every keyword of the project'}.`}</p>}
          />
        </>
      )}
    </main>
  );
}

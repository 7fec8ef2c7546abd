import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { MAX_COMPETITORS, MONITORING_DEVICES, type ProjectSettings } from '../../domain/contracts/monitoring.ts';
import { LANGUAGES, LOCATIONS } from '../../domain/markets.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { useCreateProject } from './api/create-project.ts';
import { useEditProject } from './api/edit-project.ts';
import { useProject } from './api/get-project.ts';
import { KeywordSourceField } from './keyword-source-field.tsx';
import { RejectedLines, type RejectedLine } from './rejected-lines.tsx';
import { monitoringSetupCommands } from './monitoring-commands.ts';
import { monitoringBase, projectPath, type MonitoringBase } from './monitoring-paths.ts';
import { DEVICE_LABEL } from './project-card-text.ts';
import { createRequestOf, draftOfProject, editRequestOf, EMPTY_DRAFT, type DraftField, type DraftProblem, type SetupDraft } from './setup-draft.ts';
import type { SetupSearch } from './setup-search.ts';
import { useDocumentTitle } from './use-document-title.ts';
import './monitoring.css';

/** /monitoring/setup (and its quick-SEO twin): a new project, or `?edit={id}` to change one. */
export function MonitoringSetupPage() {
  const startup = useStartup();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search: SetupSearch = useSearch({ strict: false });
  const base = monitoringBase(pathname);
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>New monitoring project</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  if (search.edit !== undefined) return <EditLoader key={`${startup.company.id}:${search.edit}`} companyId={startup.company.id} projectId={search.edit} base={base} />;
  return <SetupForm key={startup.company.id} companyId={startup.company.id} base={base} project={null} />;
}

function EditLoader({ companyId, projectId, base }: { companyId: number; projectId: number; base: MonitoringBase }) {
  const query = useProject(companyId, projectId);
  if (query.isSuccess) return <SetupForm companyId={companyId} base={base} project={query.data.project} />;
  return (
    <main id="main" className="screen">
      <h1>Edit monitoring project</h1>
      {query.isError ? <p role="alert" className="form-message">{query.error.message}</p> : <p className="muted" role="status">Loading the project…</p>}
      <p><Link to={base}>All monitoring projects</Link></p>
    </main>
  );
}

const problemOf = (problems: readonly DraftProblem[], field: DraftField): string | null =>
  problems.filter((p) => p.field === field).map((p) => p.message).join(' ') || null;

function SetupForm({ companyId, base, project }: { companyId: number; base: MonitoringBase; project: ProjectSettings | null }) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const edit = useEditProject();
  const [draft, setDraft] = useState<SetupDraft>(() => (project ? draftOfProject(project) : EMPTY_DRAFT));
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [rejected, setRejected] = useState<readonly RejectedLine[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const domainInput = useRef<HTMLInputElement>(null);
  const change = useCallback((next: Partial<SetupDraft>) => setDraft((d) => ({ ...d, ...next })), []);
  const busy = create.isPending || edit.isPending;
  const error = create.error ?? edit.error;

  const submit = useCallback((event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setRejected([]);
    if (project) {
      const built = editRequestOf(companyId, project.id, draft);
      setProblems(built.ok ? [] : built.problems);
      if (!built.ok) return;
      edit.mutate(built.request, {
        onSuccess: (answer) => {
          if (answer.rejected.length === 0) void navigate({ to: projectPath(base, project.id) });
          else setRejected(answer.rejected);
        },
      });
      return;
    }
    const built = createRequestOf(companyId, draft);
    setProblems(built.ok ? [] : built.problems);
    if (!built.ok) return;
    create.mutate(built.request, {
      onSuccess: (answer) => {
        // The project screen follows the first update (started at once) through the bell by its job id.
        const target = `${projectPath(base, answer.project.id)}?job=${encodeURIComponent(answer.job_id)}`;
        if (answer.rejected.length === 0) void navigate({ href: target });
        else {
          setRejected(answer.rejected);
          setCreated(target);
        }
      },
    });
  }, [busy, project, companyId, draft, edit, create, navigate, base]);

  useEffect(() => {
    if (problems.length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [problems]);

  const actions = useMemo(
    () =>
      monitoringSetupCommands(base, {
        save: () => formRef.current?.requestSubmit(),
        upload: () => {
          change({ source: 'csv' });
          // The file input appears with the CSV choice; open its dialog once it is there.
          window.setTimeout(() => fileInput.current?.click(), 0);
        },
        cancel: () => void navigate({ to: base }),
      }),
    [base, change, navigate],
  );
  useRegisterCommands(actions);

  const invalid = (field: DraftField) => (problemOf(problems, field) ? true : undefined);
  const title = project ? `Edit ${project.domain}` : 'New monitoring project';
  useDocumentTitle(title);
  return (
    <main id="main" className="screen monitoring-screen">
      <p className="breadcrumb"><Link to={base}>Monitoring</Link></p>
      <h1>{title}</h1>
      <form ref={formRef} className="monitoring-form" noValidate onSubmit={submit}>
        <fieldset className="monitoring-fieldset">
          <legend>Domain and market</legend>
          <label>
            Domain
            <input ref={domainInput} value={draft.domain} onChange={(e) => change({ domain: e.target.value })} disabled={project !== null} placeholder="www.example.de" aria-invalid={invalid('domain')} autoComplete="off" />
          </label>
          {problemOf(problems, 'domain') && <p role="alert" className="form-message">{problemOf(problems, 'domain')}</p>}
          <div className="monitoring-choices" role="radiogroup" aria-label="Device">
            {MONITORING_DEVICES.map((device) => (
              <label key={device}>
                <input type="radio" name="device" value={device} checked={draft.device === device} disabled={project !== null} onChange={() => change({ device })} />
                {DEVICE_LABEL[device]}
              </label>
            ))}
          </div>
          <div className="monitoring-row">
            <label>
              Location
              <select value={draft.location} disabled={project !== null} onChange={(e) => change({ location: Number(e.target.value) })}>
                {LOCATIONS.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
              </select>
            </label>
            <label>
              Language
              <select value={draft.language} disabled={project !== null} onChange={(e) => change({ language: e.target.value })}>
                {LANGUAGES.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
              </select>
            </label>
          </div>
          {project && <p className="muted">Domain, device and market stay as they are, so the history keeps comparing like with like.</p>}
        </fieldset>

        <KeywordSourceField
          companyId={companyId}
          draft={draft}
          onChange={change}
          fileInput={fileInput}
          problem={problemOf(problems, 'keywords')}
          legend={project ? `Keywords to add (the project tracks ${formatNumber(project.keyword_count)})` : 'Keywords'}
        />

        <fieldset className="monitoring-fieldset">
          <legend>Competitors, tags and schedule</legend>
          <label>
            Competitor domains, one a line (up to {MAX_COMPETITORS})
            <textarea value={draft.competitors} onChange={(e) => change({ competitors: e.target.value })} rows={3} spellCheck={false} aria-invalid={invalid('competitors')} />
          </label>
          {problemOf(problems, 'competitors') && <p role="alert" className="form-message">{problemOf(problems, 'competitors')}</p>}
          <label>
            Tags for {project ? 'the added' : 'these'} keywords, comma-separated
            <input value={draft.tags} onChange={(e) => change({ tags: e.target.value })} aria-invalid={invalid('tags')} autoComplete="off" />
          </label>
          {problemOf(problems, 'tags') && <p role="alert" className="form-message">{problemOf(problems, 'tags')}</p>}
          <label>
            Daily update at (Berlin time)
            <input type="time" value={draft.updateTime} onChange={(e) => change({ updateTime: e.target.value })} aria-invalid={invalid('updateTime')} />
          </label>
          {problemOf(problems, 'updateTime') && <p role="alert" className="form-message">{problemOf(problems, 'updateTime')}</p>}
        </fieldset>

        {error && <p role="alert" className="form-message">{error.message}</p>}
        <RejectedLines rejected={rejected} next={created ?? (project ? projectPath(base, project.id) : null)} />
        <div className="button-row">
          <button type="submit" disabled={busy}>{busy ? 'Saving…' : project ? 'Save changes' : 'Create project and start the first update'}</button>
          <Link to={base} className="button-link secondary">Cancel</Link>
        </div>
      </form>
    </main>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import { contentProjectPath } from '../../../domain/contracts/content-analysis.ts';
import { contentDeviceSchema, MAX_SECONDARY_KEYWORDS } from '../../../domain/contracts/content.ts';
import { LANGUAGES, LOCATIONS } from '../../../domain/markets.ts';
import { useStartup } from '../../../session/use-app-state.ts';
import { useCreateContentProject } from '../api/create-project.ts';
import { contentProjectSetupCommands } from '../projects/project-commands.ts';
import { DEVICE_LABEL } from '../project-text.ts';
import { createRequestOf, EMPTY_SETUP, fieldOfRefusal, secondaryCountText, type SetupDraft, type SetupField } from './setup-draft.ts';
import '../content.css';

/** /content-project/setup: main keyword, secondary keywords, market and device; create starts the fetch job. */
export function ContentSetupPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>New content project</h1>
        <p className="muted" role="status">Loading your company data…</p>
      </main>
    );
  }
  return <SetupForm key={startup.company.id} companyId={startup.company.id} />;
}

function SetupForm({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const create = useCreateContentProject();
  const [draft, setDraft] = useState<SetupDraft>(EMPTY_SETUP);
  const [problem, setProblem] = useState<{ field: SetupField | null; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const change = useCallback((next: Partial<SetupDraft>) => setDraft((d) => ({ ...d, ...next })), []);

  const submit = useCallback((event?: FormEvent) => {
    event?.preventDefault();
    if (create.isPending) return;
    setProblem(null);
    create.mutate(createRequestOf(companyId, draft), {
      // The competitors screen shows the fetch until it is done; the bell follows the job too.
      onSuccess: (answer) => void navigate({ to: contentProjectPath('competitors', answer.project.id) }),
      onError: (error) => setProblem(fieldOfRefusal(error.message, draft)),
    });
  }, [companyId, create, draft, navigate]);

  useEffect(() => {
    // The field the server named takes the focus, so a keyboard user lands where the fix goes.
    if (problem !== null) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [problem]);

  const commands = useMemo(() => contentProjectSetupCommands({
    busy: create.isPending,
    create: () => formRef.current?.requestSubmit(),
    cancel: () => void navigate({ to: '/content-projects' }),
  }), [create.isPending, navigate]);
  useRegisterCommands(commands);

  const at = (field: SetupField) => (problem?.field === field ? problem.text : null);
  const invalid = (field: SetupField) => (at(field) === null ? undefined : true);
  return (
    <main id="main" className="screen content-screen">
      <p className="breadcrumb"><Link to="/content-projects">Content Projects</Link></p>
      <h1>New content project</h1>
      <form ref={formRef} className="content-setup-form" noValidate onSubmit={submit}>
        <label>
          Main keyword
          <input value={draft.mainKeyword} onChange={(e) => change({ mainKeyword: e.target.value })} placeholder="glühwein selber machen" aria-invalid={invalid('main_keyword')} aria-describedby={at('main_keyword') ? 'setup-main-error' : undefined} autoComplete="off" />
        </label>
        {at('main_keyword') && <p id="setup-main-error" role="alert" className="form-message">{at('main_keyword')}</p>}
        <label>
          Secondary keywords, one a line (optional, up to {MAX_SECONDARY_KEYWORDS})
          <textarea value={draft.secondary} onChange={(e) => change({ secondary: e.target.value })} rows={4} spellCheck={false} aria-invalid={invalid('secondary_keywords')} aria-describedby="setup-secondary-count" />
        </label>
        <p id="setup-secondary-count" className="muted content-setup-hint">{secondaryCountText(draft.secondary)} secondary keywords</p>
        {at('secondary_keywords') && <p role="alert" className="form-message">{at('secondary_keywords')}</p>}
        <fieldset className="content-setup-market">
          <legend>Market and device</legend>
          <div className="content-setup-row">
            <label>
              Location
              <select value={draft.location} onChange={(e) => change({ location: Number(e.target.value) })} aria-invalid={invalid('market')}>
                {LOCATIONS.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
              </select>
            </label>
            <label>
              Language
              <select value={draft.language} onChange={(e) => change({ language: e.target.value })} aria-invalid={invalid('market')}>
                {LANGUAGES.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
              </select>
            </label>
          </div>
          <div className="content-setup-choices" role="radiogroup" aria-label="Device">
            {contentDeviceSchema.options.map((device) => (
              <label key={device}>
                <input type="radio" name="device" value={device} checked={draft.device === device} onChange={() => change({ device })} />
                {DEVICE_LABEL[device]}
              </label>
            ))}
          </div>
          {at('market') && <p role="alert" className="form-message">{at('market')}</p>}
        </fieldset>
        {problem !== null && problem.field === null && <p role="alert" className="form-message">{problem.text}</p>}
        <p className="muted">Creating the project fetches the top 10 organic results for the main keyword, reads each page and measures its speed. The bell shows the progress.</p>
        <div className="button-row">
          <button type="submit" disabled={create.isPending}>{create.isPending ? 'Creating…' : 'Create project and fetch competitors'}</button>
          <Link to="/content-projects" className="button-link secondary">Cancel</Link>
        </div>
      </form>
    </main>
  );
}

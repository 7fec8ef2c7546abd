import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { CompanySettings, ThemeColours } from '../../domain/contracts/company-settings.ts';
import type { CompanySettingsChanges } from '../../domain/contracts/company-settings-update.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { useUpdateCompanySettings } from './api/company-settings.ts';
import { coloursPass, PaletteEditor, STARTING_COLOURS } from './colour-editor.tsx';
import { LogoUpload } from './logo-upload.tsx';
import { NavEntriesEditor } from './nav-entries-editor.tsx';
import { companySectionCommands } from './settings-commands.ts';
import type { SectionProps } from './section-props.ts';

const THEMES: readonly { value: CompanySettings['theme']; label: string }[] = [
  { value: 'default', label: 'Default (blue)' },
  { value: 'orange', label: 'Orange' },
  { value: 'whitelabel', label: 'White label (teal, company name in the top bar)' },
];

const FLAGS: readonly { key: 'amazon_column' | 'internal_searches' | 'whitelabel_monitoring'; label: string }[] = [
  { key: 'amazon_column', label: 'Amazon search volume column in keyword tables' },
  { key: 'internal_searches', label: 'Internal Searches (Monitoring Suite)' },
  { key: 'whitelabel_monitoring', label: 'White-label monitoring' },
];

/** The Company section: the form starts from the stored settings; the section remounts when they change. */
export function CompanySection({ companyId }: SectionProps) {
  const startup = useStartup();
  const stored = startup?.company.settings;
  if (!stored) return <p className="muted">Loading the company settings…</p>;
  return <CompanyForm key={JSON.stringify({ ...stored, logo: null })} companyId={companyId} stored={stored} />;
}

function CompanyForm({ companyId, stored }: { companyId: number; stored: CompanySettings }) {
  const update = useUpdateCompanySettings();
  const [draft, setDraft] = useState(stored);
  const [ownColours, setOwnColours] = useState<ThemeColours>(stored.colors ?? STARTING_COLOURS);
  const [useOwn, setUseOwn] = useState(stored.colors !== null);
  const [saved, setSaved] = useState(false);
  const colours = useOwn ? ownColours : null;
  const blocked = useOwn && !coloursPass(ownColours);

  const form = useRef<HTMLFormElement>(null);
  const canSave = !blocked && !update.isPending;
  useRegisterCommands(
    useMemo(
      () =>
        companySectionCommands(
          canSave,
          () => form.current?.requestSubmit(),
          () => document.getElementById('logo-file')?.click(),
        ),
      [canSave],
    ),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    const changes: CompanySettingsChanges = {
      theme: draft.theme,
      colors: colours,
      extra_navigation: draft.extra_navigation.map((entry) => ({ label: entry.label.trim(), href: entry.href.trim() })),
      rankings_host: draft.rankings_host?.trim() ? draft.rankings_host.trim() : null,
      amazon_column: draft.amazon_column,
      internal_searches: draft.internal_searches,
      whitelabel_monitoring: draft.whitelabel_monitoring,
    };
    setSaved(false);
    update.mutate({ company_id: companyId, changes }, { onSuccess: () => setSaved(true) });
  }

  return (
    <div className="settings-company">
      <h2>Company</h2>
      <LogoUpload companyId={companyId} logo={stored.logo} />
      <form ref={form} onSubmit={submit} noValidate className="settings-company-form">
        <label htmlFor="company-theme">Theme</label>
        <select id="company-theme" value={draft.theme} onChange={(event) => setDraft({ ...draft, theme: THEMES.find((t) => t.value === event.target.value)?.value ?? 'default' })}>
          {THEMES.map((theme) => (
            <option key={theme.value} value={theme.value}>
              {theme.label}
            </option>
          ))}
        </select>
        <label className="settings-check">
          <input type="checkbox" checked={useOwn} onChange={(event) => setUseOwn(event.target.checked)} />
          Use our own colours (text must keep a contrast of at least 4,5:1, WCAG AA)
        </label>
        {useOwn && (
          <div className="settings-palettes">
            <PaletteEditor mode="light" palette={ownColours.light} onChange={(light) => setOwnColours({ ...ownColours, light })} />
            <PaletteEditor mode="dark" palette={ownColours.dark} onChange={(dark) => setOwnColours({ ...ownColours, dark })} />
          </div>
        )}
        <NavEntriesEditor entries={draft.extra_navigation} onChange={(extra_navigation) => setDraft({ ...draft, extra_navigation })} />
        <label htmlFor="company-rankings-host">Rankings host (empty: the built-in rank tracker)</label>
        <input id="company-rankings-host" value={draft.rankings_host ?? ''} placeholder="https://rankings.example.com" onChange={(event) => setDraft({ ...draft, rankings_host: event.target.value })} />
        <fieldset>
          <legend>Features</legend>
          {FLAGS.map(({ key, label }) => (
            <label key={key} className="settings-check">
              <input type="checkbox" checked={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })} />
              {label}
            </label>
          ))}
        </fieldset>
        {update.error && <p role="alert" className="form-message">{update.error.message}</p>}
        {blocked && <p className="form-message">A colour pair is below 4,5:1: change it before saving.</p>}
        {saved && <p role="status">Saved: everyone logged in to the company sees the change now.</p>}
        <div className="button-row">
          <button type="submit" disabled={update.isPending || blocked}>{update.isPending ? 'Saving…' : 'Save company settings'}</button>
        </div>
      </form>
    </div>
  );
}

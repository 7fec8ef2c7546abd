import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { settingsCommands } from './settings-commands.ts';
import { DEFAULT_SECTION, SETTINGS_SECTIONS } from './settings-sections.tsx';
import './settings.css';

const route = getRouteApi('/shell/settings');

/** /settings (admin only, plan check): the company's settings, one tab per section. */
export function SettingsPage() {
  const startup = useStartup();
  const search = route.useSearch();
  const navigate = useNavigate();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = SETTINGS_SECTIONS.find((entry) => entry.id === (search.section ?? DEFAULT_SECTION)) ?? SETTINGS_SECTIONS[0];

  const open = useCallback(
    (id: string, focus = false) => {
      void navigate({ to: '.', search: (previous) => ({ ...previous, section: id }), replace: true, resetScroll: false });
      if (focus) tabs.current[SETTINGS_SECTIONS.findIndex((entry) => entry.id === id)]?.focus();
    },
    [navigate],
  );
  const options = useMemo(() => SETTINGS_SECTIONS.map((entry) => ({ id: entry.id, title: entry.label, current: entry.id === active?.id })), [active]);
  useRegisterCommands(useMemo(() => settingsCommands(options, (id) => open(id, true)), [options, open]));

  // The WAI-ARIA tabs pattern: arrows, Home and End move between tabs and open the one reached.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = SETTINGS_SECTIONS.findIndex((entry) => entry.id === active?.id);
    const last = SETTINGS_SECTIONS.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    const target = next === undefined ? undefined : SETTINGS_SECTIONS[next];
    if (!target) return;
    event.preventDefault();
    open(target.id, true);
  }

  if (!startup || !active) {
    return (
      <main id="main" className="screen">
        <h1>Settings</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  const Section = active.component;
  return (
    <main id="main" className="screen settings-screen">
      <FocusedHeading>Settings</FocusedHeading>
      <p className="muted">
        {startup.company.name}: changes take effect at once for everyone logged in to the company, and each one is written to the audit log.
      </p>
      <div role="tablist" aria-label="Settings sections" className="settings-tabs" onKeyDown={onKeyDown}>
        {SETTINGS_SECTIONS.map((entry, index) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${entry.id}`}
            aria-selected={entry.id === active.id}
            aria-controls={`settings-panel-${entry.id}`}
            tabIndex={entry.id === active.id ? 0 : -1}
            onClick={() => open(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`settings-panel-${active.id}`} aria-labelledby={`settings-tab-${active.id}`} className="settings-panel">
        <Suspense fallback={<p className="muted">Loading {active.label.toLowerCase()}…</p>}>
          <Section key={startup.company.id} companyId={startup.company.id} selfId={startup.user.id} />
        </Suspense>
      </section>
    </main>
  );
}

import { useId, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { mayUseAdvancedMode } from '../../domain/access-rules.ts';
import type { UserSettings } from '../../domain/contracts/user-settings.ts';
import { updateSettings } from '../session-runtime.ts';
import { useAccess, useStartup } from '../use-app-state.ts';
import { initials } from './initials.ts';
import { SettingSwitch } from './setting-switch.tsx';

/** SPEC §2: initials avatar, name, e-mail, Dark Mode, Advanced Mode (right 42), accessibility, logout. */
export function UserMenu() {
  const startup = useStartup();
  const access = useAccess();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (!startup || !access) return null;
  const settings = startup.userSettings;
  const toggle = (key: keyof UserSettings) => (value: boolean) => {
    setError(null);
    updateSettings({ [key]: value }).catch(() => setError('The setting could not be saved. Please try again.'));
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="popover-anchor">
      <button ref={button} type="button" className="avatar-button" aria-label={`User menu of ${startup.user.name}`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {initials(startup.user.name)}
        </span>
      </button>
      {open && (
        <div id={panelId} className="popover user-menu" role="region" aria-label="User menu" onKeyDown={(e) => e.key === 'Escape' && close()}>
          <p className="user-name">{startup.user.name}</p>
          <p className="muted user-mail">{startup.user.mail}</p>
          <div className="switches">
            <SettingSwitch label="Dark Mode" checked={settings.dark_mode} onChange={toggle('dark_mode')} />
            {mayUseAdvancedMode(access) && <SettingSwitch label="Advanced Mode" checked={settings.advancedMode} onChange={toggle('advancedMode')} />}
            <SettingSwitch label="Accessibility Mode" checked={settings.accessibility_mode} onChange={toggle('accessibility_mode')} />
            <SettingSwitch label="Bold text" checked={settings.bold_text} onChange={toggle('bold_text')} />
            <SettingSwitch label="High contrast" checked={settings.primary_black} onChange={toggle('primary_black')} />
          </div>
          {error && (
            <p role="alert" className="form-message">
              {error}
            </p>
          )}
          <button type="button" className="secondary full-width" onClick={() => void navigate({ to: '/logout' })}>
            Log out
          </button>
        </div>
      )}
    </div>
  );
}

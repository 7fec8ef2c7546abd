import { useId, useMemo, useState } from 'react';
import type { Command } from '../../commands/command-types.ts';
import { execute } from '../../commands/execute.ts';
import { isChecked, menuLabel, userMenuModel } from '../../commands/menus.ts';
import { useCommandContext } from '../../commands/use-command-context.ts';
import { useAvailableCommands } from '../../commands/use-register-commands.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { useButtonPanel } from '../../ui/use-floating-panel.ts';
import { initials } from './initials.ts';
import { SettingSwitch } from './setting-switch.tsx';

/**
 * SPEC §2: initials avatar, name, e-mail, Dark Mode, Advanced Mode (right 42), accessibility, logout.
 * The switches and the logout button are the registry's commands, so the palette offers the same.
 */
export function UserMenu() {
  const startup = useStartup();
  const ctx = useCommandContext();
  const available = useAvailableCommands(ctx);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();
  const { button, buttonRef, floating } = useButtonPanel(open, () => setOpen(false));
  const { setFloating } = floating.refs;
  const menu = useMemo(() => (ctx ? userMenuModel(available) : null), [ctx, available]);
  if (!startup || !ctx || !menu) return null;
  const run = (command: Command) => {
    setError(null);
    execute(command, ctx).catch(() => setError('The setting could not be saved. Please try again.'));
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="popover-anchor">
      <button ref={buttonRef} type="button" className="avatar-button" aria-label={`User menu of ${startup.user.name}`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {initials(startup.user.name)}
        </span>
      </button>
      {open && (
        <div
          ref={setFloating}
          id={panelId}
          className="popover user-menu"
          style={floating.floatingStyles}
          role="region"
          aria-label="User menu"
          // Focusable, so a click on its text keeps the focus inside and Escape still reaches it.
          tabIndex={-1}
          onKeyDown={(e) => e.key === 'Escape' && close()}
        >
          <p className="user-name">{startup.user.name}</p>
          <p className="muted user-mail">{startup.user.mail}</p>
          <div className="switches">
            {menu.switches.map((command) => (
              <SettingSwitch key={command.id} label={menuLabel(command)} checked={isChecked(command, ctx)} onChange={() => run(command)} />
            ))}
          </div>
          {error && (
            <p role="alert" className="form-message">
              {error}
            </p>
          )}
          {menu.actions.map((command) => (
            <button key={command.id} type="button" className="secondary full-width" onClick={() => run(command)}>
              {menuLabel(command)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

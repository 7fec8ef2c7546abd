import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import type { Command, CommandContext } from '../../commands/command-types.ts';
import { shortcutLabel } from '../../commands/keys.ts';
import { menuLabel, sideNavModel } from '../../commands/menus.ts';
import { useCommandContext } from '../../commands/use-command-context.ts';
import { useAvailableCommands } from '../../commands/use-register-commands.ts';

/**
 * The suites and entries this user may open (SPEC §1, §4, §6), and the company's own entries.
 * Every entry is a registered command (its "Go to" command), so the palette offers the same.
 */
export function SideNav() {
  const ctx = useCommandContext();
  const available = useAvailableCommands(ctx);
  const groups = useMemo(() => (ctx ? sideNavModel(available) : []), [ctx, available]);
  if (!ctx) return <nav className="side-nav" aria-label="Main navigation" aria-busy="true" />;
  return (
    <nav className="side-nav" aria-label="Main navigation">
      {groups.map((group) =>
        group.group === 'home' ? (
          <ul key="home" className="nav-home">
            {group.commands.map((command) => (
              <NavEntry key={command.id} command={command} ctx={ctx} />
            ))}
          </ul>
        ) : (
          <section key={group.group} aria-labelledby={`nav-${group.group}`}>
            <h2 id={`nav-${group.group}`}>{group.label}</h2>
            <ul>
              {group.commands.map((command) => (
                <NavEntry key={command.id} command={command} ctx={ctx} />
              ))}
            </ul>
          </section>
        ),
      )}
    </nav>
  );
}

function NavEntry({ command, ctx }: { command: Command; ctx: CommandContext }) {
  const label = menuLabel(command);
  const href = command.href ?? '/';
  if (command.external) {
    return (
      <li>
        <a href={href} target="_blank" rel="noreferrer noopener">
          {label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    );
  }
  // Advanced mode: the shortcut beside the entry and in its tooltip; outside the link so its name stays the screen's.
  const shortcut = ctx.advancedMode ? command.shortcut : undefined;
  const hint = shortcut ? shortcutLabel(shortcut, ctx.platform) : undefined;
  return (
    <li className={hint ? 'has-hint' : undefined}>
      <Link
        to={href}
        activeOptions={{ exact: href === '/' }}
        activeProps={{ 'aria-current': 'page' }}
        data-nav-id={command.id.replace(/^go\./, '')}
        title={hint ? `${label} (${hint})` : undefined}
      >
        {label}
      </Link>
      {hint && (
        <kbd className="shortcut-hint" aria-hidden="true">
          {hint}
        </kbd>
      )}
    </li>
  );
}

import { Outlet } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { GoToCollectionCommand } from '../../features/collections/go-to-collection.tsx';
import { BOUND_HELP_COMMANDS } from '../../features/knowledge/help-commands.ts';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

/** The frame of every screen a logged-in user works in (SPEC §2 "Shell"). */
export function ShellLayout() {
  // The "Help: …" entries and the help key (F1) work on every screen of the shell.
  useRegisterCommands(BOUND_HELP_COMMANDS);
  return (
    <div className="shell">
      <TopBar />
      <SideNav />
      <GoToCollectionCommand />
      <div className="shell-content">
        <Outlet />
      </div>
    </div>
  );
}

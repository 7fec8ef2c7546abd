import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';

/**
 * The bell's own commands, bound while the bell is mounted. "Open notifications" is a shell command
 * (commands/shell-commands.ts) since its effect is the shell's; this one acts on the list.
 */
export const NOTIFICATION_COMMANDS = [
  {
    id: 'notifications.mark-all-read', title: 'Mark all notifications read', keywords: ['bell', 'notifications', 'read', 'clear', 'unread', 'jobs'], section: 'Help',
    scope: 'global',
  },
] as const satisfies readonly CommandDescriptor[];

/** What the commands need of the bell's machine; a test hands in a fake. */
export interface NotificationCommandTarget {
  unread(): number;
  markAllRead(): void;
}

export function notificationCommands(target: NotificationCommandTarget): Command[] {
  return bindCommands(NOTIFICATION_COMMANDS, {
    // Offered only when it would change something, so the palette never lists a no-op.
    'notifications.mark-all-read': { when: () => target.unread() > 0, run: () => target.markAllRead() },
  });
}

import { commandId, type Command } from '../../commands/command-types.ts';

/** What the commands need of the bell's machine; a test hands in a fake. */
export interface NotificationCommandTarget {
  unread(): number;
  markAllRead(): void;
}

/**
 * The bell's own commands, registered while the bell is mounted. "Open notifications" is a global
 * command (commands/global-commands.ts) since its effect is the shell's; this one acts on the list.
 */
export function notificationCommands(target: NotificationCommandTarget): Command[] {
  return [
    {
      id: commandId('notifications.mark-all-read'),
      title: 'Mark all notifications read',
      keywords: ['bell', 'notifications', 'read', 'clear', 'unread', 'jobs'],
      section: 'Help',
      scope: 'global',
      // Offered only when it would change something, so the palette never lists a no-op.
      when: () => target.unread() > 0,
      run: () => target.markAllRead(),
    },
  ];
}

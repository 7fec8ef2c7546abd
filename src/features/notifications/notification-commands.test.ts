import { describe, expect, it } from 'vitest';
import { commandId } from '../../commands/command-types.ts';
import { GLOBAL_COMMANDS } from '../../commands/global-commands.ts';
import { createCommandRegistry } from '../../commands/registry.ts';
import { demoContext, fakeEffects } from '../../../tests/support/command-test-context.ts';
import { notificationCommands } from './notification-commands.ts';

function setup(unread: number) {
  const target = { count: unread, marked: 0 };
  const registry = createCommandRegistry();
  registry.register(GLOBAL_COMMANDS);
  registry.register(notificationCommands({ unread: () => target.count, markAllRead: () => (target.marked += 1) }));
  return { registry, target };
}

describe('notification commands', () => {
  it('offers "Mark all notifications read" only while something is unread, and runs it', async () => {
    const { registry, target } = setup(0);
    const ctx = demoContext('basic');
    const mark = () => registry.available(ctx).find((c) => c.id === commandId('notifications.mark-all-read'));
    expect(mark()).toBeUndefined();
    target.count = 3;
    const command = mark();
    expect(command?.title).toBe('Mark all notifications read');
    await command?.run(ctx);
    expect(target.marked).toBe(1);
  });

  it('"Open notifications" opens the panel through its effect, for every user', async () => {
    const { registry } = setup(0);
    const effects = fakeEffects();
    const ctx = demoContext('ideas', { effects });
    const open = registry.available(ctx).find((c) => c.id === commandId('help.notifications'));
    expect(open?.title).toBe('Open notifications');
    await open?.run(ctx);
    expect(effects.openNotifications).toHaveBeenCalledTimes(1);
  });
});

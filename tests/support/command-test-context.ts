import { vi, type Mock } from 'vitest';
import { DEMO_STARTUP, type DemoUserKey } from './access-fixtures.ts';
import type { UserSettings } from '../../src/domain/contracts/user-settings.ts';
import { buildCommandContext } from '../../src/commands/command-context.ts';
import type { CommandContext, CommandEffects } from '../../src/commands/command-types.ts';
import type { Platform } from '../../src/commands/keys.ts';

/** Effects that record calls, for asserting what a command did. */
export function fakeEffects(): { [K in keyof CommandEffects]: Mock<CommandEffects[K]> } {
  return {
    navigate: vi.fn<CommandEffects['navigate']>(),
    openExternal: vi.fn<CommandEffects['openExternal']>(),
    updateSettings: vi.fn<CommandEffects['updateSettings']>(async () => undefined),
    switchCompany: vi.fn<CommandEffects['switchCompany']>(async () => undefined),
    openPalette: vi.fn<CommandEffects['openPalette']>(),
    openShortcutSheet: vi.fn<CommandEffects['openShortcutSheet']>(),
    openNotifications: vi.fn<CommandEffects['openNotifications']>(),
  };
}

export function demoContext(
  user: DemoUserKey,
  options: { route?: string; settings?: Partial<UserSettings>; platform?: Platform; selection?: string[]; effects?: CommandEffects } = {},
): CommandContext {
  const base = DEMO_STARTUP[user];
  const startup = { ...base, userSettings: { ...base.userSettings, ...options.settings } };
  return buildCommandContext({
    startup,
    route: options.route ?? '/',
    selection: options.selection ?? [],
    platform: options.platform ?? 'other',
    effects: options.effects ?? fakeEffects(),
  });
}

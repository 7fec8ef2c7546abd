import { accessContextFromStartup } from '../domain/access-context.ts';
import type { AccessContext } from '../domain/access-rules.ts';
import { mayUseAdvancedMode } from '../domain/access-rules.ts';
import type { StartupData } from '../domain/contracts/startup.ts';
import type { CommandContext, CommandEffects } from './command-types.ts';
import type { Platform } from './keys.ts';

export interface ContextInput {
  readonly startup: StartupData;
  /** Pass the app's memoised access context when there is one, so caches keyed on it hit. */
  readonly access?: AccessContext;
  readonly route: string;
  readonly selection?: readonly string[];
  readonly platform: Platform;
  readonly effects: CommandEffects;
}

export function buildCommandContext(input: ContextInput): CommandContext {
  const access = input.access ?? accessContextFromStartup(input.startup);
  const settings = input.startup.userSettings;
  return {
    access,
    startup: input.startup,
    settings,
    advancedMode: mayUseAdvancedMode(access) && settings.advancedMode,
    route: input.route,
    selection: input.selection ?? [],
    platform: input.platform,
    effects: input.effects,
  };
}

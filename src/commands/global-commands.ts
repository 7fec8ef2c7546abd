import { landingPath } from '../domain/access.ts';
import { visibleNavigation, type Navigation } from '../domain/access-nav.ts';
import { mayUseAdvancedMode, type AccessContext, type NavLink } from '../domain/access-rules.ts';
import type { SwitchSetting } from '../domain/contracts/user-settings.ts';
import { NAVIGATION } from '../routes/navigation.ts';
import { bindCommands, bindEach, type RunHandler } from './bind-commands.ts';
import type { Command, CommandContext } from './command-types.ts';
import { GO_TO_COMMANDS } from './go-to-commands.ts';
import { SHELL_COMMANDS } from './shell-commands.ts';

/**
 * The shell's commands, bound once: they act through the context's effects, not on a screen.
 * A go-to command for a navigation entry is offered only when `visibleNavigation` shows the entry,
 * so the palette never offers a screen the access rules would bounce.
 */
const navCache = new WeakMap<AccessContext, Navigation>();
function navigationOf(access: AccessContext): Navigation {
  let navigation = navCache.get(access);
  if (!navigation) {
    navigation = visibleNavigation(access, NAVIGATION);
    navCache.set(access, navigation);
  }
  return navigation;
}

const always = () => true;
const NAVIGATION_ENTRIES = new Set(NAVIGATION.flatMap((group) => group.entries.map((entry) => entry.id)));

function goToHandler(descriptor: (typeof GO_TO_COMMANDS)[number]): RunHandler {
  const entry = descriptor.id.slice('go.'.length);
  const shown = (ctx: CommandContext) => navigationOf(ctx.access).suites.some((s) => s.entries.some((e) => e.id === entry));
  // Settings belongs to no suite: it is offered where its own rule (admin, plan) lets the user in.
  const admitted = (ctx: CommandContext) => landingPath(descriptor.href, ctx.access) === descriptor.href;
  const when = NAVIGATION_ENTRIES.has(entry) ? shown : entry === 'settings' ? admitted : always;
  return { when, run: (ctx) => ctx.effects.navigate(descriptor.href) };
}

function settingSwitch(key: SwitchSetting, when?: (ctx: CommandContext) => boolean): RunHandler {
  return {
    checked: (ctx) => ctx.settings[key],
    run: (ctx) => ctx.effects.updateSettings({ [key]: !ctx.settings[key] }),
    ...(when ? { when } : {}),
  };
}

export const GLOBAL_COMMANDS: readonly Command[] = [
  ...bindEach(GO_TO_COMMANDS, goToHandler),
  ...bindCommands(SHELL_COMMANDS, {
    'settings.dark_mode': settingSwitch('dark_mode'),
    'settings.advancedMode': settingSwitch('advancedMode', (ctx) => mayUseAdvancedMode(ctx.access)),
    'settings.accessibility_mode': settingSwitch('accessibility_mode'),
    'settings.bold_text': settingSwitch('bold_text'),
    'settings.primary_black': settingSwitch('primary_black'),
    'account.switch-company': {
      when: (ctx) => ctx.startup.companies.length > 1,
      options: (ctx) => ctx.startup.companies.map((c) => ({ id: String(c.id), title: c.name, current: c.id === ctx.startup.company.id })),
      run: (ctx, optionId) => ctx.effects.switchCompany(Number(optionId)),
    },
    'account.logout': { run: (ctx) => ctx.effects.navigate('/logout') },
    'help.shortcuts': { run: (ctx) => ctx.effects.openShortcutSheet() },
    'help.notifications': { run: (ctx) => ctx.effects.openNotifications() },
    'palette.open': { run: (ctx) => ctx.effects.openPalette() },
  }),
];

/** The company's own links (company settings), as commands: they open in a new tab. */
export function companyLinkCommands(links: readonly NavLink[]): Command[] {
  return links.map((link, index) => ({
    id: `company-link.${index}`,
    title: `Open ${link.label}`,
    menuLabel: link.label,
    keywords: ['company', 'link', link.href],
    section: 'Company',
    scope: 'global',
    href: link.href,
    external: true,
    placements: [{ menu: 'side-nav', group: 'company', groupLabel: 'Company' }],
    when: (ctx) => navigationOf(ctx.access).extra.some((e) => e.href === link.href),
    run: (ctx) => ctx.effects.openExternal(link.href),
  }));
}

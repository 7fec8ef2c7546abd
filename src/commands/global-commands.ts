import { visibleNavigation, type Navigation } from '../domain/access-nav.ts';
import { mayUseAdvancedMode, type AccessContext, type NavLink } from '../domain/access-rules.ts';
import type { UserSettings } from '../domain/contracts/user-settings.ts';
import { NAVIGATION } from '../routes/navigation.ts';
import { commandId, type Command, type CommandContext } from './command-types.ts';

/**
 * The shell's own commands. "Go to" commands are derived from the route manifests' navigation entries and
 * shown only when `visibleNavigation` shows the entry, so the palette never offers a screen the
 * access rules would bounce.
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

const goToCommands: Command[] = NAVIGATION.flatMap((group) =>
  group.entries.map((entry): Command => {
    const screen = entry.paletteTitle ?? entry.label;
    return {
      id: commandId(`go.${entry.id}`),
      title: `Go to ${screen}`,
      menuLabel: entry.label,
      keywords: [group.label, 'open', 'screen', entry.href.split('/')[1] ?? ''],
      section: group.label,
      scope: 'global',
      href: entry.href,
      ...(entry.shortcut === undefined ? {} : { shortcut: entry.shortcut }),
      placements: [{ menu: 'side-nav', group: group.suite, groupLabel: group.label }],
      when: (ctx) => navigationOf(ctx.access).suites.some((s) => s.entries.some((e) => e.id === entry.id)),
      run: (ctx) => ctx.effects.navigate(entry.href),
    };
  }),
);

const always = () => true;

const shellCommands: Command[] = [
  {
    id: commandId('go.home'), title: 'Go to Home', menuLabel: 'Home', keywords: ['dashboard', 'start', 'logo'], section: 'Navigation',
    scope: 'global', href: '/', placements: [{ menu: 'side-nav', group: 'home', groupLabel: 'Home' }], when: always,
    run: (ctx) => ctx.effects.navigate('/'),
  },
  {
    id: commandId('go.pricing'), title: 'Go to Pricing', menuLabel: 'Pricing', keywords: ['plans', 'prices', 'upgrade'], section: 'Navigation',
    scope: 'global', href: '/pricing', when: always, run: (ctx) => ctx.effects.navigate('/pricing'),
  },
];

interface SettingToggle {
  readonly key: keyof UserSettings;
  readonly title: string;
  readonly keywords: readonly string[];
  readonly when?: (ctx: CommandContext) => boolean;
}

const TOGGLES: readonly SettingToggle[] = [
  { key: 'dark_mode', title: 'Dark Mode', keywords: ['theme', 'night', 'light', 'colour'] },
  { key: 'advancedMode', title: 'Advanced Mode', keywords: ['power', 'shortcuts', 'hints'], when: (ctx) => mayUseAdvancedMode(ctx.access) },
  { key: 'accessibility_mode', title: 'Accessibility Mode', keywords: ['screen reader', 'a11y'] },
  { key: 'bold_text', title: 'Bold text', keywords: ['font', 'weight', 'readability'] },
  { key: 'primary_black', title: 'High contrast', keywords: ['contrast', 'black', 'readability'] },
];

const toggleCommands: Command[] = TOGGLES.map((toggle) => ({
  id: commandId(`settings.${toggle.key}`),
  title: toggle.title,
  keywords: ['toggle', 'switch', 'setting', ...toggle.keywords],
  section: 'Settings',
  scope: 'global',
  placements: [{ menu: 'user-menu' }],
  checked: (ctx) => ctx.settings[toggle.key],
  when: toggle.when ?? always,
  run: (ctx) => ctx.effects.updateSettings({ [toggle.key]: !ctx.settings[toggle.key] }),
}));

const accountCommands: Command[] = [
  {
    id: commandId('account.switch-company'), title: 'Switch company', keywords: ['company', 'organisation', 'account', 'change'], section: 'Account',
    scope: 'global', when: (ctx) => ctx.startup.companies.length > 1, run: () => undefined,
    pick: {
      placeholder: 'Pick a company…',
      options: (ctx) => ctx.startup.companies.map((c) => ({ id: String(c.id), title: c.name, current: c.id === ctx.startup.company.id })),
      run: (ctx, optionId) => ctx.effects.switchCompany(Number(optionId)),
    },
  },
  {
    id: commandId('account.logout'), title: 'Log out', keywords: ['sign out', 'exit', 'leave'], section: 'Account',
    scope: 'global', placements: [{ menu: 'user-menu' }], when: always, run: (ctx) => ctx.effects.navigate('/logout'),
  },
];

const helpCommands: Command[] = [
  {
    id: commandId('help.shortcuts'), title: 'Show keyboard shortcuts', keywords: ['keys', 'help', 'cheat sheet', 'hotkeys'], section: 'Help',
    scope: 'global', when: always, run: (ctx) => ctx.effects.openShortcutSheet(),
  },
  {
    id: commandId('help.notifications'), title: 'Open notifications', keywords: ['bell', 'jobs', 'messages', 'alerts'], section: 'Help',
    scope: 'global', when: always, run: (ctx) => ctx.effects.openNotifications(),
  },
  {
    id: commandId('palette.open'), title: 'Open command palette', keywords: ['commands', 'search'], section: 'Help',
    scope: 'global', inPalette: false, when: always, run: (ctx) => ctx.effects.openPalette(),
  },
];

export const GLOBAL_COMMANDS: readonly Command[] = [...shellCommands, ...goToCommands, ...toggleCommands, ...accountCommands, ...helpCommands];

/** The company's own links (company settings), as commands: they open in a new tab. */
export function companyLinkCommands(links: readonly NavLink[]): Command[] {
  return links.map((link, index) => ({
    id: commandId(`company-link.${index}`),
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

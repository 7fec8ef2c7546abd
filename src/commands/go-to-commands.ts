import type { NavEntry, NavGroup } from '../domain/access-nav.ts';
import { NAVIGATION } from '../routes/navigation.ts';
import type { CommandDescriptor } from './command-types.ts';

interface GoToDescriptor<E extends string = string> extends CommandDescriptor {
  readonly id: `go.${E}`;
  readonly scope: 'global';
  readonly href: string;
}

/**
 * The go-to command of a side-navigation entry. Its label, link, group, palette title and `g` + letter
 * shortcut are declared once, on the route's navigation entry in its manifest
 * (`src/features/<suite>/routes.tsx`), so a new screen gets its command without an edit here;
 * all-commands.test.ts still checks the shortcut against every other one.
 */
function goTo(group: NavGroup, entry: NavEntry & { readonly href: string }): GoToDescriptor {
  return {
    id: `go.${entry.id}`,
    title: `Go to ${entry.paletteTitle ?? entry.label}`,
    menuLabel: entry.label,
    keywords: [group.label, 'open', 'screen', entry.href.split('/')[1] ?? ''],
    section: group.label,
    scope: 'global',
    href: entry.href,
    ...(entry.shortcut === undefined ? {} : { shortcut: entry.shortcut }),
    placements: [{ menu: 'side-nav', group: group.suite, groupLabel: group.label }],
  };
}

/** "Go to" commands, in side-navigation order (the side navigation renders them): the shell's three, then the manifests'. */
export const GO_TO_COMMANDS: readonly GoToDescriptor[] = [
  {
    id: 'go.home', title: 'Go to Home', menuLabel: 'Home', keywords: ['dashboard', 'start', 'logo'], section: 'Navigation', scope: 'global',
    href: '/', shortcut: 'g h', placements: [{ menu: 'side-nav', group: 'home', groupLabel: 'Home' }],
  },
  {
    id: 'go.knowledge', title: 'Go to Knowledge base', menuLabel: 'Knowledge base', keywords: ['help', 'tutorial', 'articles', 'docs', 'manual'], section: 'Navigation', scope: 'global',
    href: '/knowledge', shortcut: 'g k', placements: [{ menu: 'side-nav', group: 'home', groupLabel: 'Home' }],
  },
  {
    // Admin only with the plan check of SPEC §6: offered only where the access rules let the user in.
    id: 'go.settings', title: 'Go to Settings', menuLabel: 'Settings', keywords: ['admin', 'users', 'rights', 'company', 'theme', 'logo', 'audit'], section: 'Navigation', scope: 'global',
    href: '/settings', shortcut: 'g e', placements: [{ menu: 'side-nav', group: 'home', groupLabel: 'Home' }],
  },
  { id: 'go.pricing', title: 'Go to Pricing', menuLabel: 'Pricing', keywords: ['plans', 'prices', 'upgrade'], section: 'Navigation', scope: 'global', href: '/pricing' },
  ...NAVIGATION.flatMap((group) => group.entries.map((entry) => goTo(group, entry))),
];

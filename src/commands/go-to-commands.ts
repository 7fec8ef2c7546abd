import { NAVIGATION } from '../domain/access-nav.ts';
import type { CommandDescriptor } from './command-types.ts';

interface GoToDescriptor<E extends string> extends CommandDescriptor {
  readonly id: `go.${E}`;
  readonly scope: 'global';
  readonly href: string;
}

/** A go-to command for a side-navigation entry: its label, link and group come from the navigation. */
function goTo<const E extends string>(entry: E, shortcut: string, title?: string): GoToDescriptor<E> {
  const group = NAVIGATION.find((g) => g.entries.some((e) => e.id === entry));
  const item = group?.entries.find((e) => e.id === entry);
  if (!group || !item) throw new Error(`no side-navigation entry "${entry}" for a go-to command`);
  return {
    id: `go.${entry}`,
    title: `Go to ${title ?? item.label}`,
    menuLabel: item.label,
    keywords: [group.label, 'open', 'screen', item.href.split('/')[1] ?? ''],
    section: group.label,
    scope: 'global',
    href: item.href,
    shortcut,
    placements: [{ menu: 'side-nav', group: group.suite, groupLabel: group.label }],
  };
}

/**
 * "Go to" commands, in side-navigation order (the side navigation renders them). `g` + letter jumps
 * to a screen; where first letters clash the choice is written here and shows in the `?` sheet:
 * g v Search Volume (s is Suggests), g p Content Projects, g a AI Suite, g b Brand Dashboards,
 * g w WDF*IDF, g t AI Chat ("talk"), g x Brand Index (b is taken), g n Internal Searches.
 */
export const GO_TO_COMMANDS = [
  {
    id: 'go.home', title: 'Go to Home', menuLabel: 'Home', keywords: ['dashboard', 'start', 'logo'], section: 'Navigation', scope: 'global',
    href: '/', shortcut: 'g h', placements: [{ menu: 'side-nav', group: 'home', groupLabel: 'Home' }],
  },
  { id: 'go.pricing', title: 'Go to Pricing', menuLabel: 'Pricing', keywords: ['plans', 'prices', 'upgrade'], section: 'Navigation', scope: 'global', href: '/pricing' },
  goTo('collections', 'g c'),
  goTo('ideas', 'g i'),
  goTo('suggests', 'g s'),
  goTo('searchvolume', 'g v'),
  goTo('questions', 'g q'),
  goTo('brands', 'g b'),
  goTo('brand-index', 'g x'),
  // "Projects" alone would be ambiguous in the palette, out of its suite heading.
  goTo('content-projects', 'g p', 'Content Projects'),
  goTo('wdf-idf', 'g w'),
  goTo('monitoring', 'g m'),
  goTo('internal-searches', 'g n'),
  goTo('ai-suite', 'g a'),
  goTo('seo-ai', 'g t'),
] as const satisfies readonly CommandDescriptor[];
